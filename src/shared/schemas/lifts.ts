import { z } from 'zod';
import { MUSCLE_GROUPS } from '../exercises/types';
import { numberIn } from './common';

/** GET /api/progress/{userId}/lifts bounds: a screenful of lifts, up to the chart's 12 weeks. */
export const LIFTS_LIMITS = { exercises: 20, weeks: 12, defaultWeeks: 4 } as const;

const WEEKS_WORDS = `must be a whole number from 1 to ${LIFTS_LIMITS.weeks}`;

/**
 * `?weeks=`: how many weeks of sets per muscle group, the newest ending today; unknown
 * parameters are refused, as the other reads' are.
 */
export const liftsQuery = z.strictObject({
  weeks: z
    .string({ error: WEEKS_WORDS })
    .regex(/^\d{1,6}$/, WEEKS_WORDS)
    .transform(Number)
    .pipe(numberIn(1, LIFTS_LIMITS.weeks, { int: true }))
    .default(LIFTS_LIMITS.defaultWeeks),
});
export type LiftsQuery = z.output<typeof liftsQuery>;

/**
 * One exercise's records over every time it was done (issue 27 §4), of its working sets only
 * (warm-ups and sets marked not done never count). Weights are pounds, as every summary's
 * (SPEC §3); the screen shows them in the person's unit.
 */
export const liftRecordSchema = z.object({
  /** Its latest spelling. */
  name: z.string(),
  timesDone: z.number().int(),
  lastDoneAt: z.string(),
  /** Weight × reps summed over the working sets, pounds; 0 when nothing weighted was lifted. */
  volumeLbs: z.number(),
  heaviestLbs: z.number().nullable(),
  mostReps: z.number().int().nullable(),
  /** The best estimated one-rep max (Epley, as the exercise history's), pounds. */
  bestE1rmLbs: z.number().nullable(),
});
export type LiftRecord = z.infer<typeof liftRecordSchema>;

/** Working sets per muscle group in one week: `from` through `to`, seven local days. */
export const muscleWeekSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Most sets first; groups with none are left out. */
  muscles: z.array(z.object({ muscle: z.enum(MUSCLE_GROUPS), sets: z.number().int() })),
});
export type MuscleWeek = z.infer<typeof muscleWeekSchema>;

/** GET /api/progress/{userId}/lifts: what a lifter reads on Progress (issue 27 §4). */
export const liftsSchema = z.object({
  /** The lifts done most recently first, at most LIFTS_LIMITS.exercises. */
  exercises: z.array(liftRecordSchema),
  /** Oldest first; the last is this week (today and the six days before, SPEC §9). */
  weeks: z.array(muscleWeekSchema),
});
export type Lifts = z.infer<typeof liftsSchema>;
