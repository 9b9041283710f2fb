import type { LastExercise } from '@shared/schemas/exercise-history';
import type { WorkoutPrefill } from '@shared/schemas/dashboard';
import type { Exercise, Intensity } from '@shared/schemas/workouts';
import { exerciseKey } from '@shared/sets';
import { PREFERRED_DISTANCE } from '@shared/unit-display';
import type { DistancePreference, DistanceUnit, WeightUnit } from '@shared/units';
import {
  copySet,
  emptySet,
  loadedWeight,
  nextSetKey,
  setFromStored,
  type SetDraft,
  type SetNumber,
} from './set-draft';
import { timeOfSeconds } from './time-text';

/** One exercise as the form holds it: its sets one by one (issue 8). */
export interface ExerciseDraft {
  /** Stable React key, also the prefix of this exercise's errors. */
  key: string;
  /** The stored exercise this edits (PUT /api/workouts/{id} keeps it); absent for a new one. */
  id?: string;
  name: string;
  sets: SetDraft[];
  distanceUnit: DistanceUnit;
  intensity: Intensity;
  restTime: string;
  /** Shared with the exercises done alternately with it (issue 27 §2); null when on its own. */
  supersetGroup: number | null;
  /** Columns the person added beyond the exercise's own (exercise-shape.ts). */
  extraColumns: SetNumber[];
  /**
   * Whether last time's numbers may fill the sets (issue 8, item 6): only a new exercise whose
   * numbers the person has not typed. Loaded exercises (stored, suggested, repeated) never.
   */
  autofill: boolean;
  /** The exercise (by its key) whose last time filled the sets, so a new name can replace them. */
  filledFrom: string | null;
}

/** What a new exercise needs to know about the person: their units. */
export interface UnitPrefs {
  weightUnit: WeightUnit;
  distanceUnit: DistancePreference;
}

let lastKey = 0;
const nextKey = () => `exercise-${++lastKey}`;
const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** A blank exercise with one blank set; distances in the person's own unit. */
export function emptyExercise(units: UnitPrefs): ExerciseDraft {
  return {
    key: nextKey(),
    name: '',
    sets: [emptySet()],
    distanceUnit: PREFERRED_DISTANCE[units.distanceUnit],
    intensity: 'moderate',
    restTime: '',
    supersetGroup: null,
    extraColumns: [],
    autofill: true,
    filledFrom: null,
  };
}

/** A stored exercise, every set as it was typed (the edit dialog, Repeat). */
export function exerciseFromStored(e: Exercise, unit: WeightUnit, keepId: boolean): ExerciseDraft {
  return {
    key: nextKey(),
    id: keepId ? e.id : undefined,
    name: e.name,
    sets: e.setList.length > 0 ? e.setList.map((s) => setFromStored(s, unit)) : [emptySet()],
    distanceUnit: e.distanceUnit,
    intensity: e.intensity,
    restTime: text(e.restTime),
    supersetGroup: e.supersetGroup,
    extraColumns: [],
    autofill: false,
    filledFrom: null,
  };
}

/** A suggested exercise (Schedule It: SPEC's sets × reps × weight, pounds) as uniform sets. */
export function exerciseFromPrefill(
  e: WorkoutPrefill['exercises'][number],
  unit: WeightUnit,
): ExerciseDraft {
  const weight = e.weight == null ? null : loadedWeight(e.weight, 'lb', unit);
  const one: SetDraft = {
    key: nextSetKey(),
    reps: text(e.reps),
    weight: weight?.shown ?? '',
    loadedWeight: weight,
    time: e.duration == null ? '' : timeOfSeconds(e.duration),
    distance: text(e.distance),
    done: true,
    setType: 'normal',
    rpe: '',
  };
  const count = Math.max(1, e.sets);
  return {
    key: nextKey(),
    name: e.name,
    sets: [one, ...Array.from({ length: count - 1 }, () => copySet(one))],
    distanceUnit: e.distanceUnit,
    intensity: 'moderate',
    restTime: '',
    supersetGroup: null,
    extraColumns: [],
    autofill: false,
    filledFrom: null,
  };
}

/**
 * Last time's numbers arrive for `name` (GET /api/exercises/last): they fill the sets of a new
 * exercise the person has not typed numbers into, once per name. When the name changes to one
 * never done, sets filled from the old name are cleared again.
 */
export function withLastTime(
  d: ExerciseDraft,
  name: string,
  last: LastExercise | null,
  unit: WeightUnit,
): ExerciseDraft {
  const key = exerciseKey(name);
  if (!d.autofill || exerciseKey(d.name) !== key || d.filledFrom === key) return d;
  if (!last || last.setList.length === 0) {
    return d.filledFrom === null ? d : { ...d, sets: [emptySet()], filledFrom: null };
  }
  return {
    ...d,
    sets: last.setList.map((s) => ({ ...setFromStored(s, unit), done: true })),
    distanceUnit: last.distanceUnit,
    intensity: last.intensity,
    restTime: d.restTime || text(last.restTime),
    filledFrom: key,
  };
}
