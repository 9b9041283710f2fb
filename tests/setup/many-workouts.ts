import type { Db } from '../../src/server/db/client';
import { exercises, exerciseSets, workouts } from '../../src/server/db/schema';
import { refreshRecords } from '../../src/server/features/workouts/personal-records';
import { doneDayOf } from '../../src/shared/done-day';
import { recordMeasure } from '../../src/shared/sets';
import { zoneOf } from './factories';

export interface ManyWorkoutsOptions {
  /** When workout `i` (0-based) was done; by default an hour apart, `i` = 0 the newest. */
  completedAt?: (i: number) => Date;
  /** When it was logged; by default the database's now() (one instant for the whole batch). */
  createdAt?: (i: number) => Date | undefined;
  name?: (i: number) => string;
}

/**
 * `count` workouts in a few statements (workouts, one squat each, one set each, then the squats'
 * personal records as the API keeps them), written straight into the database: for tests about
 * long lists, where logging each through the API would take most of the test's time. Nothing
 * else happens (no XP, no goal tracking). Returns the rows.
 */
export async function insertManyWorkouts(
  db: Db,
  userId: string,
  count: number,
  {
    completedAt = (i) => new Date(Date.UTC(2026, 0, 1, 12) - i * 3_600_000),
    createdAt = () => undefined,
    name = (i) => `Workout ${i + 1}`,
  }: ManyWorkoutsOptions = {},
) {
  const timeZone = await zoneOf(db, userId);
  const rows = await db
    .insert(workouts)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        name: name(i),
        type: 'strength' as const,
        completedAt: completedAt(i),
        doneDay: doneDayOf(completedAt(i), timeZone),
        createdAt: createdAt(i),
      })),
    )
    .returning();
  const moves = await db
    .insert(exercises)
    .values(
      rows.map((w, i) => {
        const set = { reps: 5, weight: 100 + i, weightUnit: 'lb', duration: null, distance: null };
        const measure = recordMeasure(
          [{ ...set, weightUnit: 'lb', done: true, setType: 'normal', rpe: null }],
          'miles',
        )!;
        return {
          workoutId: w.id,
          name: 'Squat',
          sets: 1,
          reps: set.reps,
          weightLbs: set.weight,
          measureKind: measure.kind,
          measureValue: measure.value,
          personalRecord: false,
        };
      }),
    )
    .returning({ id: exercises.id, weightLbs: exercises.weightLbs });
  await db
    .insert(exerciseSets)
    .values(moves.map((e) => ({ exerciseId: e.id, position: 0, reps: 5, weight: e.weightLbs })));
  await refreshRecords(db, userId, ['squat']);
  return rows;
}
