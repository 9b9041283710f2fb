// The interpretation of one voice command, as zod schemas: the deterministic interpreter returns
// it, and an optional language model's JSON answer is validated against the same schema (issue 4
// §3) before the server carries the action out.
import { z } from 'zod';
import { EXERCISE_TYPES } from '../exercises/types';
import { GOAL_TYPES, GOAL_UNITS_CREATE } from '../schemas/goals';
import { DISTANCE_UNITS, WEIGHT_UNITS } from '../units';

/** The actions an unclear sentence may have meant: the reply asks for it in other words. */
export const GUESSABLE_ACTIONS = [
  'log_workout',
  'log_weight',
  'set_goal',
  'check_progress',
  'get_suggestion',
  'end_session',
] as const;
export type GuessableAction = (typeof GUESSABLE_ACTIONS)[number];

/** Every action a sentence can be read as: the ones it may mean, or none (`error`). */
export const VOICE_ACTIONS = [...GUESSABLE_ACTIONS, 'error'] as const;
export type VoiceAction = (typeof VOICE_ACTIONS)[number];

/** SPEC §3 Exercise.distanceUnit. */
export const distanceUnitSchema = z.enum(DISTANCE_UNITS);

export const weightUnitSchema = z.enum(WEIGHT_UNITS);

/** An instant as ISO-8601 ("2025-03-13T19:00:00.000Z"): when something was done or measured. */
const instant = z.iso.datetime({ offset: true });

/** One set as it was said (issue 8): "135 for 10", "8 at 155", "45 seconds". */
export const loggedSetSchema = z.object({
  reps: z.number().positive().optional(),
  /** The number said, in `weightUnit` (pounds when no unit was said). */
  weight: z.number().nonnegative().optional(),
  weightUnit: weightUnitSchema.optional(),
  durationSeconds: z.number().nonnegative().optional(),
  distance: z.number().positive().optional(),
});
export type LoggedSet = z.infer<typeof loggedSetSchema>;

export const loggedExerciseSchema = z.object({
  /** Catalogue id, or absent when a language model named something outside the catalogue. */
  exerciseId: z.string().optional(),
  name: z.string().min(1),
  /** How many sets; with `setList`, its length. */
  sets: z.number().int().min(1),
  /** The top set's reps when the sets differ. */
  reps: z.number().positive().optional(),
  /** The (top set's) weight in pounds on the API's 0.5 lb step, derived from `weight`. */
  weightLbs: z.number().nonnegative().optional(),
  /** The (top set's) weight as said: "100 kilos" is 100 with weightUnit kg. */
  weight: z.number().nonnegative().optional(),
  weightUnit: weightUnitSchema.optional(),
  durationSeconds: z.number().nonnegative().optional(),
  distance: z.number().positive().optional(),
  distanceUnit: distanceUnitSchema.optional(),
  /** Every set, in order; present only when they differ (a pyramid, a drop set). */
  setList: z.array(loggedSetSchema).min(1).optional(),
});
export type LoggedExercise = z.infer<typeof loggedExerciseSchema>;

export const logWorkoutSchema = z.object({
  action: z.literal('log_workout'),
  workoutName: z.string().min(1),
  type: z.enum(EXERCISE_TYPES),
  exercises: z.array(loggedExerciseSchema).min(1),
  /** When it was done, when a day was said ("yesterday", "on Monday"); absent means now. */
  completedAt: instant.optional(),
  /** That day as the reply names it ("yesterday", "on Monday, March 10"). */
  when: z.string().min(1).optional(),
  /** Parts of the sentence the log did not use, as said; the reply names them (issue 15 §3). */
  unused: z.array(z.string().min(1)).optional(),
});

/** A weigh-in (issue 8): "I weigh 180 pounds", "weighed in at 82.5 kg this morning". */
export const logWeightSchema = z.object({
  action: z.literal('log_weight'),
  weight: z.number().positive(),
  /** As said; pounds when no unit was said (then `unitSaid` is false). */
  unit: weightUnitSchema,
  /**
   * False when the sentence named no unit ("I weigh 82"): the number is in the speaker's own
   * unit, which only the server knows (`ownUnit` in voice-command.service.ts).
   */
  unitSaid: z.literal(false).optional(),
  /** When it was read, when a day was said; absent means now. */
  measuredAt: instant.optional(),
  when: z.string().min(1).optional(),
});

export const setGoalSchema = z.object({
  action: z.literal('set_goal'),
  title: z.string().min(1),
  type: z.enum(GOAL_TYPES),
  targetValue: z.number().positive(),
  unit: z.enum(GOAL_UNITS_CREATE),
  deadline: z.iso.date().nullable(),
  /** The lift a strength goal in pounds or kilograms names ("deadlift 300 pounds"). */
  exercise: z.string().min(1).optional(),
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

export const errorSchema = z.object({
  action: z.literal('error'),
  /**
   * What the sentence most likely meant, when that was too unsure to act on (issue 15 §1): the
   * reply asks the user to say it another way instead of guessing.
   */
  unclear: z.enum(GUESSABLE_ACTIONS).optional(),
  /**
   * Why a sentence that was understood is not carried out (issue 26): a goal past its unit's
   * bounds or with no amount that could be read, a request the app cannot do by voice yet. The
   * reply says it instead of asking to try again.
   */
  reason: z.string().min(1).optional(),
});

export const interpretationSchema = z.discriminatedUnion('action', [
  logWorkoutSchema,
  logWeightSchema,
  setGoalSchema,
  checkProgressSchema,
  getSuggestionSchema,
  endSessionSchema,
  errorSchema,
]);
export type Interpretation = z.infer<typeof interpretationSchema>;
export type LogWorkoutInterpretation = z.infer<typeof logWorkoutSchema>;
export type LogWeightInterpretation = z.infer<typeof logWeightSchema>;
export type SetGoalInterpretation = z.infer<typeof setGoalSchema>;
