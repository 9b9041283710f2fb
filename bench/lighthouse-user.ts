// The user Lighthouse's signed-in screens are measured with (bench/lighthouse.bench.ts), and the
// one tests/e2e/layout-shift.spec.ts loads the same screens as, so the test measures the layout
// the bench scores: 12 workouts over the last 12 days, a goal under way, three weigh-ins.
import type { CreateGoalInput } from '../src/shared/schemas/goals';
import type { CreateWorkoutInput } from '../src/shared/schemas/workouts';

const DAY_MS = 86_400_000;

export function benchUserWorkouts(now = Date.now()): Omit<CreateWorkoutInput, 'userId'>[] {
  return Array.from({ length: 12 }, (_, n) => {
    const i = n + 1;
    return {
      name: `Bench day ${i}`,
      type: i % 3 === 0 ? 'cardio' : 'strength',
      duration: 45 * 60,
      completedAt: new Date(now - (13 - i) * DAY_MS).toISOString(),
      exercises: [
        { name: 'Bench Press', sets: 3, reps: 8, weight: 135 + i * 5 },
        { name: 'Squat', sets: 3, reps: 5, weight: 185 + i * 5 },
      ],
    };
  });
}

export const BENCH_USER_GOAL: Omit<CreateGoalInput, 'userId'> = {
  title: 'Run 50 miles',
  targetValue: 50,
  currentValue: 10,
  unit: 'miles',
};

export function benchUserWeighIns(now = Date.now()) {
  return (
    [
      [3, 82.4],
      [2, 82.1],
      [1, 81.9],
    ] as const
  ).map(([days, weight]) => ({
    weight,
    unit: 'kg' as const,
    measuredAt: new Date(now - days * DAY_MS).toISOString(),
  }));
}
