import { z } from 'zod';
import {
  enumOf,
  idParams,
  localDaySchema,
  numberIn,
  optionalText,
  requiredText,
  uuidOf,
} from './common';
import { goalValueProblem } from '../goal-bounds';
import { WORKOUT_TYPES } from './workouts';

export const GOAL_TYPES = [
  'weight_loss',
  'weight_gain',
  'strength',
  'endurance',
  'distance',
  'time',
  'general',
] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/**
 * SPEC §9's create-form units, plus 'workouts' for a count of workouts (issue 8: "Target 20
 * units" said nothing). Both forms offer this one list, with one label per unit.
 */
export const GOAL_UNITS_CREATE = [
  'lbs',
  'kg',
  'miles',
  'km',
  'minutes',
  'hours',
  'workouts',
  'reps',
  'sets',
  'days',
  'units',
] as const;
/**
 * What the API accepts: the create list and 'pounds', SPEC §9's edit-form name for 'lbs' (both
 * forms now offer the create list, but a goal saved as 'pounds' still reads and saves).
 */
export const GOAL_UNITS = [...GOAL_UNITS_CREATE, 'pounds'] as const;
export type GoalUnit = (typeof GOAL_UNITS)[number];

/**
 * How a goal's progress is kept (issue 8): by hand, or from what is logged since the goal was
 * set: distances (any unit, converted), durations, the number of workouts, the best lift of one
 * exercise, or body weight (weigh-ins feed weight-loss and weight-gain goals).
 */
export const GOAL_TRACKING = [
  'manual',
  'distance',
  'duration',
  'workouts',
  'lift',
  'body_weight',
] as const;
export type GoalTracking = (typeof GOAL_TRACKING)[number];

/** The units each kind of tracking can count in. */
export const TRACKING_UNITS: Record<Exclude<GoalTracking, 'manual'>, readonly GoalUnit[]> = {
  distance: ['miles', 'km'],
  duration: ['minutes', 'hours'],
  workouts: ['workouts'],
  lift: ['lbs', 'pounds', 'kg'],
  body_weight: ['lbs', 'pounds', 'kg'],
};

export const GOAL_LIMITS = { title: 120, description: 500, value: 1_000_000_000 } as const;

const goalFields = {
  title: requiredText(GOAL_LIMITS.title),
  description: optionalText(GOAL_LIMITS.description),
  type: enumOf(GOAL_TYPES).default('general'),
  targetValue: numberIn(0, GOAL_LIMITS.value),
  /** Progress made toward the target: goals count up (a weight-loss goal: pounds lost). */
  currentValue: numberIn(0, GOAL_LIMITS.value).default(0),
  unit: enumOf(GOAL_UNITS).default('units'),
  /** A local day; null (or '' from an empty date input) for none. */
  deadline: z.preprocess((v) => (v === '' ? null : v), localDaySchema.nullable()).optional(),
  /** Marks the goal done whatever the numbers; it is also done once current reaches target. */
  isCompleted: z.boolean({ error: 'must be true or false' }).optional(),
  tracking: enumOf(GOAL_TRACKING).default('manual'),
  /** A lift goal's exercise ("Deadlift"). */
  trackExercise: optionalText(100),
  /** Only workouts of this type count toward a distance, duration or workout-count goal. */
  trackWorkoutType: enumOf(WORKOUT_TYPES).nullish(),
};

interface GoalCheck {
  tracking: GoalTracking;
  unit: GoalUnit;
  type: GoalType;
  trackExercise?: string | null;
  targetValue: number;
  currentValue: number;
}

/**
 * A goal's target (and the progress kept by hand) within its unit's bounds (issue 26 §2,
 * goal-bounds.ts); a tracked goal's unit must be one it can count in; a lift names its exercise.
 */
function checkGoal(v: GoalCheck, ctx: z.RefinementCtx) {
  // A tracked goal's currentValue is computed from what is logged, not taken: only the target.
  const values =
    v.tracking === 'manual'
      ? (['targetValue', 'currentValue'] as const)
      : (['targetValue'] as const);
  for (const field of values) {
    const problem = goalValueProblem(v[field], v.unit);
    if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
  }
  if (v.tracking === 'manual') return;
  const units = TRACKING_UNITS[v.tracking];
  if (!units.includes(v.unit)) {
    ctx.addIssue({
      code: 'custom',
      path: ['unit'],
      message: `must be ${units.join(' or ')} for a goal that tracks ${v.tracking.replace('_', ' ')}`,
    });
  }
  if (v.tracking === 'lift' && !v.trackExercise) {
    ctx.addIssue({
      code: 'custom',
      path: ['trackExercise'],
      message: 'is required for a lift goal',
    });
  }
  if (v.tracking === 'body_weight' && v.type !== 'weight_loss' && v.type !== 'weight_gain') {
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message: 'must be weight_loss or weight_gain for a goal that tracks body weight',
    });
  }
}

/** POST /api/goals (SPEC §7). A tracked goal's currentValue is computed, not taken. */
export const createGoalBody = z
  .object({ userId: uuidOf('a user'), ...goalFields })
  .superRefine(checkGoal);
export type CreateGoalInput = z.input<typeof createGoalBody>;

/** PUT /api/goals/{id}: the same fields; it replaces them all (a userId sent along is ignored). */
export const updateGoalBody = z.object(goalFields).superRefine(checkGoal);
export type GoalInput = z.input<typeof updateGoalBody>;
export type GoalValues = z.output<typeof updateGoalBody>;

/** SPEC §3 Goal, with the derived progressPercentage and isCompleted. */
export const goalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(GOAL_TYPES),
  targetValue: z.number(),
  currentValue: z.number(),
  unit: z.string(),
  deadline: z.string().nullable(),
  isCompleted: z.boolean(),
  progressPercentage: z.number(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  tracking: z.enum(GOAL_TRACKING),
  trackExercise: z.string().nullable(),
  trackWorkoutType: z.enum(WORKOUT_TYPES).nullable(),
  /** A body-weight goal's weight when it was set, in the goal's unit. */
  startValue: z.number().nullable(),
});
export type Goal = z.infer<typeof goalSchema>;

export const goalIdParams = idParams('a goal');
