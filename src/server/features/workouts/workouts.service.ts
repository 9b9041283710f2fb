import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  CreateWorkoutBody,
  UpdateWorkoutBody,
  Workout,
  WorkoutPage,
  WorkoutPageQuery,
} from '../../../shared/schemas/workouts';
import { encodeWorkoutCursor, type WorkoutPosition } from '../../../shared/workout-cursor';
import { repeatedName } from '../../../shared/workout-names';
import type { Db, Tx } from '../../db/client';
import { sqlRows, withParts } from '../../db/prepared';
import { arrayLiteral } from '../../db/sql-json';
import { exercises, workouts } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import {
  dayClockUpdate,
  lockProgress,
  loggingDays,
  recordLoggingDays,
} from '../progression/progression.service';
import { savedLiveWorkoutDelete } from '../live-workout/live-workout.service';
import {
  asInput,
  assertWorkoutSize,
  exercisesInsert,
  exercisesUpdate,
  insertExercises,
  loadSets,
  newExercises,
  type NewExercise,
  setRowsOf,
  setsInsert,
} from './exercise-rows';
import { exerciseKey, setsOf } from '../../../shared/sets';
import { settleWorkouts } from './workout-changes';
import { readWorkouts, readWorkoutsBetween, readWorkoutsById } from './workout-reads';

export const workoutNotFound = () => notFound('Workout not found');

/** Blank notes are no notes. */
const notesValue = (notes: string | null | undefined) =>
  notes === undefined ? undefined : notes || null;

const exerciseOrder = [asc(exercises.position), asc(exercises.createdAt)] as const;

/** The user's workouts, newest first (SPEC §7 GET /api/workouts/{userId}), in one statement. */
export async function listWorkouts(db: Db, userId: string, limit?: number) {
  return (await readWorkouts(db, userId, { limit })).workouts;
}

/** GET /api/workouts/{userId}/page (issue 9): the Workouts screen's pages, by keyset cursor. */
export async function workoutsPage(
  db: Db,
  userId: string,
  { cursor, limit }: WorkoutPageQuery,
): Promise<WorkoutPage> {
  const { workouts, next, total } = await readWorkouts(db, userId, { after: cursor, limit });
  return { workouts, nextCursor: next && encodeWorkoutCursor(next), total };
}

/**
 * Every workout of the user, newest first, `size` at a time (the export streams them): memory
 * holds one batch whatever the account's size.
 */
export async function* workoutBatches(db: Db, userId: string, size = 200) {
  let after: WorkoutPosition | undefined;
  do {
    const read = await readWorkouts(db, userId, { after, limit: size });
    if (read.workouts.length > 0) yield read.workouts;
    after = read.next ?? undefined;
  } while (after);
}

/**
 * The user's workouts done in [since, until), newest first, at most `limit` (the voice's totals
 * over a period, issue 31 §2), and the instant of their first workout ever (null when none): a
 * question never speaks of a span before the account's history begins.
 */
export async function workoutsBetween(
  db: Db,
  userId: string,
  since: Date,
  until: Date,
  limit: number,
) {
  const [read, [first]] = await Promise.all([
    readWorkoutsBetween(db, userId, since, until, limit),
    db
      .select({ at: sql<Date | null>`min(${workouts.completedAt})`.mapWith(workouts.completedAt) })
      .from(workouts)
      .where(eq(workouts.userId, userId)),
  ]);
  return { ...read, firstAt: first?.at ?? null };
}

