// Writing an import's workouts (issue 29): a batch at a time, each in the caller's transaction
// after the user's progress lock, with one multi-row insert per table, so 50,000 sets take a few
// hundred statements rather than 50,000 round trips.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImportSource } from '../../../shared/schemas/imports';
import type { LocalDay } from '../../../shared/local-day';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import { exercises, imports, workouts } from '../../db/schema';
import { arrayColumn } from '../../db/sql-json';
import { exerciseKey } from '../../../shared/sets';
import {
  exercisesInsert,
  setRowsOf,
  setsInsert,
  settleWorkouts,
  type NewExercise,
} from '../workouts/workouts.service';
import type { PlannedWorkout } from './import-plan';

/** Rows per statement: a bounded size for any one array parameter. */
const ROWS_PER_INSERT = 2000;

function chunks<T>(list: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Which of these workout keys this user already has (one select; read-only, a preview uses it). */
export async function existingKeys(
  db: Db,
  userId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: workouts.idempotencyKey })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), inArray(workouts.idempotencyKey, [...keys])));
  return new Set(rows.map((r) => r.key!));
}

/** The imports row, made before the first batch so each batch's counts land on it. */
export async function createImportRow(
  db: Db,
  userId: string,
  source: ImportSource,
  fileName: string | null,
): Promise<string> {
  const [row] = await db
    .insert(imports)
    .values({ userId, source, fileName: fileName?.slice(0, 200) ?? null })
    .returning({ id: imports.id });
  return row!.id;
}

export interface BatchCounts {
  workouts: number;
  exercises: number;
  sets: number;
  duplicates: number;
  skipped: number;
  from: LocalDay | null;
  to: LocalDay | null;
}

/** Adds a batch's counts to the imports row (in the batch's transaction); `done` ends it. */
export async function addCounts(db: Db, importId: string, c: BatchCounts, done: boolean) {
  await db
    .update(imports)
    .set({
      workouts: sql`${imports.workouts} + ${c.workouts}`,
      exercises: sql`${imports.exercises} + ${c.exercises}`,
      sets: sql`${imports.sets} + ${c.sets}`,
      duplicates: sql`${imports.duplicates} + ${c.duplicates}`,
      skipped: sql`${imports.skipped} + ${c.skipped}`,
      // least/greatest skip nulls: the first batch with history sets them.
      fromDay: c.from ? sql`least(${imports.fromDay}, ${c.from}::date)` : undefined,
      toDay: c.to ? sql`greatest(${imports.toDay}, ${c.to}::date)` : undefined,
      ...(done ? { status: 'done' as const, finishedAt: new Date() } : {}),
    })
    .where(eq(imports.id, importId));
}

/**
 * Inserts the batch's workouts (none of which the user has: the caller selected the keys first),
 * their exercises and sets, then brings the records of the exercises it touched up to date (the
 * batch's progress lock has moved the data version on). Imported history is no one's streak and earns no XP: streak_day
 * stays null and no progress is settled. A key that arrived meanwhile is left out, not an error.
 *
 * Each table is one INSERT … SELECT FROM unnest(…) with one array parameter per column: a
 * batch's 2,500 sets are 10 parameters, not 25,000 (binding each value is what made PGlite slow).
 */
export async function insertWorkouts(
  tx: Db,
  userId: string,
  importId: string,
  batch: readonly PlannedWorkout[],
  loggedDay: LocalDay,
): Promise<{ workouts: PlannedWorkout[]; exercises: number; sets: number }> {
  if (batch.length === 0) return { workouts: [], exercises: 0, sets: 0 };
  const now = new Date();
  const made = await sqlRows<{ id: string; key: string }>(
    tx,
    sql`insert into workouts (user_id, name, type, notes, duration_seconds, distance_miles,
                              completed_at, logged_day, done_day, idempotency_key, import_id,
                              created_at, updated_at)
        select ${userId}::uuid, w.name, w.type, w.notes, w.duration, w.distance, w.completed_at,
               ${loggedDay}::date, w.done_day, w.key, ${importId}::uuid, ${now}, ${now}
          from unnest(${arrayColumn(batch.map((w) => w.name))}::text[],
                      ${arrayColumn(batch.map((w) => w.type))}::workout_type[],
                      ${arrayColumn(batch.map((w) => w.notes))}::text[],
                      ${arrayColumn(batch.map((w) => w.durationSeconds))}::int[],
                      ${arrayColumn(batch.map((w) => w.distanceMiles))}::float8[],
                      ${arrayColumn(batch.map((w) => w.completedAt))}::timestamptz[],
                      ${arrayColumn(batch.map((w) => w.doneDay))}::date[],
                      ${arrayColumn(batch.map((w) => w.key))}::text[])
               as w(name, type, notes, duration, distance, completed_at, done_day, key)
        on conflict do nothing
        returning id, idempotency_key as key`,
  );
  const ids = new Map(made.map((r) => [r.key, r.id]));
  const written = batch.filter((w) => ids.has(w.key));
  // The workouts' own inserts (exercise-rows.ts), a bounded piece at a time.
  const list = written.flatMap((w) =>
    w.exercises.map((e, position): NewExercise => ({
      id: randomUUID(),
      workoutId: ids.get(w.key)!,
      position,
      values: e.values,
      sets: e.sets,
    })),
  );
  const keys = new Set(list.map((x) => exerciseKey(x.values.name)));
  let sets = 0;
  for (const part of chunks(list)) {
    await tx.execute(exercisesInsert(part));
    const setRows = setRowsOf(part);
    sets += setRows.length;
    for (const piece of chunks(setRows, ROWS_PER_INSERT * 5)) await tx.execute(setsInsert(piece)!);
  }
  await settleWorkouts(tx, userId, keys);
  return { workouts: written, exercises: list.length, sets };
}

/** The exercise keys of an import's workouts, before Undo deletes them. */
export async function keysOfImport(db: Db, importId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: exercises.exerciseKey })
    .from(exercises)
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(eq(workouts.importId, importId));
  return rows.map((r) => r.key);
}
