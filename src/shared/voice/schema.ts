// The interpretation of one voice command, as zod schemas: the deterministic interpreter returns
// it, and an optional language model's JSON answer is validated against the same schema (issue 4
// §3) before the server carries the action out.
import { z } from 'zod';
import { EXERCISE_TYPES } from '../exercises/types';
import { GOAL_TYPES, GOAL_UNITS_CREATE } from '../schemas/goals';
import { DISTANCE_UNITS } from '../units';

export const VOICE_ACTIONS = [
  'log_workout',
  'set_goal',
  'check_progress',
  'get_suggestion',
  'end_session',
  'error',
] as const;
export type VoiceAction = (typeof VOICE_ACTIONS)[number];

/** SPEC §3 Exercise.distanceUnit. */
export const distanceUnitSchema = z.enum(DISTANCE_UNITS);

export const loggedExerciseSchema = z.object({
  /** Catalogue id, or absent when a language model named something outside the catalogue. */
  exerciseId: z.string().optional(),
  name: z.string().min(1),
  sets: z.number().int().min(1),
  reps: z.number().positive().optional(),
  weightLbs: z.number().nonnegative().optional(),
  durationSeconds: z.number().nonnegative().optional(),
  distance: z.number().positive().optional(),
  distanceUnit: distanceUnitSchema.optional(),
});
export type LoggedExercise = z.infer<typeof loggedExerciseSchema>;

export const logWorkoutSchema = z.object({
  action: z.literal('log_workout'),
  workoutName: z.string().min(1),
  type: z.enum(EXERCISE_TYPES),
  exercises: z.array(loggedExerciseSchema).min(1),
});

export const setGoalSchema = z.object({
  action: z.literal('set_goal'),
  title: z.string().min(1),
  type: z.enum(GOAL_TYPES),
  targetValue: z.number().positive(),
  unit: z.enum(GOAL_UNITS_CREATE),
  deadline: z.iso.date().nullable(),
});

export const checkProgressSchema = z.object({ action: z.literal('check_progress') });

/** What a suggestion was asked for: a body area ("back") with its muscle groups, a workout type. */
export const suggestionFocusSchema = z.object({
  area: z.string().optional(),
  muscles: z.array(z.string()).optional(),
  workoutType: z.string().optional(),
});
export type SuggestionFocus = z.infer<typeof suggestionFocusSchema>;

export const getSuggestionSchema = z.object({
  action: z.literal('get_suggestion'),
  focus: suggestionFocusSchema.optional(),
});

export const endSessionSchema = z.object({ action: z.literal('end_session') });

export const errorSchema = z.object({ action: z.literal('error') });

export const interpretationSchema = z.discriminatedUnion('action', [
  logWorkoutSchema,
  setGoalSchema,
  checkProgressSchema,
  getSuggestionSchema,
  endSessionSchema,
  errorSchema,
]);
export type Interpretation = z.infer<typeof interpretationSchema>;
export type LogWorkoutInterpretation = z.infer<typeof logWorkoutSchema>;
export type SetGoalInterpretation = z.infer<typeof setGoalSchema>;
