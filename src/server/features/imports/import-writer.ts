// Writing an import's workouts (issue 29): a batch at a time, each in the caller's transaction
// after the user's progress lock, with one multi-row insert per table, so 50,000 sets take a few
// hundred statements rather than 50,000 round trips.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImportSource } from '../../../shared/schemas/imports';
import type { LocalDay } from '../../../shared/local-day';
import type { Db } from '../../db/client';
import { exerciseSets, exercises, imports, workouts } from '../../db/schema';
import { exerciseColumns, setColumns } from '../workouts/exercise-rows';
import { settleWorkouts } from '../workouts/workout-changes';
import type { PlannedWorkout } from './import-plan';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters at 14 columns a row. */
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
 * their exercises and sets, then brings the records of the exercises it touched up to date and
 * moves the workouts version on. Imported history is no one's streak and earns no XP: streak_day
 * stays null and no progress is settled. A key that arrived meanwhile is left out, not an error.
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
  const ids = new Map<string, string>();
  for (const part of chunks(batch)) {
    const rows = await tx
      .insert(workouts)
      .values(
        part.map((w) => ({
          userId,
          name: w.name,
          type: w.type,
          notes: w.notes,
          durationSeconds: w.durationSeconds,
          distanceMiles: null,
          completedAt: w.completedAt,
          loggedDay,
          streakDay: null,
          doneDay: w.doneDay,
          idempotencyKey: w.key,
          importId,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: workouts.id, key: workouts.idempotencyKey });
    for (const r of rows) ids.set(r.key!, r.id);
  }
  const written = batch.filter((w) => ids.has(w.key));
  const exerciseRows = written.flatMap((w) =>
    w.exercises.map((e, position) => ({
      ...exerciseColumns(e.values, e.sets),
      personalRecord: false,
      workoutId: ids.get(w.key)!,
      position,
      setList: e.sets,
    })),
  );
  const keys = new Set<string>();
  let sets = 0;
  for (const part of chunks(exerciseRows)) {
    const made = await tx
      .insert(exercises)
      .values(part.map(({ setList: _sets, ...row }) => row))
      .returning({
        id: exercises.id,
        workoutId: exercises.workoutId,
        position: exercises.position,
        key: exercises.exerciseKey,
      });
    const idOf = new Map(made.map((m) => [`${m.workoutId}:${m.position}`, m]));
    const setRows = part.flatMap((e) => {
      const m = idOf.get(`${e.workoutId}:${e.position}`)!;
      keys.add(m.key);
      return setColumns(m.id, e.setList);
    });
    sets += setRows.length;
    for (const rows of chunks(setRows)) await tx.insert(exerciseSets).values(rows);
  }
  await settleWorkouts(tx, userId, keys);
  return { workouts: written, exercises: exerciseRows.length, sets };
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
