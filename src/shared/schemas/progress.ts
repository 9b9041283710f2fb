import { z } from 'zod';
import { goalSchema } from './goals';
import { WORKOUT_TYPES, workoutSchema } from './workouts';

/** SPEC §2 Progress stat tiles. */
export const progressStatsSchema = z.object({
  totalWorkouts: z.number(),
  /** SPEC §9 week = last 7 days: today and the six local days before it. */
  thisWeek: z.number(),
  minutesThisWeek: z.number(),
  /** The current streak (`currentStreak`, issue 26 §1): the same number as progression's `workoutStreak`. */
  dayStreak: z.number(),
});
export type ProgressStats = z.infer<typeof progressStatsSchema>;

/** One workout-type bar: the type's share of all workouts. */
export const typeShareSchema = z.object({
  type: z.enum(WORKOUT_TYPES),
  count: z.number(),
  /** Whole percent of all workouts; the bars' widths. */
  percent: z.number(),
});
export type TypeShare = z.infer<typeof typeShareSchema>;

/** One bar of the 12-week chart: seven local days, `from` through `to` inclusive. */
export const progressWeekSchema = z.object({
  from: z.string(),
  to: z.string(),
  workouts: z.number(),
  minutes: z.number(),
  /** Miles covered, shown in the user's distance unit (issue 8). */
  miles: z.number(),
});

/**
 * GET /api/progress/{userId} (issue 9): everything the Progress screen shows but the weigh-ins,
 * worked out on the server in the user's own days (DESIGN §5). The Profile counts read it too.
 */
export const progressSchema = z.object({
  today: z.string(),
  timeZone: z.string(),
  stats: progressStatsSchema,
  /** The last 12 weeks, oldest first; the newest ends today. */
  weeks: z.array(progressWeekSchema),
  /** The types done, most frequent first. */
  types: z.array(typeShareSchema),
  /** Every goal, newest first. */
  goals: z.array(goalSchema),
  /** Recent Activity: the 5 latest workouts with their exercises. */
  recentWorkouts: z.array(workoutSchema),
});
export type Progress = z.infer<typeof progressSchema>;
