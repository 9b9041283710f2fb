import { z } from 'zod';
import { DISTANCE_UNITS, WEIGHT_UNITS } from '../units';
import { SET_TYPES } from '../set-types';
import { idParams, numberIn, enumOf, optionalText, requiredText, uuidOf } from './common';
import {
  WORKOUT_LIMITS,
  rpeSchema,
  setTypeSchema,
  supersetGroupSchema,
  workoutSizeProblem,
} from './workouts';

const L = WORKOUT_LIMITS;

/**
 * Routines (issue 27 §1): a saved workout to do again. No plan caps how many a user keeps; this
 * bound is only so no account can grow without end (bounded writes, issue 25).
 */
export const ROUTINE_LIMITS = { perUser: 200 } as const;

/** One target set of a routine: what to lift (or hold, or cover) and what kind of set it is. */
export const routineSetInput = z.object({
  setType: setTypeSchema,
  reps: numberIn(0, L.reps, { int: true }).nullish(),
  weight: numberIn(0, L.weight, { step: 0.5 }).nullish(),
  weightUnit: enumOf(WEIGHT_UNITS).default('lb'),
  /** Seconds. */
  duration: numberIn(0, L.duration, { int: true }).nullish(),
  /** In the exercise's distance unit. */
  distance: numberIn(0, L.distance).nullish(),
  rpe: rpeSchema,
});

export const routineExerciseInput = z.object({
  name: requiredText(L.name),
  /** Seconds of rest after each set; null: none set (the live workout uses its default). */
  restSeconds: numberIn(0, L.restTime, { int: true }).nullish(),
  supersetGroup: supersetGroupSchema,
  notes: optionalText(L.notes),
  distanceUnit: enumOf(DISTANCE_UNITS).default('miles'),
  setList: z
    .array(routineSetInput, { error: 'must be a list of sets' })
    .min(1, 'must hold at least one set')
    .max(L.sets, `an exercise holds at most ${L.sets} sets`),
});

/** A routine's exercises: the same size bounds as a workout's (one rule, workoutSizeProblem). */
const routineExercises = z
  .array(routineExerciseInput, { error: 'must be a list of exercises' })
  .min(1, 'must hold at least one exercise')
  .max(L.exercisesPerWorkout, `a routine holds at most ${L.exercisesPerWorkout} exercises`)
  .superRefine((list, ctx) => {
    const problem = workoutSizeProblem(list.map((e) => e.setList.length));
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  });

/**
 * POST /api/routines: `{name, notes?, exercises}` made from scratch, or `{name, fromWorkoutId}`
 * copying one of the user's workouts (its exercises and every set).
 */
export const createRoutineBody = z
  .strictObject({
    name: requiredText(L.name),
    notes: optionalText(L.notes),
    exercises: routineExercises.optional(),
    fromWorkoutId: uuidOf('a workout').optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.exercises === undefined) === (b.fromWorkoutId === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['exercises'],
        message: 'send the routine’s exercises, or fromWorkoutId to copy a workout (one of them)',
      });
    }
  });
export type CreateRoutineBody = z.output<typeof createRoutineBody>;

/** PUT /api/routines/{id}: fields left out keep their value; `exercises` replaces them all. */
export const updateRoutineBody = z
  .strictObject({
    name: requiredText(L.name).optional(),
    notes: optionalText(L.notes),
    exercises: routineExercises.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'send name, notes or exercises',
  });
export type UpdateRoutineBody = z.output<typeof updateRoutineBody>;

export const routineSetSchema = z.object({
  setType: z.enum(SET_TYPES),
  reps: z.number().nullable(),
  weight: z.number().nullable(),
  weightUnit: z.enum(WEIGHT_UNITS),
  duration: z.number().nullable(),
  distance: z.number().nullable(),
  rpe: z.number().nullable(),
});
export type RoutineSet = z.infer<typeof routineSetSchema>;

/**
 * A set (sent, logged or shared) as a routine's target set: its type, numbers as typed (the
 * weight in its own unit) and RPE, absent ones null. Whether a logged set was ticked is the log's,
 * not the plan's, so it is left behind. Every path that makes a routine's sets goes through here.
 */
export const routineSetOf = (s: {
  setType: RoutineSet['setType'];
  reps?: number | null;
  weight?: number | null;
  weightUnit: RoutineSet['weightUnit'];
  duration?: number | null;
  distance?: number | null;
  rpe?: number | null;
}): RoutineSet => ({
  setType: s.setType,
  reps: s.reps ?? null,
  weight: s.weight ?? null,
  weightUnit: s.weightUnit,
  duration: s.duration ?? null,
  distance: s.distance ?? null,
  rpe: s.rpe ?? null,
});

export const routineExerciseSchema = z.object({
  name: z.string(),
  restSeconds: z.number().nullable(),
  supersetGroup: z.number().nullable(),
  notes: z.string().nullable(),
  distanceUnit: z.enum(DISTANCE_UNITS),
  setList: z.array(routineSetSchema),
});
export type RoutineExercise = z.infer<typeof routineExerciseSchema>;

export const routineSchema = z.object({
  id: z.string(),
  name: z.string(),
  notes: z.string().nullable(),
  exercises: z.array(routineExerciseSchema),
  /** When a workout done from it was last completed; null when never. */
  lastDoneAt: z.string().nullable(),
  /** How many of the user's workouts were done from it. */
  timesDone: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Routine = z.infer<typeof routineSchema>;

export const routineIdParams = idParams('a routine');

/** How many times a routine's history answers unless asked (`limit`), and the most it may ask for. */
export const ROUTINE_HISTORY = { size: 20, max: 50 } as const;

/** GET /api/routines/{id}/history?limit=: unknown parameters are refused, as the pages' are. */
export const routineHistoryQuery = z.strictObject({
  limit: z
    .string({ error: `must be a whole number from 1 to ${ROUTINE_HISTORY.max}` })
    .regex(/^\d{1,6}$/, `must be a whole number from 1 to ${ROUTINE_HISTORY.max}`)
    .transform(Number)
    .pipe(numberIn(1, ROUTINE_HISTORY.max, { int: true }))
    .default(ROUTINE_HISTORY.size),
});
export type RoutineHistoryQuery = z.output<typeof routineHistoryQuery>;

/** GET /api/routines/{id}/history: each time the routine was done, newest first. */
export const routineHistoryEntrySchema = z.object({
  workoutId: z.string(),
  completedAt: z.string(),
  day: z.string(),
  /** Seconds. */
  duration: z.number(),
  /** Pounds lifted in working sets (weight × reps; warm-ups excluded). */
  volumeLbs: z.number(),
  sets: z.number().int(),
});
export type RoutineHistoryEntry = z.infer<typeof routineHistoryEntrySchema>;

/**
 * A routine's exercises as sent, as they are stored and answered: every field present, absent
 * optional ones null and blank notes none, so what is read back is exactly the contract's shape
 * whatever the client left out. The server stores these; the editor reopens a kept routine the
 * server refused (issue 28) by them.
 */
export function storedRoutineExercises(
  list: NonNullable<CreateRoutineBody['exercises']>,
): RoutineExercise[] {
  return list.map((e) => ({
    name: e.name,
    restSeconds: e.restSeconds ?? null,
    supersetGroup: e.supersetGroup ?? null,
    notes: e.notes || null,
    distanceUnit: e.distanceUnit,
    setList: e.setList.map(routineSetOf),
  }));
}
