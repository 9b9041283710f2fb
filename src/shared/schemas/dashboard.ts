import { z } from 'zod';
import { DISTANCE_UNITS } from '../units';
import { goalSchema } from './goals';
import { WORKOUT_TYPES, workoutSchema } from './workouts';

export const SUGGESTION_KINDS = [
  'streak',
  'goal-overdue',
  'goal-close',
  'personal-best',
  'missing-type',
  'muscle-group',
  'comeback',
  'first-workout',
] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** What Schedule It puts into the create-workout form (weights in lbs, as everywhere). */
export const workoutPrefillSchema = z.object({
  name: z.string(),
  type: z.enum(WORKOUT_TYPES),
  exercises: z.array(
    z.object({
      name: z.string(),
      sets: z.number(),
      reps: z.number().nullable(),
      weight: z.number().nullable(),
      duration: z.number().nullable(),
      distance: z.number().nullable(),
      distanceUnit: z.enum(DISTANCE_UNITS),
    }),
  ),
});
export type WorkoutPrefill = z.infer<typeof workoutPrefillSchema>;

/**
 * An AI Coach Insight (SPEC §3 {id, title, message}). The id is stable for the local day, so
 * Maybe Later can hide it until the day ends.
 */
export const suggestionSchema = z.object({
  id: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
  title: z.string(),
  message: z.string(),
  /** The goal it is about, for goal-overdue and goal-close. */
  goalId: z.string().nullable(),
  prefill: workoutPrefillSchema,
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** SPEC §3 Dashboard response; today is the user's local day (DESIGN §5). */
export const dashboardSchema = z.object({
  today: z.string(),
  timeZone: z.string(),
  todayStats: z.object({ workouts: z.number(), minutes: z.number(), miles: z.number() }),
  goals: z.array(goalSchema),
  recentWorkouts: z.array(workoutSchema),
  suggestions: z.array(suggestionSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const suggestionIdParams = z.object({
  id: z.string().regex(/^[a-z][a-z0-9:._-]{0,99}$/, { error: 'must be a suggestion id' }),
});

export const dismissSuggestionSchema = z.object({ id: z.string(), hiddenUntil: z.string() });
