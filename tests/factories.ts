import type { CreateGoalInput, Goal } from '../src/shared/schemas/goals';
import type { CreateWorkoutInput, ExerciseInput, Workout } from '../src/shared/schemas/workouts';
import type { signUp } from './setup/test-app';

type Caller = Awaited<ReturnType<typeof signUp>>;

/**
 * Request bodies with sensible values, and helpers that send them through the API; tests override
 * what they are about (STYLE: factories). Rows written straight to the database for setup:
 * setup/factories.ts.
 */
export const makeExercise = (overrides: Partial<ExerciseInput> = {}): ExerciseInput => ({
  name: 'Bench Press',
  sets: 3,
  reps: 10,
  weight: 135,
  restTime: 90,
  ...overrides,
});

export const makeWorkout = (
  userId: string,
  overrides: Partial<CreateWorkoutInput> = {},
): CreateWorkoutInput => ({
  userId,
  name: 'Push Day',
  type: 'strength',
  notes: 'Felt strong',
  exercises: [makeExercise(), makeExercise({ name: 'Push-ups', weight: null, reps: 20 })],
  ...overrides,
});

export const makeGoal = (
  userId: string,
  overrides: Partial<CreateGoalInput> = {},
): CreateGoalInput => ({
  userId,
  title: 'Run 50 miles',
  description: 'Before summer',
  type: 'distance',
  targetValue: 50,
  currentValue: 10,
  unit: 'miles',
  deadline: null,
  ...overrides,
});

/** Creates a workout through the API as `me` and returns it. */
export async function postWorkout(
  me: Caller,
  overrides: Partial<CreateWorkoutInput> = {},
): Promise<Workout> {
  const res = await me.as({
    method: 'POST',
    url: '/api/workouts',
    payload: makeWorkout(me.user.id, overrides),
  });
  if (res.statusCode !== 201) throw new Error(`workout failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Creates a goal through the API as `me` and returns it. */
export async function postGoal(
  me: Caller,
  overrides: Partial<CreateGoalInput> = {},
): Promise<Goal> {
  const res = await me.as({
    method: 'POST',
    url: '/api/goals',
    payload: makeGoal(me.user.id, overrides),
  });
  if (res.statusCode !== 201) throw new Error(`goal failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** POST /api/discount-codes/apply as the app sends it after a store purchase: JOEY100 on Coach. */
export const applyCode = (me: Caller, overrides: Record<string, unknown> = {}) =>
  me.as({
    method: 'POST',
    url: '/api/discount-codes/apply',
    payload: {
      code: 'JOEY100',
      tierId: 2,
      originalPrice: 999,
      discountedPrice: 0,
      provider: 'revenuecat',
      ...overrides,
    },
  });
