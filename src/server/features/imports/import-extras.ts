// What a Joey Fit file carries besides workouts (issue 29): weigh-ins, routines and goals, in the
// API's own shapes. Each is checked by the contract the API takes it with, so a file can bring in
// nothing a form could not; each row names the import, so Undo removes it; and each has a key (a
// routine: its name), so importing the file again adds nothing twice.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { bodyWeightBody } from '../../../shared/schemas/body-weights';
import { updateGoalBody } from '../../../shared/schemas/goals';
import type { ImportWarning } from '../../../shared/schemas/imports';
import {
  createRoutineBody,
  ROUTINE_LIMITS,
  storedRoutineExercises,
} from '../../../shared/schemas/routines';
import { isGoalCompleted } from '../../../shared/goal-progress';
import type { Db } from '../../db/client';
import { bodyWeights, goals, routines } from '../../db/schema';
import { extraKey } from './import-plan';
import type { ImportedExtras } from './formats/types';

const ROWS_PER_INSERT = 1000;

type WeighIn = typeof bodyWeights.$inferInsert;
type GoalRow = typeof goals.$inferInsert;
type RoutineRow = typeof routines.$inferInsert;

/** The extras of a file, checked, as rows without user or import (filled in on write). */
export interface PlannedExtras {
  weighIns: Omit<WeighIn, 'userId'>[];
  goals: Omit<GoalRow, 'userId'>[];
  routines: Omit<RoutineRow, 'userId'>[];
}

const problemOf = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  return `${issue.path.join('.') || 'value'}: ${issue.message}`;
};

const instantOr = (value: unknown, fallback: Date | null) => {
  const at = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(at) ? new Date(at) : fallback;
};

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** Checks every extra against its API contract; one that fails is a warning, not the file's end. */
export function planExtras(
  extras: ImportedExtras,
  warn: (w: ImportWarning) => void,
): PlannedExtras {
  const planned: PlannedExtras = { weighIns: [], goals: [], routines: [] };
  for (const [i, raw] of extras.weighIns.entries()) {
    const parsed = bodyWeightBody.safeParse(raw);
    if (!parsed.success || !parsed.data.measuredAt) {
      const why = parsed.success ? 'measuredAt: is required' : problemOf(parsed.error);
      warn({ line: null, message: `weigh-in ${i + 1}: ${why}; it was skipped` });
      continue;
    }
    const { weight, unit } = parsed.data;
    const measuredAt = new Date(parsed.data.measuredAt);
    planned.weighIns.push({
      weight,
      unit,
      measuredAt,
      idempotencyKey: extraKey('weigh-in', measuredAt.toISOString(), weight, unit),
    });
  }
  for (const [i, raw] of extras.goals.entries()) {
    const parsed = updateGoalBody.safeParse(raw);
    if (!parsed.success) {
      warn({ line: null, message: `goal ${i + 1}: ${problemOf(parsed.error)}; it was skipped` });
      continue;
    }
    const v = parsed.data;
    const createdAt = instantOr(field(raw, 'createdAt'), new Date())!;
    const complete = isGoalCompleted({
      flagged: v.isCompleted === true,
      currentValue: v.currentValue,
      targetValue: v.targetValue,
    });
    const startValue = field(raw, 'startValue');
    planned.goals.push({
      title: v.title,
      description: v.description || null,
      type: v.type,
      targetValue: v.targetValue,
      currentValue: v.currentValue,
      unit: v.unit,
      deadline: v.deadline ?? null,
      // Done in the other app is done here, and so never earns again (goal-tracking.ts).
      completedAt: complete ? instantOr(field(raw, 'completedAt'), createdAt) : null,
      tracking: v.tracking,
      trackExercise: v.tracking === 'lift' ? (v.trackExercise ?? null) : null,
      trackWorkoutType: v.trackWorkoutType ?? null,
      startValue:
        typeof startValue === 'number' && Number.isFinite(startValue) && Math.abs(startValue) < 1e9
          ? startValue
          : null,
      createdAt,
      updatedAt: createdAt,
      idempotencyKey: extraKey('goal', v.title, createdAt.toISOString()),
    });
  }
  for (const [i, raw] of extras.routines.entries()) {
    const parsed = createRoutineBody.safeParse({
      name: field(raw, 'name'),
      notes: field(raw, 'notes'),
      exercises: field(raw, 'exercises'),
    });
    if (!parsed.success || !parsed.data.exercises) {
      const why = parsed.success ? 'exercises: are required' : problemOf(parsed.error);
      warn({ line: null, message: `routine ${i + 1}: ${why}; it was skipped` });
      continue;
    }
    planned.routines.push({
      name: parsed.data.name,
      notes: parsed.data.notes || null,
      exercises: storedRoutineExercises(parsed.data.exercises),
    });
  }
  return planned;
}

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Which planned extras the user does not have yet: weigh-ins and goals by key, routines by name
 * (case aside) and within the per-user routine limit. Read-only, so a preview counts with it.
 */
