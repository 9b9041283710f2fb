import { z } from 'zod';
import { WEIGHT_UNITS } from '../units';
import { enumOf, numberIn, optionalText, requiredText, uuidOf } from './common';
import { WORKOUT_LIMITS } from './workouts';

/**
 * The moments of a guided session the coach speaks at (SPEC §4 Workout session, issue 11):
 * the session starts, a set starts, a rest starts, a new exercise starts, the session ends.
 */
export const COACH_PHASES = ['start', 'rest', 'exercise', 'transition', 'complete'] as const;
export type CoachPhase = (typeof COACH_PHASES)[number];

const count = (max: number) => numberIn(1, max, { int: true });

/**
 * Where the session is. `currentSet` is the set starting (start, exercise, transition) or just
 * done (rest); at complete, the last one. At a transition, `exerciseName` is the exercise
 * starting, unless `nextExerciseName` is sent: then that one starts and `exerciseName` is the
 * one just finished. `reps`, `duration`, `weight` and `weightUnit` are the plan of `currentSet`
 * itself (issue 26 §7: each set of a pyramid has its own); `repsDone` what the user said they
 * did in the set before.
 */
export const coachContextSchema = z
  .object(
    {
      exerciseName: requiredText(100),
      currentSet: count(100),
      totalSets: count(100),
      phase: enumOf(COACH_PHASES),
      reps: count(10_000).nullish(),
      duration: count(86_400).nullish(),
      weight: numberIn(0, WORKOUT_LIMITS.weight).nullish(),
      weightUnit: enumOf(WEIGHT_UNITS).nullish(),
      nextExerciseName: optionalText(100),
      repsDone: numberIn(0, 10_000, { int: true }).nullish(),
    },
    { error: (iss) => (iss.input === undefined ? 'is required' : 'must be an object') },
  )
  .superRefine((c, ctx) => {
    if (c.currentSet > c.totalSets) {
      ctx.addIssue({
        code: 'custom',
        path: ['currentSet'],
        message: `must be at most totalSets (${c.totalSets})`,
      });
    }
  });
export type CoachContext = z.infer<typeof coachContextSchema>;

/** POST /api/ai-coach (SPEC §7); `message` is free text the client may add for the coach. */
export const aiCoachBody = z.object({
  userId: uuidOf('a user'),
  message: optionalText(300),
  context: coachContextSchema,
});
export type AiCoachBody = z.infer<typeof aiCoachBody>;

/** What the coach says, and whether a language model wrote it or the offline lines did. */
export const aiCoachResult = z.object({
  motivation: z.string(),
  source: z.enum(['offline', 'model']),
});
export type AiCoachResult = z.infer<typeof aiCoachResult>;
