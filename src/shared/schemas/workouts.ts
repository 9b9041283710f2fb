import { z } from 'zod';
import { IDEMPOTENCY_KEY, idempotencyHeaders } from './common';
import { DISTANCE_UNITS, WEIGHT_UNITS } from '../units';
import { SUMMARY_WEIGHT_UNIT } from '../sets';
import { DEFAULT_SET_TYPE, RPE, SET_TYPES } from '../set-types';
import { decodeWorkoutCursor } from '../workout-cursor';
import {
  completedAtSchema,
  enumOf,
  idParams,
  numberIn,
  optionalText,
  requiredText,
  uuidOf,
} from './common';

export const WORKOUT_TYPES = ['strength', 'cardio', 'flexibility', 'mixed', 'sports'] as const;
export type WorkoutType = (typeof WORKOUT_TYPES)[number];
export const INTENSITIES = ['low', 'moderate', 'high'] as const;
export type Intensity = (typeof INTENSITIES)[number];

/** SPEC §5 texts the forms show, and the server answers with, word for word. */
export const NO_NAMED_EXERCISE = 'Please add at least one exercise with a name.';
export const LAST_EXERCISE = 'A workout must have at least one exercise.';

/**
 * Bounds of SPEC §5 (sets/reps ≥ 1, weight ≥ 0 in 0.5 steps, rest ≥ 0, notes ≤ 500) plus upper
 * caps of our own, so no number can overflow a column or make nonsense totals, and no request
 * can make the server write (or answer) thousands of rows (issue 25: a 15 × 8 day fits easily).
 */
export const WORKOUT_LIMITS = {
  name: 100,
  notes: 500,
  /** Sets of one exercise. */
  sets: 50,
  reps: 10_000,
  /** In either unit: a typed weight above this is a typo. */
  weight: 5_000,
  /** Seconds: a workout, or one set of an exercise, lasts at most a day. */
  duration: 86_400,
  /** Per set, in the exercise's own unit (a 100-mile run in metres fits). */
  distance: 1_000_000,
  distanceMiles: 100_000,
  restTime: 3_600,
  exercisesPerWorkout: 40,
  /** Sets of all the exercises of one workout. */
  setsPerWorkout: 300,
  /** Superset groups are numbered from 1; a workout of 40 exercises pairs into at most 20. */
  supersetGroup: 20,
} as const;
const L = WORKOUT_LIMITS;

const TOO_MANY_EXERCISES = `a workout holds at most ${L.exercisesPerWorkout} exercises`;

/** A bound of one workout's size that a write would break, and what it says. */
export interface WorkoutSizeProblem {
  /** The field the bound is on: the list of exercises, or the sets. */
  field: 'exercises' | 'sets';
  message: string;
}

/**
 * The size bounds of one workout (issue 25), given the number of sets of each of its exercises
 * as it would be stored. Every path that writes a workout's exercises — the forms, voice, a
 * guided session, Repeat, POST and PUT /api/exercises, and any import or routine to come —
 * checks the whole workout with this one rule. Null when it fits.
 */
export function workoutSizeProblem(setCounts: readonly number[]): WorkoutSizeProblem | null {
  if (setCounts.length > L.exercisesPerWorkout) {
    return { field: 'exercises', message: TOO_MANY_EXERCISES };
  }
  if (setCounts.some((n) => n > L.sets)) {
    return { field: 'sets', message: `an exercise holds at most ${L.sets} sets` };
  }
  const total = setCounts.reduce((sum, n) => sum + n, 0);
  if (total > L.setsPerWorkout) {
    return {
      field: 'sets',
      message: `a workout holds at most ${L.setsPerWorkout} sets in all (this one would hold ${total})`,
    };
  }
  return null;
}

/** How many sets an exercise as sent stands for: its list, else `sets` identical ones. */
export const setCountOf = (e: { sets?: number; setList?: readonly unknown[] | null }) =>
  e.setList?.length ?? e.sets ?? 1;

/** What a set is (issue 27 §2); a set sent without one is a working set. */
export const setTypeSchema = enumOf(SET_TYPES).default(DEFAULT_SET_TYPE);
/** How hard a set felt: 1 to 10 in half steps (set-types.ts RPE), or null. */
export const rpeSchema = numberIn(RPE.min, RPE.max, { step: RPE.step }).nullish();
/**
 * Exercises done alternately share a superset group (issue 27 §2): a small number, the same for
 * each of them; null for an exercise done on its own.
 */
export const supersetGroupSchema = numberIn(1, L.supersetGroup, { int: true }).nullish();

