import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { keptDay } from '../../../shared/done-day';
import {
  ROUTINE_LIMITS,
  type CreateRoutineBody,
  type Routine,
  type RoutineExercise,
  type RoutineHistoryEntry,
  type UpdateRoutineBody,
} from '../../../shared/schemas/routines';
import { LBS_PER_KG } from '../../../shared/units';
import type { Db, Tx } from '../../db/client';
import { bumpDataVersion } from '../../db/data-version';
import { sqlRows } from '../../db/prepared';
import { exercises, routines, workouts } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { lockProgress } from '../progression/progression.service';
import { assertWorkoutSize, findOwnWorkout, loadSets } from '../workouts/workouts.service';
import {
  copyName,
  exercisesFromWorkout,
  storedExercises,
  toRoutineDto,
  type RoutineRow,
} from './routines.mapper';

const routineNotFound = () => notFound('Routine not found');

const NEVER_DONE = { lastDoneAt: null, timesDone: 0 } as const;

/**
 * The user's routines that match `where`, each with when it was last done and how often, in one
 * statement: a lateral read per routine of the workouts done from it, which the index on
 * workouts (routine_id, completed_at) answers without the rest of the history. A workout names
 * only its owner's routine (createWorkout checks), so no user filter is needed inside.
 */
async function readRoutines(db: Db, where: SQL | undefined): Promise<Routine[]> {
  const done = db
    .select({
      lastDoneAt: sql<Date | null>`max(${workouts.completedAt})`
        .mapWith(workouts.completedAt)
        .as('last_done_at'),
      timesDone: sql<number>`count(*)::int`.mapWith(Number).as('times_done'),
    })
    .from(workouts)
    .where(eq(workouts.routineId, routines.id))
    .as('done');
  const rows = await db
    .select({ routine: routines, lastDoneAt: done.lastDoneAt, timesDone: done.timesDone })
    .from(routines)
    .leftJoinLateral(done, sql`true`)
    .where(where)
    .orderBy(desc(routines.createdAt), desc(routines.id));
  return rows.map((r) =>
    toRoutineDto(r.routine, { lastDoneAt: r.lastDoneAt ?? null, timesDone: r.timesDone ?? 0 }),
  );
}

/** GET /api/routines: the user's routines, newest first (the order they were made in, reversed). */
export const listRoutines = (db: Db, userId: string) =>
  readRoutines(db, eq(routines.userId, userId));

/** The caller's routine, or 404: another user's id looks exactly like a missing one (DESIGN §4). */
export async function getRoutine(db: Db, userId: string, id: string): Promise<Routine> {
  const [routine] = await readRoutines(db, and(eq(routines.id, id), eq(routines.userId, userId)));
  if (!routine) throw routineNotFound();
  return routine;
}

/**
 * The per-user bound (ROUTINE_LIMITS, bounded writes of issue 25): counted under the user's lock
 * (lockProgress, which every write of this user takes first), so two creates in flight cannot
 * both pass it. A 409: the request is fine, the account is full.
 */
async function assertRoomForRoutine(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(routines)
    .where(eq(routines.userId, userId));
  if ((row?.count ?? 0) >= ROUTINE_LIMITS.perUser) {
    throw conflict(
      `You can keep at most ${ROUTINE_LIMITS.perUser} routines: delete one to make another`,
    );
  }
}

/** One of the user's workouts as a routine's exercises (404 when it is not theirs). */
async function workoutAsRoutine(tx: Tx, userId: string, workoutId: string) {
  const workout = await findOwnWorkout(tx, userId, workoutId);
  const rows = await tx
    .select()
    .from(exercises)
    .where(eq(exercises.workoutId, workout.id))
    .orderBy(asc(exercises.position), asc(exercises.createdAt));
  if (rows.length === 0) throw badRequest('fromWorkoutId: that workout has no exercises to copy');
  // A workout logged before the size bounds (issue 25) may be larger than a routine may be.
  assertWorkoutSize(rows.map((r) => r.sets));
  return exercisesFromWorkout(
    rows,
    await loadSets(
      tx,
      rows.map((r) => r.id),
    ),
  );
}

