// The workout under way (issue 27 §3), kept on the server by the device doing it so another
// device sees it in progress. One row per user; the state inside is the device's and is only
// ever handed back to its owner.
import { and, eq, sql } from 'drizzle-orm';
import type { LiveWorkout, LiveWorkoutSnapshot } from '../../../shared/schemas/live-workouts';
import type { Db } from '../../db/client';
import { bumpDataVersion } from '../../db/data-version';
import { liveWorkouts, workouts } from '../../db/schema';
import { conflict } from '../../plugins/errors';
import { lockProgress } from '../progression/progression.service';

const toDto = (row: typeof liveWorkouts.$inferSelect): NonNullable<LiveWorkout> => ({
  snapshot: row.snapshot,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /api/live-workout: the one under way, or null. */
export async function readLiveWorkout(db: Db, userId: string): Promise<LiveWorkout> {
  const [row] = await db.select().from(liveWorkouts).where(eq(liveWorkouts.userId, userId));
  return row ? toDto(row) : null;
}

/**
 * PUT /api/live-workout: the snapshot replaces the one kept. A snapshot of a workout already
 * saved (its key is a workout's idempotency key) is refused with a 409 rather than kept: a save
 * a device sent late must not bring a finished workout back as in progress on the others. Under
 * the user's lock, which the workout's save also takes, so the check and the save cannot cross.
 */
export async function saveLiveWorkout(db: Db, userId: string, snapshot: LiveWorkoutSnapshot) {
  const row = await db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    const [saved] = await tx
      .select({ id: workouts.id })
      .from(workouts)
      .where(and(eq(workouts.userId, userId), eq(workouts.idempotencyKey, snapshot.key)));
    if (saved) throw conflict('That workout is already saved: it is no longer under way');
    const now = new Date();
    const [kept] = await tx
      .insert(liveWorkouts)
      .values({ userId, snapshot, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: liveWorkouts.userId, set: { snapshot, updatedAt: now } })
      .returning();
    return kept!;
  });
  return toDto(row);
}

/** DELETE /api/live-workout: none is under way any more (answered alike when none was). */
export async function clearLiveWorkout(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(liveWorkouts).where(eq(liveWorkouts.userId, userId));
    await bumpDataVersion(tx, userId);
  });
}

/**
 * A workout saved with idempotency key `key` is no longer under way: inside the save's
 * transaction, the snapshot of that workout (only that one: another started since stays) goes,
 * so no device shows a finished workout as in progress, whichever device finished it. A DELETE
 * the save runs as a part of its own insert statement (workouts.service.ts), not a round trip.
 */
export const savedLiveWorkoutDelete = (userId: string, key: string) =>
  sql`delete from ${liveWorkouts}
       where ${liveWorkouts.userId} = ${userId} and ${liveWorkouts.snapshot}->>'key' = ${key}`;