/** One set as the user did it (issue 8): its weight in the unit it was typed in. */
export const exerciseSetInput = z.object({
  reps: numberIn(0, L.reps, { int: true }).nullish(),
  weight: numberIn(0, L.weight, { step: 0.5 }).nullish(),
  weightUnit: enumOf(WEIGHT_UNITS).default('lb'),
  /** Seconds. */
  duration: numberIn(0, L.duration, { int: true }).nullish(),
  /** In the exercise's distance unit. */
  distance: numberIn(0, L.distance).nullish(),
  done: z.boolean({ error: 'must be true or false' }).default(true),
  setType: setTypeSchema,
  rpe: rpeSchema,
});
export type ExerciseSetInput = z.input<typeof exerciseSetInput>;

/**
 * One exercise as a form or client sends it (SPEC §3 wire names). With `setList` its sets are
 * stored one by one and sets/reps/weight are ignored (the summary is derived); without it,
 * `sets` identical sets of reps × weight (in `weightUnit`, pounds unless said) are stored.
 */
export const exerciseInput = z.object({
  /** Inside PUT /api/workouts/{id}: the exercise kept; absent for a new one. */
  id: uuidOf('an exercise').optional(),
  name: requiredText(L.name),
  sets: numberIn(1, L.sets, { int: true }).default(1),
  reps: numberIn(1, L.reps, { int: true }).nullish(),
  weight: numberIn(0, L.weight, { step: 0.5 }).nullish(),
  weightUnit: enumOf(WEIGHT_UNITS).default('lb'),
  duration: numberIn(0, L.duration, { int: true }).nullish(),
  distance: numberIn(0, L.distance).nullish(),
  distanceUnit: enumOf(DISTANCE_UNITS).default('miles'),
  intensity: enumOf(INTENSITIES).default('moderate'),
  restTime: numberIn(0, L.restTime, { int: true }).nullish(),
  supersetGroup: supersetGroupSchema,
  setList: z
    .array(exerciseSetInput, { error: 'must be a list of sets' })
    .min(1, 'must hold at least one set')
    .max(L.sets, `an exercise holds at most ${L.sets} sets`)
    .optional(),
});
export type ExerciseInput = z.input<typeof exerciseInput>;
export type ExerciseValues = z.output<typeof exerciseInput>;

/** POST /api/exercises. */
export const createExerciseBody = exerciseInput.extend({ workoutId: uuidOf('a workout') });
/** PUT /api/exercises/{id}: the same fields without workoutId; it replaces them all. */
export const updateExerciseBody = exerciseInput;

const isBlankName = (row: unknown) => {
  if (typeof row !== 'object' || row === null) return false;
  const name = (row as { name?: unknown }).name;
  return name == null || (typeof name === 'string' && name.trim() === '');
};

/** The problem of a list of exercises as sent, when the workout it makes breaks a size bound. */
const sizeProblemOf = (list: readonly ExerciseValues[]) => workoutSizeProblem(list.map(setCountOf));

/**
 * SPEC §5 Create workout: blank-name rows are dropped, and at least one must remain. The list is
 * the whole workout, so its size bounds are checked here, once each exercise is valid.
 */
const namedExercises = z.preprocess(
  (rows) => (Array.isArray(rows) ? rows.filter((r) => !isBlankName(r)) : rows),
  z
    .array(exerciseInput, { error: 'must be a list of exercises' })
    .min(1, NO_NAMED_EXERCISE)
    .max(L.exercisesPerWorkout, TOO_MANY_EXERCISES)
    .refine((list) => !sizeProblemOf(list), {
      when: (payload) => payload.issues.length === 0,
      error: (issue) => sizeProblemOf(issue.input as ExerciseValues[])?.message,
    }),
);

const workoutFields = {
  name: requiredText(L.name),
  type: enumOf(WORKOUT_TYPES),
  notes: optionalText(L.notes),
  /** Seconds; null or omitted: the sum of the exercises' durations. */
  duration: numberIn(0, L.duration, { int: true }).nullish(),
  /** Miles; null or omitted: the exercises' distances converted. */
  distance: numberIn(0, L.distanceMiles).nullish(),
  /** When it was done; defaults to now. */
  completedAt: completedAtSchema.nullish(),
};

/**
 * POST /api/workouts (SPEC §7). `exercises` is optional so the two-step flow of SPEC §7 (workout,
 * then POST /api/exercises) works; a form may send them inline to create all in one transaction.
 */
export const createWorkoutBody = z.object({
  userId: uuidOf('a user'),
  ...workoutFields,
  type: workoutFields.type.default('mixed'),
  exercises: namedExercises.optional(),
  /** The routine it was done from (issue 27: a live workout), so the routine's "last done" moves. */
  routineId: uuidOf('a routine').nullish(),
});
export type CreateWorkoutInput = z.input<typeof createWorkoutBody>;

/** POST /api/workouts may carry an `Idempotency-Key` (issue 11; see idempotencyHeaders). */
export const createWorkoutHeaders = idempotencyHeaders;
export { IDEMPOTENCY_KEY };
export type CreateWorkoutBody = z.output<typeof createWorkoutBody>;

