import { z } from 'zod';
import { DIFFICULTIES } from '../exercises/training-types';
import { enumOf } from './common';
import { WORKOUT_TYPES } from './workouts';

/** DESIGN §6: the assessment's wire values, in SPEC §5's order of the options. */
export const FITNESS_LEVELS = DIFFICULTIES;
export type FitnessLevel = (typeof FITNESS_LEVELS)[number];
export const ASSESSMENT_GOALS = [
  'weight_loss',
  'muscle_building',
  'endurance',
  'flexibility',
  'general_health',
  'strength',
] as const;
export type AssessmentGoal = (typeof ASSESSMENT_GOALS)[number];
export const TIME_BUDGETS = ['15-30', '30-45', '45-60', '60+'] as const;
export type TimeBudget = (typeof TIME_BUDGETS)[number];
export const EQUIPMENT_ACCESS = [
  'none',
  'basic',
  'home_gym',
  'full_gym',
  'cardio_equipment',
] as const;
export type EquipmentAccess = (typeof EQUIPMENT_ACCESS)[number];
export const LIMITATIONS = ['knee', 'back', 'shoulder', 'heart', 'other_injury', 'none'] as const;
export type Limitation = (typeof LIMITATIONS)[number];
export const PREFERRED_WORKOUTS = [
  'strength',
  'cardio',
  'hiit',
  'yoga',
  'sports',
  'circuit',
] as const;
export type PreferredWorkout = (typeof PREFERRED_WORKOUTS)[number];
export const EXPERIENCE_LEVELS = ['new', 'few_months', '1-2years', '3+years'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const FREQUENCIES = ['1-2', '3-4', '5-6', 'daily'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/**
 * A multiple choice: its values once each, in the order of the options (so the same answers are
 * the same plan whatever order they were ticked in).
 */
function choices<const T extends readonly [string, ...string[]]>(values: T, min: number) {
  // The counts are checked only once it is a list of options (zod would measure a string too).
  return z
    .array(enumOf(values), { error: 'must be a list' })
    .pipe(
      z
        .array(z.enum(values))
        .min(min, 'must name at least one')
        .max(values.length, `must name at most ${values.length} options`),
    )
    .transform((picked) => values.filter((v): v is T[number] => picked.includes(v)));
}

/**
 * SPEC §3 assessment answers, checked as SPEC §5 says: every question answered but limitations
 * (optional; "none" alone or left out means none).
 */
export const assessmentAnswersSchema = z.object({
  fitnessLevel: enumOf(FITNESS_LEVELS),
  goals: choices(ASSESSMENT_GOALS, 1),
  timeAvailable: enumOf(TIME_BUDGETS),
  equipment: choices(EQUIPMENT_ACCESS, 1),
  limitations: choices(LIMITATIONS, 0)
    .optional()
    .transform((l) => l ?? [])
    .refine((l) => !(l.includes('none') && l.length > 1), {
      message: 'cannot combine "none" with a limitation',
    }),
  preferredWorkouts: choices(PREFERRED_WORKOUTS, 1),
  experience: enumOf(EXPERIENCE_LEVELS),
  frequency: enumOf(FREQUENCIES),
});
export type AssessmentAnswers = z.output<typeof assessmentAnswersSchema>;
export type AssessmentAnswersInput = z.input<typeof assessmentAnswersSchema>;

/** Where an exercise sits in the session: the warm-up, the main work, or the cool-down. */
export const PLAN_BLOCKS = ['warm-up', 'main', 'cool-down'] as const;
export type PlanBlock = (typeof PLAN_BLOCKS)[number];

/** One exercise of a plan (SPEC §3: name, sets, reps or duration, instructions), and why. */
export const planExerciseSchema = z.object({
  /** The catalogue row it comes from. */
  exerciseId: z.string(),
  name: z.string(),
  block: z.enum(PLAN_BLOCKS),
  sets: z.number().int(),
  /** Reps per set, or null for a timed set. */
  reps: z.number().int().nullable(),
  /** Seconds per set when timed, else null. */
  duration: z.number().int().nullable(),
  /** Seconds of rest between sets. */
  restTime: z.number().int(),
  instructions: z.string(),
  why: z.string(),
});
export type PlanExercise = z.infer<typeof planExerciseSchema>;

/** A day of the plan's week: when to train and what to change that day. */
export const planDaySchema = z.object({
  day: z.string(),
  focus: z.string(),
});
export type PlanDay = z.infer<typeof planDaySchema>;

/** SPEC §3 workoutPlan, plus its workout type, its week, and who wrote the wording. */
export const workoutPlanSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Minutes the guided session takes as planned, rest included. */
  duration: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  type: z.enum(WORKOUT_TYPES),
  exercises: z.array(planExerciseSchema),
  tips: z.array(z.string()),
  week: z.array(planDaySchema),
  /** `model` when a language model reordered or explained the offline plan. */
  source: z.enum(['offline', 'model']),
});
export type WorkoutPlan = z.infer<typeof workoutPlanSchema>;

/** POST /api/workout-assessment answers `{ workoutPlan }` (SPEC §7). */
export const assessmentResultSchema = z.object({ workoutPlan: workoutPlanSchema });

/** GET /api/workout-assessment: the plan last made, the answers it came from, and when. */
export const storedPlanSchema = z.object({
  workoutPlan: workoutPlanSchema,
  answers: z.object({
    fitnessLevel: z.enum(FITNESS_LEVELS),
    goals: z.array(z.enum(ASSESSMENT_GOALS)),
    timeAvailable: z.enum(TIME_BUDGETS),
    equipment: z.array(z.enum(EQUIPMENT_ACCESS)),
    limitations: z.array(z.enum(LIMITATIONS)),
    preferredWorkouts: z.array(z.enum(PREFERRED_WORKOUTS)),
    experience: z.enum(EXPERIENCE_LEVELS),
    frequency: z.enum(FREQUENCIES),
  }),
  createdAt: z.string(),
});
export type StoredPlan = z.infer<typeof storedPlanSchema>;