async function insertRoutine(
  tx: Tx,
  userId: string,
  values: { name: string; notes: string | null; exercises: RoutineExercise[] },
  idempotencyKey: string | undefined,
): Promise<RoutineRow> {
  const now = new Date();
  const [row] = await tx
    .insert(routines)
    .values({
      userId,
      ...values,
      idempotencyKey: idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/**
 * The routine this user's idempotency key already made, if any (issue 28: a retried or replayed
 * create). Read under the user's progress lock, so two retries in flight cannot both insert; the
 * per-user unique index stands behind it.
 */
async function madeWithKey(tx: Tx, userId: string, idempotencyKey: string | undefined) {
  if (!idempotencyKey) return undefined;
  const [made] = await tx
    .select({ id: routines.id })
    .from(routines)
    .where(and(eq(routines.userId, userId), eq(routines.idempotencyKey, idempotencyKey)));
  return made?.id;
}

/** What a create answers: the routine made now, or (replayed) the one its key made before. */
type Made = { row: RoutineRow; replayedId?: undefined } | { row?: undefined; replayedId: string };

async function answerOf(db: Db, userId: string, made: Made) {
  return made.row
    ? { routine: toRoutineDto(made.row, NEVER_DONE), replayed: false }
    : { routine: await getRoutine(db, userId, made.replayedId), replayed: true };
}

/**
 * POST /api/routines: from the exercises sent, or a copy of one of the user's workouts. With an
 * idempotency key this user already used, nothing is written and that key's routine is answered.
 */
export async function createRoutine(
  db: Db,
  userId: string,
  body: CreateRoutineBody,
  idempotencyKey?: string,
): Promise<{ routine: Routine; replayed: boolean }> {
  const made = await db.transaction(async (tx): Promise<Made> => {
    await lockProgress(tx, userId);
    const replayedId = await madeWithKey(tx, userId, idempotencyKey);
    if (replayedId) return { replayedId };
    await assertRoomForRoutine(tx, userId);
    const list = body.fromWorkoutId
      ? await workoutAsRoutine(tx, userId, body.fromWorkoutId)
      : storedExercises(body.exercises ?? []);
    const row = await insertRoutine(
      tx,
      userId,
      { name: body.name, notes: body.notes || null, exercises: list },
      idempotencyKey,
    );
    return { row };
  });
  return answerOf(db, userId, made);
}

/** PUT /api/routines/{id}: fields left out keep their value; `exercises` replaces them all. */
export async function updateRoutine(db: Db, userId: string, id: string, body: UpdateRoutineBody) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(routines)
      .set({
        name: body.name,
        notes: body.notes === undefined ? undefined : body.notes || null,
        exercises: body.exercises && storedExercises(body.exercises),
        updatedAt: new Date(),
      })
      .where(and(eq(routines.id, id), eq(routines.userId, userId)))
      .returning({ id: routines.id });
    if (!row) throw routineNotFound();
    await bumpDataVersion(tx, userId);
  });
  return getRoutine(db, userId, id);
}

/**
 * DELETE /api/routines/{id}. The workouts done from it keep everything they logged; they only
 * stop naming it (workouts.routine_id is ON DELETE SET NULL).
 */
export async function deleteRoutine(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(routines)
      .where(and(eq(routines.id, id), eq(routines.userId, userId)))
      .returning({ id: routines.id });
    if (!row) throw routineNotFound();
    await bumpDataVersion(tx, userId);
  });
}

/**
 * POST /api/routines/{id}/duplicate: "<name> (copy)" with the same notes and exercises. With an
 * idempotency key this user already used, nothing is written and that key's routine is answered
 * (even when the original has been deleted since).
 */
export async function duplicateRoutine(
  db: Db,
  userId: string,
  id: string,
  idempotencyKey?: string,
): Promise<{ routine: Routine; replayed: boolean }> {
  const made = await db.transaction(async (tx): Promise<Made> => {
    await lockProgress(tx, userId);
    const replayedId = await madeWithKey(tx, userId, idempotencyKey);
    if (replayedId) return { replayedId };
    const [source] = await tx
      .select()
      .from(routines)
      .where(and(eq(routines.id, id), eq(routines.userId, userId)));
    if (!source) throw routineNotFound();
    await assertRoomForRoutine(tx, userId);
    const row = await insertRoutine(
      tx,
      userId,
      { name: copyName(source.name), notes: source.notes, exercises: source.exercises },
      idempotencyKey,
    );
    return { row };
  });
  return answerOf(db, userId, made);
}

interface HistoryRow {
  workout_id: string | null;
  completed_at: string | null;
  done_day: string | null;
  duration: number | null;
  volume_lbs: number | null;
  sets: number | null;
}

/**
 * GET /api/routines/{id}/history: the last `limit` workouts done from the routine, newest first,
 * each with its duration (the one logged, else its sets' time, as a workout's duration is), the
 * pounds lifted in its ticked working sets (warm-ups are never volume) and its ticked sets. One
 * statement: the routine (for the 404) and, laterally, its latest workouts by the routine index,
 * each summed over its own sets only.
 */
export async function routineHistory(
  db: Db,
  userId: string,
  id: string,
  limit: number,
): Promise<RoutineHistoryEntry[]> {
  const rows = await sqlRows<HistoryRow>(
    db,
    sql`select h.workout_id, h.completed_at, h.done_day, h.duration, h.volume_lbs, h.sets
          from routines r
          left join lateral (
            select w.id as workout_id,
                   to_char(w.completed_at at time zone 'UTC',
                           'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as completed_at,
                   w.done_day::text as done_day,
                   coalesce(w.duration_seconds, sum(s.duration_seconds), 0)::int as duration,
                   coalesce(sum(s.reps * case when s.weight_unit = 'kg'
                                              then s.weight * ${LBS_PER_KG}::float8
                                              else s.weight end)
                              filter (where s.done and s.set_type <> 'warmup'), 0)::float8
                     as volume_lbs,
                   (count(s.id) filter (where s.done))::int as sets
              from (select id, completed_at, done_day, duration_seconds
                      from workouts
                     where routine_id = r.id
                     order by completed_at desc, id desc
                     limit ${limit}) w
              left join exercises e on e.workout_id = w.id
              left join exercise_sets s on s.exercise_id = e.id
             group by w.id, w.completed_at, w.done_day, w.duration_seconds
          ) h on true
         where r.id = ${id} and r.user_id = ${userId}
         order by h.completed_at desc, h.workout_id desc`,
  );
  if (rows.length === 0) throw routineNotFound();
  return rows.flatMap((r) =>
    r.workout_id === null || r.completed_at === null
      ? []
      : [
          {
            workoutId: r.workout_id,
            completedAt: r.completed_at,
            day: keptDay(r.done_day, new Date(r.completed_at)),
            duration: r.duration ?? 0,
            volumeLbs: r.volume_lbs ?? 0,
            sets: r.sets ?? 0,
          },
        ],
  );
}