/** The caller's workout, or 404: another user's id looks exactly like a missing one (DESIGN §4). */
export async function findOwnWorkout(db: Db, userId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(workouts)
    .where(and(eq(workouts.id, id), eq(workouts.userId, userId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw workoutNotFound();
  return row;
}

/**
 * The caller's workout as the API answers it, or 404, read by the list's own statement (one
 * round trip): create, edit, repeat and share views answer exactly what the list shows.
 */
export async function getWorkout(db: Db, userId: string, id: string): Promise<Workout> {
  const [workout] = await readWorkoutsById(db, userId, [id]);
  if (!workout) throw workoutNotFound();
  return workout;
}

/** The user's workouts of `ids` (others' and missing ones left out), newest first, in one read. */
export function getWorkouts(db: Db, userId: string, ids: readonly string[]): Promise<Workout[]> {
  return readWorkoutsById(db, userId, ids);
}

/**
 * POST /api/workouts: creates the workout and any inline exercises in one transaction, and brings
 * the goals that track what was logged up to date in the same one. With an idempotency key this
 * user already used, nothing is written and the workout that key made is answered (`replayed`).
 * The check runs under the user's progress lock, which every write of this user takes first, so
 * two retries in flight cannot both insert; the unique index stands behind it.
 */
export async function createWorkout(
  db: Db,
  userId: string,
  body: CreateWorkoutBody,
  idempotencyKey?: string,
  /**
   * Runs in the workout's transaction before it is written (a voice workout takes a unit of the
   * plan's quota here): if the write fails the unit is given back, and if it refuses nothing is
   * written.
   */
  beforeWrite?: (tx: Tx) => Promise<void>,
): Promise<{ workout: Workout; replayed: boolean }> {
  const { id, replayed } = await db.transaction(async (tx) => {
    const lock = await lockProgress(tx, userId);
    // A repeat must not run `beforeWrite` (a voice workout would pay twice): look first. Without
    // it, the insert below finds out for itself, in the same statement.
    if (idempotencyKey && beforeWrite) {
      const made = await workoutOfKey(tx, userId, idempotencyKey);
      if (made) {
        await tx.execute(savedLiveWorkoutDelete(userId, idempotencyKey));
        return { id: made, replayed: true };
      }
    }
    // Whoever built the body (a form, voice, a session, an import), the workout fits (issue 25).
    assertWorkoutSize((body.exercises ?? []).map((e) => setsOf(e).length));
    await beforeWrite?.(tx);
    // Set here rather than by the database so "now" is one clock (the app's).
    const now = new Date();
    const completedAt = body.completedAt ? new Date(body.completedAt) : now;
    const { days, moved } = loggingDays(lock, completedAt, now);
    const workoutId = randomUUID();
    const list = newExercises(workoutId, body.exercises ?? []);
    // One statement writes it all (decision 029): the day clock if it moved on, the live workout
    // this saves (issue 27 §3: no longer under way on any device), the workout (unless this
    // key's is there: a repeat answers it), its exercises and their sets.
    const guard = sql`where exists (select 1 from w)`;
    const [row] = await sqlRows<{ made: string | null; earlier: string | null }>(
      tx,
      withParts(
        {
          clock: moved && dayClockUpdate(userId, moved),
          live: idempotencyKey ? savedLiveWorkoutDelete(userId, idempotencyKey) : null,
          w: sql`insert into workouts (id, user_id, name, type, notes, duration_seconds,
                   distance_miles, completed_at, logged_day, streak_day, done_day,
                   idempotency_key, routine_id, created_at, updated_at)
                 values (${workoutId}, ${userId}, ${body.name}, ${body.type},
                   ${notesValue(body.notes) ?? null}, ${body.duration ?? null},
                   ${body.distance ?? null}, ${completedAt}, ${days.loggedDay}, ${days.streakDay},
                   ${days.doneDay}, ${idempotencyKey ?? null},
                   ${body.routineId ? ownRoutineId(userId, body.routineId) : null}, ${now}, ${now})
                 on conflict do nothing
                 returning id`,
          x: list.length > 0 && exercisesInsert(list, guard),
          s: setsInsert(setRowsOf(list), guard),
        },
        sql`select (select id from w) as made,
                   (select id from workouts
                     where user_id = ${userId} and idempotency_key = ${idempotencyKey ?? null})
                     as earlier`,
      ),
    );
    if (!row!.made) return { id: row!.earlier!, replayed: true };
    await settleWorkouts(
      tx,
      userId,
      list.map((e) => exerciseKey(e.values.name)),
      { workouts: [{ id: workoutId, at: now }] },
    );
    return { id: workoutId, replayed: false };
  });
  return { workout: await getWorkout(db, userId, id), replayed };
}

/** The user's workout saved with idempotency key `key`, if any. */
async function workoutOfKey(tx: Tx, userId: string, key: string) {
  const [made] = await tx
    .select({ id: workouts.id })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.idempotencyKey, key)));
  return made?.id;
}

