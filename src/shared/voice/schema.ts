// The interpretation of one voice command, as zod schemas: the deterministic interpreter returns
// it, and an optional language model's JSON answer is validated against the same schema (issue 4
// §3) before the server carries the action out.
import { z } from 'zod';
import { EXERCISE_TYPES } from '../exercises/types';
import { LEADERBOARD_TYPES } from '../leaderboard-types';
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

/**
 * What a sentence can ask the app to do beyond logging and asking (issue 31 §3). The server
 * checks each against the user's data (is there a workout to delete, a routine of that name, a
 * workout under way) and the client carries it out (`voiceActSchema` in schemas/voice-command).
 */
export const DEVICE_ACTIONS = [
  'delete_workout',
  'undo',
  'start_routine',
  'start_session',
  'add_set',
] as const;
export type DeviceAction = (typeof DEVICE_ACTIONS)[number];

/** Every action a sentence can be read as: the ones it may mean, or none (`error`). */
export const VOICE_ACTIONS = [...GUESSABLE_ACTIONS, ...DEVICE_ACTIONS, 'error'] as const;
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

/**
 * What a question about the user's own training asks (issue 31 §2). Absent: the whole progress
 * summary. Each topic is answered from the same read the screen showing it uses.
 */
export const QUESTION_TOPICS = [
  /** The progress summary (Home's numbers): a general check-in on the week. */
  'summary',
  /** A total or count over a period, of an exercise or of everything: "how many push-ups this week". */
  'total',
  /** A personal record: the heaviest load lifted, the quickest time over a distance, the most reps. */
  'record',
  /** The streak and what keeps it: its length in days, and what keeps it alive today. */
  'streak',
  /** The place on a leaderboard: "where am I on the leaderboard", "my weekly rank". */
  'rank',
  /** The level and XP: the level reached and the XP still to earn for the next. */
  'level',
  /** The plan from the assessment and the next routine: the plan's routine for today. */
  'plan',
  /** A goal's pace: ahead of or behind the pace its deadline needs. */
  'goal_pace',
] as const;
export type QuestionTopic = (typeof QUESTION_TOPICS)[number];

/** The span a total counts: the calendar's this day/week/month/year, the last one, or all time. */
export const QUESTION_PERIODS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_year',
  'all_time',
] as const;
export type QuestionPeriod = (typeof QUESTION_PERIODS)[number];

/** What a total or record measures. */
export const QUESTION_MEASURES = [
  'workouts',
  'sets',
  'reps',
  'distance',
  'duration',
  'weight',
  'volume',
  'pace',
] as const;
export type QuestionMeasure = (typeof QUESTION_MEASURES)[number];

export const questionSchema = z.object({
  topic: z.enum(QUESTION_TOPICS),
  /** The catalogue id of the exercise asked about ("push-ups" → push-up), when one was named. */
  exerciseId: z.string().optional(),
  /** The exercise as the catalogue names it, or as said when outside the catalogue. */
  exercise: z.string().min(1).optional(),
  /** A kind of exercise asked about instead of one ("how much cardio this week"). */
  workoutType: z.enum(EXERCISE_TYPES).optional(),
  period: z.enum(QUESTION_PERIODS).optional(),
  measure: z.enum(QUESTION_MEASURES).optional(),
  /** A distance the record is over ("fastest 5k": 5 km), for a pace or time record. */
  distance: z.number().positive().optional(),
  distanceUnit: distanceUnitSchema.optional(),
  /** The board asked about; absent: every board. */
  board: z.enum(LEADERBOARD_TYPES).optional(),
  /** Words naming the goal asked about ("100 miles", "bench"), matched against the user's goals. */
  goal: z.string().min(1).optional(),
});
export type VoiceQuestion = z.infer<typeof questionSchema>;

export const checkProgressSchema = z.object({
  action: z.literal('check_progress'),
  question: questionSchema.optional(),
});

/** What a suggestion was asked for: a body area ("back") with its muscle groups, a workout type. */
export const suggestionFocusSchema = z.object({
  area: z.string().optional(),
  muscles: z.array(z.string()).optional(),
  workoutType: z.string().optional(),
  /** The time the user said they have ("I have fifteen minutes"): a suggestion that fits it. */
  minutes: z.number().int().positive().max(600).optional(),
});
export type SuggestionFocus = z.infer<typeof suggestionFocusSchema>;

export const getSuggestionSchema = z.object({
  action: z.literal('get_suggestion'),
  focus: suggestionFocusSchema.optional(),
});

export const endSessionSchema = z.object({ action: z.literal('end_session') });

/** "delete my last workout", "delete yesterday's workout": asked, confirmed, then deleted. */
export const deleteWorkoutSchema = z.object({
  action: z.literal('delete_workout'),
  /** The day the workout to delete was done, when one was said; absent means the latest. */
  day: z.iso.date().optional(),
});

/** "undo that", "take that back": what the last command stored on this device is removed. */
export const undoSchema = z.object({ action: z.literal('undo') });

/** "start my push day", "start a workout": a routine (by its name), or an empty live workout. */
export const startRoutineSchema = z.object({
  action: z.literal('start_routine'),
  /** The routine's name as said; absent for an empty workout ("start a workout"). */
  routine: z.string().min(1).optional(),
  /** "start my next workout", "start today's routine": the plan's next routine. */
  next: z.literal(true).optional(),
});

/** "start a guided session", "coach me through a workout". */
export const startSessionSchema = z.object({ action: z.literal('start_session') });

/** "add a set of 8 at 185" during a live workout: a done set on the current exercise. */
export const addSetSchema = z.object({
  action: z.literal('add_set'),
  set: loggedSetSchema,
  /** The exercise named ("add a set of bench, 8 at 185"); absent: the current one. */
  exercise: z.string().min(1).optional(),
});

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
  deleteWorkoutSchema,
  undoSchema,
  startRoutineSchema,
  startSessionSchema,
  addSetSchema,
  errorSchema,
]);
export type Interpretation = z.infer<typeof interpretationSchema>;
export type LogWorkoutInterpretation = z.infer<typeof logWorkoutSchema>;
export type LogWeightInterpretation = z.infer<typeof logWeightSchema>;
export type SetGoalInterpretation = z.infer<typeof setGoalSchema>;
export type CheckProgressInterpretation = z.infer<typeof checkProgressSchema>;
export type DeleteWorkoutInterpretation = z.infer<typeof deleteWorkoutSchema>;
export type StartRoutineInterpretation = z.infer<typeof startRoutineSchema>;
export type AddSetInterpretation = z.infer<typeof addSetSchema>;
