import { numberIn } from '@shared/schemas/common';
import type { WorkoutPrefill } from '@shared/schemas/dashboard';
import {
  exerciseInput,
  WORKOUT_LIMITS,
  type ExerciseValues,
  type Intensity,
} from '@shared/schemas/workouts';
import {
  fromStoredLbs,
  lbsToKg,
  toStoredLbs,
  WEIGHT_STEP,
  type DistanceUnit,
  type WeightUnit,
} from '@shared/units';
import { formatFieldError } from '@client/lib/field-error';

/** One exercise as its form holds it: typed text, the weight in the user's own unit. */
export interface ExerciseDraft {
  /** Stable React key, also the key of this row's errors. */
  key: string;
  name: string;
  sets: string;
  reps: string;
  weight: string;
  /** Seconds, from the duration input. */
  duration: number | null;
  distance: string;
  distanceUnit: DistanceUnit;
  intensity: Intensity;
  restTime: string;
}

export const EXERCISE_LABELS = {
  name: 'Exercise name',
  sets: 'Sets',
  reps: 'Reps',
  weight: 'Weight',
  duration: 'Duration',
  distance: 'Distance',
  distanceUnit: 'Distance unit',
  intensity: 'Intensity',
  restTime: 'Rest',
} as const;
export type ExerciseField = keyof typeof EXERCISE_LABELS;
export type ExerciseErrors = Partial<Record<ExerciseField, string>>;

let lastKey = 0;
const nextKey = () => `exercise-${++lastKey}`;

const text = (n: number | null | undefined) => (n == null ? '' : String(n));
/** Empty boxes are "not given"; anything else goes to the schema as a number (NaN fails it). */
const toNumber = (s: string) => (s.trim() === '' ? undefined : Number(s));

/** SPEC §9 defaults: moderate intensity, miles. Sets are left blank: blank means 1, as on the API. */
export function emptyExerciseDraft(): ExerciseDraft {
  return {
    key: nextKey(),
    name: '',
    sets: '',
    reps: '',
    weight: '',
    duration: null,
    distance: '',
    distanceUnit: 'miles',
    intensity: 'moderate',
    restTime: '',
  };
}

type StoredExercise = WorkoutPrefill['exercises'][number] &
  Partial<Pick<ExerciseValues, 'intensity' | 'restTime'>>;

/** A stored or suggested exercise (weight in lbs) as form text in the user's unit. */
export function draftFromExercise(e: StoredExercise, unit: WeightUnit): ExerciseDraft {
  return {
    key: nextKey(),
    name: e.name,
    sets: text(e.sets),
    reps: text(e.reps),
    weight: e.weight == null ? '' : String(fromStoredLbs(e.weight, unit)),
    duration: e.duration ?? null,
    distance: text(e.distance),
    distanceUnit: e.distanceUnit,
    intensity: e.intensity ?? 'moderate',
    restTime: text(e.restTime),
  };
}

/** Whether the row's less common fields hold anything, so they start unfolded. */
export const hasExtraDetails = (d: ExerciseDraft) =>
  d.duration != null || d.distance !== '' || d.restTime !== '' || d.intensity !== 'moderate';

/** The heaviest weight in kilograms that is still within the API's cap in pounds. */
const MAX_KG = Math.floor(lbsToKg(WORKOUT_LIMITS.weightLbs) / WEIGHT_STEP) * WEIGHT_STEP;

/**
 * The shared exercise schema, with the weight checked in the unit the person typed it in: 0.5 kg
 * steps for a kg user (the API's 0.5 lb step would reject nothing they can see). Messages are the
 * server's own.
 */
const formSchema = {
  lb: exerciseInput,
  kg: exerciseInput.extend({ weight: numberIn(0, MAX_KG, { step: WEIGHT_STEP }).nullish() }),
};

export type ExerciseValidation =
  { ok: true; value: ExerciseValues } | { ok: false; errors: ExerciseErrors };

/** A row as the API's exercise fields (weight converted to pounds once, here), or its errors. */
export function validateExerciseDraft(d: ExerciseDraft, unit: WeightUnit): ExerciseValidation {
  const parsed = formSchema[unit].safeParse({
    name: d.name,
    sets: toNumber(d.sets),
    reps: toNumber(d.reps),
    weight: toNumber(d.weight),
    duration: d.duration,
    distance: toNumber(d.distance),
    distanceUnit: d.distanceUnit,
    intensity: d.intensity,
    restTime: toNumber(d.restTime),
  });
  if (!parsed.success) {
    const errors: ExerciseErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ExerciseField;
      errors[field] ??= formatFieldError(EXERCISE_LABELS[field], issue.message);
    }
    return { ok: false, errors };
  }
  const v = parsed.data;
  return {
    ok: true,
    value: { ...v, weight: v.weight == null ? v.weight : toStoredLbs(v.weight, unit) },
  };
}