/**
 * The routine a workout was done from, when it is the user's; else null, and the workout is saved
 * without the link (decision 026). A routine deleted on another device while its live workout ran
 * must not cost the lifter the workout, and an id that is not the user's reads as one that does
 * not exist: the answer's `routineId: null` says it was not linked, and nothing of anyone else's
 * is read or moved. A subquery of the workout's insert.
 */
const ownRoutineId = (userId: string, routineId: string) =>
  sql`(select id from routines where id = ${routineId} and user_id = ${userId})`;

/**
 * PUT /api/workouts/{id}: fields left out keep their value; null duration/distance derive. With
 * `exercises` the workout's exercises become exactly that list (issue 8: the edit dialog saves
 * everything at once): listed ids of its own are updated in their new order, the others added
 * (an id listed twice is added the second time), the rest deleted.
 */
export async function updateWorkout(db: Db, userId: string, id: string, body: UpdateWorkoutBody) {
  await db.transaction(async (tx) => {
    const lock = await lockProgress(tx, userId);
    const [row] = await sqlRows<{
      id: string;
      completed_at: string | Date;
      created_at: string | Date;
      imported: boolean;
      exercise_ids: string[];
      keys: string[];
    }>(
      tx,
      sql`select w.id, w.completed_at, w.created_at, w.import_id is not null as imported,
                 array(select e.id::text from exercises e where e.workout_id = w.id) as exercise_ids,
                 array(select distinct e.exercise_key from exercises e where e.workout_id = w.id)
                   as keys
            from workouts w where w.id = ${id} and w.user_id = ${userId}`,
    );
    if (!row) throw workoutNotFound();
    const now = new Date();
    const completedAt = body.completedAt ? new Date(body.completedAt) : undefined;
    // A new date is filed as if logged now: moved far back, it no longer extends a streak.
    const moved =
      completedAt && completedAt.getTime() !== new Date(row.completed_at).getTime()
        ? loggingDays(lock, completedAt, now)
        : undefined;
    const own = new Set(row.exercise_ids);
    const keep = new Set<string>();
    const list = body.exercises?.map((values, position): NewExercise => {
      const id = values.id !== undefined && own.has(values.id) && !keep.has(values.id);
      if (id) keep.add(values.id!);
      return {
        id: id ? values.id! : randomUUID(),
        workoutId: row.id,
        position,
        values,
        sets: setsOf(values),
      };
    });
    if (list) assertWorkoutSize(list.map((e) => e.sets.length));
    const kept = list?.filter((e) => keep.has(e.id)) ?? [];
    const added = list?.filter((e) => !keep.has(e.id)) ?? [];
    const keptIds = arrayLiteral([...keep]);
    // One statement (decision 029): the day clock if it moved on, the workout's fields, and with
    // a list its exercises: the unlisted deleted, the kept updated with their sets replaced,
    // the new inserted with theirs. Every part reads the rows as they were before it.
    await tx.execute(
      withParts(
        {
          clock: moved?.moved && dayClockUpdate(userId, moved.moved),
          w: sql`update workouts set ${sql.join(
            [
              ...Object.entries({
                name: body.name,
                type: body.type,
                notes: notesValue(body.notes),
                duration_seconds: body.duration,
                distance_miles: body.distance,
                completed_at: completedAt,
                // Imported history opens no streak (issue 29 §4), even moved to today.
                streak_day: row.imported ? undefined : moved?.days.streakDay,
                done_day: moved?.days.doneDay,
              })
                .filter(([, v]) => v !== undefined)
                .map(([column, v]) => sql`${sql.raw(column)} = ${v}`),
              sql`updated_at = ${now}`,
            ],
            sql`, `,
          )} where id = ${id}`,
          gone:
            list &&
            sql`delete from exercises where workout_id = ${id}
                  and not (id = any(${keptIds}::uuid[]))`,
          kept: kept.length > 0 && exercisesUpdate(kept, now),
          old_sets:
            kept.length > 0 &&
            sql`delete from exercise_sets where exercise_id = any(${keptIds}::uuid[])`,
          added: added.length > 0 && exercisesInsert(added),
          sets: list && setsInsert(setRowsOf(list)),
        },
        sql`select 1`,
      ),
    );
    const keys = list ? list.map((e) => exerciseKey(e.values.name)) : [];
    await settleWorkouts(tx, userId, [...row.keys, ...keys], {
      workouts: [{ id, at: new Date(row.created_at) }],
    });
  });
  return getWorkout(db, userId, id);
}