export async function newExtras(
  db: Db,
  userId: string,
  planned: PlannedExtras,
  warn: (w: ImportWarning) => void,
): Promise<PlannedExtras> {
  const keyed = async (table: typeof bodyWeights | typeof goals, keys: string[]) => {
    const have = new Set<string>();
    for (let i = 0; i < keys.length; i += ROWS_PER_INSERT) {
      const part = keys.slice(i, i + ROWS_PER_INSERT);
      const rows = await db
        .select({ key: table.idempotencyKey })
        .from(table)
        .where(and(eq(table.userId, userId), inArray(table.idempotencyKey, part)));
      for (const r of rows) have.add(r.key!);
    }
    return have;
  };
  const weighIns = await keyed(
    bodyWeights,
    planned.weighIns.map((w) => w.idempotencyKey!),
  );
  const goalKeys = await keyed(
    goals,
    planned.goals.map((g) => g.idempotencyKey!),
  );
  const existing = await db
    .select({ name: routines.name })
    .from(routines)
    .where(eq(routines.userId, userId));
  const names = new Set(existing.map((r) => nameKey(r.name)));
  let room = ROUTINE_LIMITS.perUser - existing.length;
  const fresh: PlannedExtras['routines'] = [];
  for (const r of planned.routines) {
    if (names.has(nameKey(r.name))) continue;
    if (room <= 0) {
      warn({
        line: null,
        message: `routine ${r.name}: you can keep at most ${ROUTINE_LIMITS.perUser} routines; it was skipped`,
      });
      continue;
    }
    names.add(nameKey(r.name));
    room -= 1;
    fresh.push(r);
  }
  const uniqueBy = <T extends { idempotencyKey?: string | null }>(list: T[], have: Set<string>) => {
    const seen = new Set(have);
    return list.filter((x) => !seen.has(x.idempotencyKey!) && seen.add(x.idempotencyKey!));
  };
  return {
    weighIns: uniqueBy(planned.weighIns, weighIns),
    goals: uniqueBy(planned.goals, goalKeys),
    routines: fresh,
  };
}

/**
 * Writes the extras the user does not have (in the import's last transaction, after the lock),
 * each naming the import. No progress is settled: a weigh-in or goal from another server earns
 * nothing here. Answers how many of each were added.
 */
export async function writeExtras(
  tx: Db,
  userId: string,
  importId: string,
  planned: PlannedExtras,
  warn: (w: ImportWarning) => void,
) {
  const fresh = await newExtras(tx, userId, planned, warn);
  const now = new Date();
  const insert = async <T>(rows: T[], write: (part: T[]) => Promise<{ id: string }[]>) => {
    let n = 0;
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      n += (await write(rows.slice(i, i + ROWS_PER_INSERT))).length;
    }
    return n;
  };
  const weighIns = await insert(fresh.weighIns, (part) =>
    tx
      .insert(bodyWeights)
      .values(part.map((w) => ({ ...w, userId, importId, createdAt: now })))
      .onConflictDoNothing()
      .returning({ id: bodyWeights.id }),
  );
  const goalCount = await insert(fresh.goals, (part) =>
    tx
      .insert(goals)
      .values(part.map((g) => ({ ...g, userId, importId })))
      .onConflictDoNothing()
      .returning({ id: goals.id }),
  );
  const routineCount = await insert(fresh.routines, (part) =>
    tx
      .insert(routines)
      .values(part.map((r) => ({ ...r, userId, importId, createdAt: now, updatedAt: now })))
      .returning({ id: routines.id }),
  );
  return { weighIns, goals: goalCount, routines: routineCount };
}

/** Goals of an import that earned XP since (tracked by what was logged here): Undo takes it back. */
export async function earnedGoalsOf(db: Db, importId: string) {
  const rows = await db
    .select({ id: goals.id, at: goals.earnedAt })
    .from(goals)
    .where(and(eq(goals.importId, importId), sql`${goals.earnedAt} is not null`));
  return rows.map((r) => ({ id: r.id, at: r.at! }));
}
