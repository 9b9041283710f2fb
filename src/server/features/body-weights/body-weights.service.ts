import { and, desc, eq, sql } from 'drizzle-orm';
import type { BodyWeight } from '../../../shared/schemas/body-weights';
import type { Db } from '../../db/client';
import { bodyWeights } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { lockProgress, settleProgress } from '../progression/progression.service';

type Row = typeof bodyWeights.$inferSelect;

/** How many weigh-ins the list and chart show: a daily weigh-in for over a year. */
const LIST_LIMIT = 400;

const toDto = (r: Row): BodyWeight => ({
  id: r.id,
  weight: r.weight,
  unit: r.unit,
  measuredAt: r.measuredAt.toISOString(),
});

/** The user's weigh-ins, newest first. */
export async function listBodyWeights(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(bodyWeights)
    .where(eq(bodyWeights.userId, userId))
    .orderBy(desc(bodyWeights.measuredAt), desc(bodyWeights.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(toDto);
}

/**
 * Every weigh-in of the user, newest first, `size` at a time (the export streams them, issue 26
 * §9): no cap, unlike the list, and memory holds one batch. Each batch starts after the last
 * one's final row, read back by its id, so no time is rounded on the way.
 */
export async function* bodyWeightBatches(db: Db, userId: string, size = 1000) {
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(bodyWeights)
      .where(
        and(
          eq(bodyWeights.userId, userId),
          after
            ? sql`(${bodyWeights.measuredAt}, ${bodyWeights.createdAt}, ${bodyWeights.id}) <
                (select b.measured_at, b.created_at, b.id from body_weights b where b.id = ${after})`
            : undefined,
        ),
      )
      .orderBy(desc(bodyWeights.measuredAt), desc(bodyWeights.createdAt), desc(bodyWeights.id))
      .limit(size);
    if (rows.length > 0) yield rows.map(toDto);
    if (rows.length < size) return;
    after = rows.at(-1)!.id;
  }
}

/**
 * A weigh-in, as read (unit kept); weight goals follow it in the same transaction. With an
 * idempotency key this user already used (issue 28), nothing is written and the weigh-in that key
 * made is answered (`replayed`), checked under the user's progress lock.
 */
export async function addBodyWeight(
  db: Db,
  userId: string,
  v: { weight: number; unit: BodyWeight['unit']; measuredAt?: string | null },
  idempotencyKey?: string,
): Promise<{ bodyWeight: BodyWeight; replayed: boolean }> {
  return db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    if (idempotencyKey) {
      const [made] = await tx
        .select()
        .from(bodyWeights)
        .where(and(eq(bodyWeights.userId, userId), eq(bodyWeights.idempotencyKey, idempotencyKey)));
      if (made) return { bodyWeight: toDto(made), replayed: true };
    }
    const [row] = await tx
      .insert(bodyWeights)
      .values({
        userId,
        weight: v.weight,
        unit: v.unit,
        measuredAt: v.measuredAt ? new Date(v.measuredAt) : new Date(),
        idempotencyKey: idempotencyKey ?? null,
      })
      .returning();
    await settleProgress(tx, userId);
    return { bodyWeight: toDto(row!), replayed: false };
  });
}

export async function deleteBodyWeight(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    const [row] = await tx
      .delete(bodyWeights)
      .where(and(eq(bodyWeights.id, id), eq(bodyWeights.userId, userId)))
      .returning({ id: bodyWeights.id });
    if (!row) throw notFound('Weigh-in not found');
    await settleProgress(tx, userId);
  });
}