/** Deletes the workout; its exercises and sets go with it (ON DELETE CASCADE). */
export async function deleteWorkout(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    // One statement: the delete, and the exercise keys the workout held (read on the
    // statement's snapshot, so as they were before it) for their records.
    const [row] = await sqlRows<{ created_at: string | Date; keys: string[] }>(
      tx,
      sql`with gone as (delete from workouts where id = ${id} and user_id = ${userId}
                        returning id, created_at)
          select created_at,
                 array(select distinct e.exercise_key from exercises e where e.workout_id = gone.id)
                   as keys
            from gone`,
    );
    if (!row) throw workoutNotFound();
    await settleWorkouts(tx, userId, row.keys, {
      workouts: [{ id, at: new Date(row.created_at) }],
    });
  });
}

/**
 * SPEC §7 Repeat: a new workout named "{name} (Repeated)", done now, with a copy of every
 * exercise and every set. A given duration or distance is copied as given; derived ones stay
 * derived.
 */
export async function repeatWorkout(db: Db, userId: string, id: string) {
  const newId = await db.transaction(async (tx) => {
    const lock = await lockProgress(tx, userId);
    const source = await findOwnWorkout(tx, userId, id);
    const rows = await tx
      .select()
      .from(exercises)
      .where(eq(exercises.workoutId, source.id))
      .orderBy(...exerciseOrder);
    // A workout logged before the bounds (issue 25) may be larger: it is not copied.
    assertWorkoutSize(rows.map((r) => r.sets));
    const now = new Date();
    const days = await recordLoggingDays(tx, userId, lock, now, now);
    const [copy] = await tx
      .insert(workouts)
      .values({
        userId,
        name: repeatedName(source.name),
        type: source.type,
        notes: source.notes,
        durationSeconds: source.durationSeconds,
        distanceMiles: source.distanceMiles,
        completedAt: now,
        ...days,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: workouts.id });
    const sets = await loadSets(
      tx,
      rows.map((r) => r.id),
    );
    const made = await insertExercises(
      tx,
      copy!.id,
      rows.map((r) => asInput(r, sets.get(r.id) ?? [])),
    );
    await settleWorkouts(
      tx,
      userId,
      made.map((e) => e.exerciseKey),
      { workouts: [{ id: copy!.id, at: now }] },
    );
    return copy!.id;
  });
  return getWorkout(db, userId, newId);
}

// What other features use of workouts, so they meet it only through this file (issue 30 §5):
// the summaries' SQL fragment that the dashboard, Progress and share views put inside their own
// one statement (a screen's single round trip), and the exercise rows and records settle that an
// import's batched writes and a routine's copies share with the workouts' own writes.
export {
  toWorkoutSummary,
  workoutSummariesJson,
  type WorkoutSummaryJson,
} from './workout-summaries';
export {
  assertWorkoutSize,
  exerciseColumns,
  exercisesInsert,
  loadSets,
  setColumns,
  setRowsOf,
  setsInsert,
  type ExerciseRow,
  type NewExercise,
} from './exercise-rows';
export { settleWorkouts } from './workout-changes';
