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

/** SPEC §9: the unit lists of the create and the edit goal forms. */
export const GOAL_UNITS_CREATE = [
  'lbs',
  'kg',
  'miles',
  'km',
  'minutes',
  'hours',
  'reps',
  'sets',
  'days',
  'units',
] as const;
export const GOAL_UNITS_EDIT = ['pounds', 'kg', 'minutes', 'miles', 'km', 'reps', 'units'] as const;
/** The API accepts either list, so a goal made with one form can be saved by the other. */
export const GOAL_UNITS = [...GOAL_UNITS_CREATE, 'pounds'] as const;
export type GoalUnit = (typeof GOAL_UNITS)[number];

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
};

/** POST /api/goals (SPEC §7). */
export const createGoalBody = z.object({ userId: uuidOf('a user'), ...goalFields });
export type CreateGoalInput = z.input<typeof createGoalBody>;

/** PUT /api/goals/{id}: the same fields; it replaces them all (a userId sent along is ignored). */
export const updateGoalBody = z.object(goalFields);
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
});
export type Goal = z.infer<typeof goalSchema>;

export const goalIdParams = idParams('a goal');
