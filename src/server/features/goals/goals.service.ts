import { and, desc, eq } from 'drizzle-orm';
import { isGoalCompleted, progressPercentage } from '../../../shared/goal-progress';
import type { Goal, GoalValues } from '../../../shared/schemas/goals';
import type { Db } from '../../db/client';
import { goals } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { lockProgress, settleProgress, startingWeight } from '../progression/progression.service';

export type GoalRow = typeof goals.$inferSelect;

const goalNotFound = () => notFound('Goal not found');

/** SPEC §3 Goal with its derived progressPercentage and isCompleted. */
export function toGoalDto(g: Omit<GoalRow, 'updatedAt'>): Goal {
  return {
    id: g.id,
    userId: g.userId,
    title: g.title,
    description: g.description,
    type: g.type,
    targetValue: g.targetValue,
    currentValue: g.currentValue,
    unit: g.unit,
    deadline: g.deadline,
    isCompleted: isGoalCompleted({
      flagged: g.completedAt !== null,
      currentValue: g.currentValue,
      targetValue: g.targetValue,
    }),
    progressPercentage: progressPercentage(g.currentValue, g.targetValue),
    completedAt: g.completedAt?.toISOString() ?? null,
    createdAt: g.createdAt.toISOString(),
    tracking: g.tracking,
    trackExercise: g.trackExercise,
    trackWorkoutType: g.trackWorkoutType,
    startValue: g.startValue,
  };
}

/**
 * The columns a create or a full replace writes. `completed_at` records when the goal became
 * complete: set when a write leaves it complete (flagged, or current ≥ target), kept while it
 * stays so, cleared when a write leaves it incomplete. A tracked goal's current value is what it
 * measured (the stored one; 0 before its first measure), never the body's: it tracks itself, so
 * typing its current value up to the target neither fills it nor, later, stops it earning when
 * activity does (issue 26 §5).
 */
function goalColumns(
  v: GoalValues,
  previous: Pick<GoalRow, 'completedAt' | 'currentValue'> | null,
) {
  const currentValue =
    v.tracking === 'manual' ? v.currentValue : Math.min(previous?.currentValue ?? 0, 1e9);
  const complete = isGoalCompleted({
    flagged: v.isCompleted === true,
    currentValue,
    targetValue: v.targetValue,
  });
  return {
    title: v.title,
    description: v.description || null,
    type: v.type,
    targetValue: v.targetValue,
    currentValue,
    unit: v.unit,
    deadline: v.deadline ?? null,
    completedAt: complete ? (previous?.completedAt ?? new Date()) : null,
    tracking: v.tracking,
    trackExercise: v.tracking === 'lift' ? (v.trackExercise ?? null) : null,
    trackWorkoutType: v.trackWorkoutType ?? null,
  };
}

/**
 * Reads a goal back after a write, once tracked progress has been brought up to date and any XP
 * the write earned is in the ledger.
 */
async function refreshed(db: Db, userId: string, id: string) {
  // A goal filled by its own create or edit is filled by hand: no XP (issue 26 §5).
  await settleProgress(db, userId, { goalWrite: true });
  const [row] = await db.select().from(goals).where(eq(goals.id, id));
  return toGoalDto(row!);
}

/** The user's goals, newest first (SPEC §7 GET /api/goals/{userId}). */
export async function listGoals(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(desc(goals.createdAt), desc(goals.id));
  return rows.map(toGoalDto);
}

/**
 * POST /api/goals. With an idempotency key this user already used (issue 28: a retried or
 * replayed save), nothing is written and the goal that key made is answered (`replayed`); the
 * check runs under the user's progress lock, and the per-user unique index stands behind it.
 */
export async function createGoal(
  db: Db,
  userId: string,
  v: GoalValues,
  idempotencyKey?: string,
): Promise<{ goal: Goal; replayed: boolean }> {
  return db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    if (idempotencyKey) {
      const [made] = await tx
        .select()
        .from(goals)
        .where(and(eq(goals.userId, userId), eq(goals.idempotencyKey, idempotencyKey)));
      if (made) return { goal: toGoalDto(made), replayed: true };
    }
    const now = new Date();
    const startValue =
      v.tracking === 'body_weight' ? await startingWeight(tx, userId, v.unit, now) : null;
    const [row] = await tx
      .insert(goals)
      .values({
        userId,
        ...goalColumns(v, null),
        startValue,
        createdAt: now,
        idempotencyKey: idempotencyKey ?? null,
      })
      .returning({ id: goals.id });
    return { goal: await refreshed(tx, userId, row!.id), replayed: false };
  });
}

/** PUT /api/goals/{id}: replaces every field (SPEC §7 "same fields"). */
export async function updateGoal(db: Db, userId: string, id: string, v: GoalValues) {
  return db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    const own = and(eq(goals.id, id), eq(goals.userId, userId));
    const [existing] = await tx.select().from(goals).where(own).for('update');
    if (!existing) throw goalNotFound();
    // A goal switched to body weight starts from the weigh-in of the day it was set.
    const keepStart = existing.tracking === 'body_weight' && existing.unit === v.unit;
    const startValue =
      v.tracking !== 'body_weight'
        ? null
        : keepStart
          ? existing.startValue
          : await startingWeight(tx, userId, v.unit, existing.createdAt);
    await tx
      .update(goals)
      .set({ ...goalColumns(v, existing), startValue, updatedAt: new Date() })
      .where(own);
    return refreshed(tx, userId, id);
  });
}

/** Deleting a goal takes back the XP it earned (else delete-and-recreate would farm it). */
export async function deleteGoal(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    const [row] = await tx
      .delete(goals)
      .where(and(eq(goals.id, id), eq(goals.userId, userId)))
      .returning({ earnedAt: goals.earnedAt });
    if (!row) throw goalNotFound();
    await settleProgress(tx, userId, {
      goals: row.earnedAt ? [{ id, at: row.earnedAt }] : [],
      goalWrite: true,
    });
  });
}

// The goals as the dashboard and Progress read them inside their own one statement (issue 30 §5:
// other features use goals only through this file).
export { goalFromJson, goalsJson, type GoalJson } from './goals-json';
