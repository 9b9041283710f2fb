import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { bumpDataVersion } from '../../src/server/db/data-version';
import { bodyWeights, goals, subscriptions, users, workouts } from '../../src/server/db/schema';
import { insertExercises } from '../../src/server/features/workouts/exercise-rows';
import { refreshRecords } from '../../src/server/features/workouts/personal-records';
import { doneDayOf } from '../../src/shared/done-day';
import { exerciseInput, type ExerciseInput } from '../../src/shared/schemas/workouts';
import { makeExercise } from '../factories';
import { uniqueName } from './test-app';

/**
 * Test data written straight into the test database with Drizzle (STYLE: immich's factories):
 * for tests that need many rows before the request they are about. Nothing else happens: no XP,
 * no goal tracking, no session; but each moves the user's data version on, as every write of
 * the app does (db/data-version.ts), so a read cached before it is not answered after. A test about what creating something does (the response, its
 * side effects, the checks on input) creates it through the API instead (tests/factories.ts,
 * signUp in tests/setup/test-app.ts). Every factory takes the test's `db` (createTestApp().db),
 * fills what the test does not care about, and returns the stored row.
 */

/** A row's columns to override; its instant may be an ISO string, as tests write them. */
type Overrides<Row, Instant extends keyof Row = never> = Partial<Omit<Row, 'userId' | Instant>> & {
  [K in Instant]?: Date | string;
};
type NewUser = typeof users.$inferInsert;
type NewWorkout = Overrides<typeof workouts.$inferInsert, 'completedAt'>;
type NewGoal = Overrides<typeof goals.$inferInsert>;
type NewBodyWeight = Overrides<typeof bodyWeights.$inferInsert, 'measuredAt'>;
const instant = (at: Date | string | undefined) => (at === undefined ? new Date() : new Date(at));

/** The user's zone now: a workout written now keeps its day in it, as the API keeps it. */
export async function zoneOf(db: Db, userId: string) {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row?.timeZone ?? 'UTC';
}

/** A user with a unique username and no password (they never sign in; see signUp for that). */
export async function insertUser(db: Db, overrides: Partial<NewUser> = {}) {
  const [row] = await db
    .insert(users)
    .values({ username: uniqueName('row'), firstName: 'Row', ...overrides })
    .returning();
  return row!;
}

/**
 * A workout with its exercises and their sets, stored as the API stores them: each exercise's
 * input (wire names, as makeExercise gives) is parsed by the shared schema and its sets and
 * summary written by the same code the service uses. By default the two exercises of makeWorkout.
 */
export async function insertWorkout(
  db: Db,
  userId: string,
  { exercises, completedAt, ...overrides }: NewWorkout & { exercises?: ExerciseInput[] } = {},
) {
  const done = instant(completedAt);
  const [row] = await db
    .insert(workouts)
    .values({
      userId,
      name: 'Push Day',
      type: 'strength',
      doneDay: doneDayOf(done, await zoneOf(db, userId)),
      ...overrides,
      completedAt: done,
    })
    .returning();
  const list = exercises ?? [
    makeExercise(),
    makeExercise({ name: 'Push-ups', weight: null, reps: 20 }),
  ];
  const stored = await insertExercises(
    db,
    row!.id,
    list.map((e) => exerciseInput.parse(e)),
  );
  // Personal records are kept on the rows (issue 25), as every write of the API keeps them.
  await refreshRecords(
    db,
    userId,
    stored.map((e) => e.exerciseKey),
  );
  await bumpDataVersion(db, userId);
  return { ...row!, exercises: stored };
}

/** A goal updated by hand (tracking manual): 10 of 50 miles. */
export async function insertGoal(db: Db, userId: string, overrides: NewGoal = {}) {
  const [row] = await db
    .insert(goals)
    .values({
      userId,
      title: 'Run 50 miles',
      type: 'distance',
      targetValue: 50,
      currentValue: 10,
      unit: 'miles',
      ...overrides,
    })
    .returning();
  await bumpDataVersion(db, userId);
  return row!;
}

/** A weigh-in of 180 lb, now. */
export async function insertBodyWeight(
  db: Db,
  userId: string,
  { measuredAt, ...overrides }: NewBodyWeight = {},
) {
  const [row] = await db
    .insert(bodyWeights)
    .values({ userId, weight: 180, unit: 'lb', ...overrides, measuredAt: instant(measuredAt) })
    .returning();
  await bumpDataVersion(db, userId);
  return row!;
}

/**
 * Puts a user on a paid plan as if its provider had granted it (2 coach, 3 champion), paid for
 * the next 30 days (a plan is in force only while its paid time lasts): for tests about
 * something else that must not run into a free plan's quotas. On a user who had a plan, it
 * renews it.
 */
export async function insertPlan(db: Db, userId: string, tierId: 2 | 3) {
  const plan = {
    tierId,
    status: 'active',
    provider: 'sandbox',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  } as const;
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, ...plan })
    .onConflictDoUpdate({ target: subscriptions.userId, set: plan })
    .returning();
  await bumpDataVersion(db, userId);
  return row!;
}
