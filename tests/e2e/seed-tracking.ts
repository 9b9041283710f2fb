// Test data for the tracking screens: request bodies and the days and instants they fall on.
// They are sent with the helpers of fixtures.ts (seedWorkout, seedGoal) as the test's own user.
import { addDays, localDayOf, startOfLocalDay } from '../../src/shared/local-day';

/** The local day `offset` days from today in `timeZone`, as 'YYYY-MM-DD'. */
export const localDay = (timeZone: string, offset = 0) =>
  addDays(localDayOf(new Date(), timeZone), offset);

/**
 * An ISO instant `minutes` after the start of a local day (negative: before it, so the day
 * before). Workouts placed one minute either side of midnight prove "today" is the user's own.
 */
export function aroundMidnight(timeZone: string, dayOffset: number, minutes: number): string {
  const start = startOfLocalDay(localDay(timeZone, dayOffset), timeZone);
  return new Date(start.getTime() + minutes * 60_000).toISOString();
}

/** A strength workout with one weighted exercise, as a form would send it inline. */
export const benchDay = (completedAt?: string) => ({
  name: 'Push Day',
  type: 'strength' as const,
  duration: 45 * 60,
  completedAt,
  exercises: [
    { name: 'Bench Press', sets: 3, reps: 10, weight: 135 },
    { name: 'Push-ups', sets: 2, reps: 20 },
  ],
});

/** A run: 5 km in 30 minutes (3.11 miles). */
export const morningRun = (completedAt?: string) => ({
  name: 'Morning Run',
  type: 'cardio' as const,
  completedAt,
  exercises: [
    { name: 'Running', sets: 1, duration: 30 * 60, distance: 5, distanceUnit: 'km' as const },
  ],
});

/** One set as the API takes it: reps × weight, in pounds unless said. */
export const liftSet = (weight: number, reps: number, weightUnit: 'lb' | 'kg' = 'lb') => ({
  reps,
  weight,
  weightUnit,
});

/** A pyramid on the bench, set by set (issue 8): 135×10, 155×8, 175×6 lbs. */
export const benchPyramid = (completedAt?: string) => ({
  name: 'Chest Day',
  type: 'strength' as const,
  completedAt,
  exercises: [
    {
      name: 'Bench Press',
      restTime: 90,
      setList: [liftSet(135, 10), liftSet(155, 8), liftSet(175, 6)],
    },
  ],
});
