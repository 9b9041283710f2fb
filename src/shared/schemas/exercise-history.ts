import { z } from 'zod';
import { DISTANCE_UNITS } from '../units';
import { instantSchema, requiredText } from './common';
import { exerciseSetSchema, INTENSITIES, RECORD_KINDS } from './workouts';

/** `?name=`: an exercise by its name, any spelling of it ("push ups", "Push-up"). */
export const exerciseNameQuery = z.object({ name: requiredText(100) });

/** `?name=&before=`: the last time before an instant (a late entry's "last time"). */
export const lastExerciseQuery = exerciseNameQuery.extend({ before: instantSchema.optional() });

/**
 * GET /api/exercises/last (issue 8, "last time's numbers"): the most recent time the user did
 * this exercise, to show and prefill.
 */
export const lastExerciseSchema = z.object({
  name: z.string(),
  workoutId: z.string(),
  workoutName: z.string(),
  completedAt: z.string(),
  /** 'YYYY-MM-DD': the workout's kept day (issue 26 §3), as the Workouts list shows it. */
  day: z.string(),
  distanceUnit: z.enum(DISTANCE_UNITS),
  intensity: z.enum(INTENSITIES),
  restTime: z.number().nullable(),
  setList: z.array(exerciseSetSchema),
});
export type LastExercise = z.infer<typeof lastExerciseSchema>;

/** GET /api/exercises/names: what the user has logged, most often first, for suggestions. */
export const exerciseNamesSchema = z.array(
  z.object({ name: z.string(), count: z.number(), lastDoneAt: z.string() }),
);
export type ExerciseNames = z.infer<typeof exerciseNamesSchema>;

export const historyEntrySchema = z.object({
  exerciseId: z.string(),
  workoutId: z.string(),
  workoutName: z.string(),
  completedAt: z.string(),
  /** 'YYYY-MM-DD': the workout's kept day (issue 26 §3), as the Workouts list shows it. */
  day: z.string(),
  distanceUnit: z.enum(DISTANCE_UNITS),
  setList: z.array(exerciseSetSchema),
  /** Estimated one-rep max of its best set, pounds (Epley); null without a weighted set. */
  oneRepMax: z.number().nullable(),
  /** What a record is measured by here, and its value (pounds, reps, seconds or miles). */
  measure: z.object({ kind: z.enum(RECORD_KINDS), value: z.number() }).nullable(),
  personalRecord: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/exercises/history (issue 8): every time, oldest first, and the best of them. */
export const exerciseHistorySchema = z.object({
  name: z.string(),
  /** How the estimate is made, for the screen to say. */
  formula: z.literal('Epley: weight × (1 + reps ÷ 30); a single is its own maximum'),
  entries: z.array(historyEntrySchema),
  best: historyEntrySchema.nullable(),
});
export type ExerciseHistory = z.infer<typeof exerciseHistorySchema>;