/**
 * PUT /api/workouts/{id} {name, notes, type?}: fields left out keep their value. With
 * `exercises` the workout's exercises become exactly that list in one transaction (issue 8: the
 * edit dialog saves everything at once): an item with an `id` updates that exercise, one without
 * adds one, and exercises left out are deleted.
 */
export const updateWorkoutBody = z.object({
  ...workoutFields,
  name: workoutFields.name.optional(),
  type: workoutFields.type.optional(),
  completedAt: completedAtSchema.optional(),
  exercises: namedExercises.optional(),
});
export type UpdateWorkoutBody = z.output<typeof updateWorkoutBody>;

export const exerciseSetSchema = z.object({
  reps: z.number().nullable(),
  weight: z.number().nullable(),
  weightUnit: z.enum(WEIGHT_UNITS),
  duration: z.number().nullable(),
  distance: z.number().nullable(),
  done: z.boolean(),
  setType: z.enum(SET_TYPES),
  rpe: z.number().nullable(),
});
export type ExerciseSet = z.infer<typeof exerciseSetSchema>;

export const RECORD_KINDS = ['e1rm', 'weight', 'reps', 'duration', 'distance'] as const;

/** SPEC §3 Exercise: sets/reps/weight summarise `setList` (the count and the top set). */
export const exerciseSchema = z.object({
  id: z.string(),
  workoutId: z.string(),
  name: z.string(),
  sets: z.number(),
  /** The top set's. */
  reps: z.number().nullable(),
  /** The top set's, in pounds (SPEC §3), exact. */
  weight: z.number().nullable(),
  /** The unit `weight` is in: pounds (issue 26 §4); each set in setList keeps its typed unit. */
  weightUnit: z.literal(SUMMARY_WEIGHT_UNIT),
  /** The longest set's, seconds. */
  duration: z.number().nullable(),
  /** The longest set's, in distanceUnit. */
  distance: z.number().nullable(),
  distanceUnit: z.enum(DISTANCE_UNITS),
  intensity: z.enum(INTENSITIES),
  /** Seconds. */
  restTime: z.number().nullable(),
  supersetGroup: z.number().nullable(),
  setList: z.array(exerciseSetSchema),
  /** Set when this exercise beat every earlier one of the same name (issue 8). */
  personalRecord: z.object({ kind: z.enum(RECORD_KINDS), value: z.number() }).nullable(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/** SPEC §3 Workout; duration and distance are the derived totals (issue 3). */
export const workoutSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  type: z.enum(WORKOUT_TYPES),
  notes: z.string().nullable(),
  /** Seconds: the given duration, else the sum of the exercises' set durations. */
  duration: z.number(),
  /** Miles: the given distance, else the exercises' distances converted (SPEC §9). */
  distance: z.number(),
  completedAt: z.string(),
  /**
   * 'YYYY-MM-DD': the day it was done, in the zone the user was in when it was written (issue 26
   * §3). Screens show and group the workout by it, so a time-zone change moves no workout.
   */
  day: z.string(),
  createdAt: z.string(),
  /** The routine it was done from, while that routine exists (issue 27). */
  routineId: z.string().nullable(),
  exercises: z.array(exerciseSchema),
});
export type Workout = z.infer<typeof workoutSchema>;

export const workoutIdParams = idParams('a workout');
export const exerciseIdParams = idParams('an exercise');

/** The Workouts screen's page size (issue 9), and the most one request may ask for. */
export const WORKOUT_PAGE = { size: 20, max: 50 } as const;

/**
 * GET /api/workouts/{userId}/page (issue 9): the next `limit` workouts after `cursor` (the last
 * page's nextCursor; none for the newest). Unknown parameters are refused, so a typo is not
 * silently the first page.
 */
export const workoutPageQuery = z.strictObject({
  cursor: z
    .string({ error: 'must be the nextCursor of an earlier page' })
    .transform((text, ctx) => {
      const position = decodeWorkoutCursor(text);
      if (position) return position;
      ctx.addIssue({ code: 'custom', message: 'must be the nextCursor of an earlier page' });
      return z.NEVER;
    })
    .optional(),
  limit: z
    .string({ error: `must be a whole number from 1 to ${WORKOUT_PAGE.max}` })
    .regex(/^\d{1,6}$/, `must be a whole number from 1 to ${WORKOUT_PAGE.max}`)
    .transform(Number)
    .pipe(numberIn(1, WORKOUT_PAGE.max, { int: true }))
    .default(WORKOUT_PAGE.size),
});
export type WorkoutPageQuery = z.output<typeof workoutPageQuery>;

/** A page of the list, newest first; `total` counts all the user's workouts. */
export const workoutPageSchema = z.object({
  workouts: z.array(workoutSchema),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type WorkoutPage = z.infer<typeof workoutPageSchema>;
