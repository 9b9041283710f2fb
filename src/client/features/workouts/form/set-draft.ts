import type { ExerciseSet } from '@shared/schemas/workouts';
import { DEFAULT_SET_TYPE, type SetType } from '@shared/set-types';
import type { WeightUnit } from '@shared/units';
import { secondsOfTime, timeOfSeconds } from './time-text';
import { loadedWeight, toNumber, weightToSave, type LoadedWeight } from '@client/lib/weight-entry';

export { loadedWeight, weightToSave, type LoadedWeight };

/** One set row as the form holds it: typed text, so a half-typed number stays as typed. */
export interface SetDraft {
  /** Stable React key, also the key of this row's errors. */
  key: string;
  reps: string;
  /** In the user's unit. */
  weight: string;
  loadedWeight: LoadedWeight | null;
  /** "m:ss" or "h:mm:ss" (time-text.ts). */
  time: string;
  /** In the exercise's distance unit. */
  distance: string;
  done: boolean;
  /** What the set is (issue 27 §2); a warm-up counts for no record, volume or goal. */
  setType: SetType;
  /** "" when not said; else 1–10 in half steps. */
  rpe: string;
}

/** The number fields of a set, the ones a person types. */
export const SET_NUMBERS = ['weight', 'reps', 'distance', 'time'] as const;
export type SetNumber = (typeof SET_NUMBERS)[number];

let lastKey = 0;
export const nextSetKey = () => `set-${++lastKey}`;

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** A blank set; done, because a log records what was done (a set can be marked not done). */
export function emptySet(): SetDraft {
  return {
    key: nextSetKey(),
    reps: '',
    weight: '',
    loadedWeight: null,
    time: '',
    distance: '',
    done: true,
    setType: DEFAULT_SET_TYPE,
    rpe: '',
  };
}

/** A stored set (its weight in the unit it was typed in) as a row in the user's unit. */
export function setFromStored(s: ExerciseSet, unit: WeightUnit): SetDraft {
  const loaded = s.weight == null ? null : loadedWeight(s.weight, s.weightUnit, unit);
  return {
    key: nextSetKey(),
    reps: text(s.reps),
    weight: loaded?.shown ?? '',
    loadedWeight: loaded,
    time: s.duration == null ? '' : timeOfSeconds(s.duration),
    distance: text(s.distance),
    done: s.done,
    setType: s.setType,
    rpe: text(s.rpe),
  };
}

/** A copy of a row for the next set: the same numbers (and the same loaded weight), done. */
export const copySet = (s: SetDraft): SetDraft => ({ ...s, key: nextSetKey(), done: true });

/** A row as the API's set fields (unchecked: the form's schema checks them). */
export function setToInput(s: SetDraft, unit: WeightUnit) {
  return {
    reps: toNumber(s.reps),
    ...weightToSave(s, unit),
    duration: secondsOfTime(s.time),
    distance: toNumber(s.distance),
    done: s.done,
    setType: s.setType,
    rpe: toNumber(s.rpe),
  };
}
