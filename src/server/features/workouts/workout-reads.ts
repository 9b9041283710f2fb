// Every read of a workout in one statement (issue 9, issue 30 §6): a page of the user's workouts,
// newest first, or given ones by id, each with its exercises, their sets and personal records
// (json_agg), and the total. One round trip however long the page, and nothing read beyond the
// page: the records are kept on the rows by every write (issue 25, personal-records.ts); the
// derived totals are worked out here. Lists, create/edit/repeat answers and share views all
// answer through the same projection and mapping, so they cannot drift apart.
import { sql, type SQL } from 'drizzle-orm';
import type { Workout } from '../../../shared/schemas/workouts';
import type { RecordKind, SetValues } from '../../../shared/sets';
import type { WorkoutPosition } from '../../../shared/workout-cursor';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { isoTimeMicros } from '../../db/sql-json';
import { recordOf } from './personal-records';
import {
  toExerciseDto,
  toWorkoutDto,
  type ExerciseFields,
  type WorkoutFields,
} from './workouts.mapper';

/** Times as the cursor carries them: UTC to the microsecond, whatever the session's zone. */
const utc = isoTimeMicros;

/** An exercise's sets in order, as `SetValues` (the keys in the order the DTO has them). */
const setsOf = (exerciseId: string) =>
  sql.raw(`coalesce((
    select json_agg(json_build_object(
      'reps', s.reps, 'weight', s.weight, 'weightUnit', s.weight_unit,
      'duration', s.duration_seconds, 'distance', s.distance, 'done', s.done,
      'setType', s.set_type, 'rpe', s.rpe
    ) order by s.position)
    from exercise_sets s where s.exercise_id = ${exerciseId}), '[]'::json)`);

const ORDER = sql.raw('completed_at desc, created_at desc, id desc');

interface PageRow {
  total: number;
  hasMore: boolean;
  workouts: WorkoutJson[];
}

/**
 * The one projection every read of a workout goes through: `candidates` picks the workouts (and
 * `total` counts what the caller means by all of them); the rest is the same text either way.
 * Every part is linear whatever plan is chosen, as PGlite never analyzes its tables and plans
 * without statistics: exercises and sets are correlated subqueries on their tables' indexes
 * (never on a CTE, which a guessed plan joined in a nested loop, quadratic in the whole list).
 * Before that, exporting 10 000 workouts took minutes on PGlite.
 */
const workoutsStatement = (name: string, candidates: SQL, total: SQL) =>
  preparedSql<PageRow>(
    name,
    sql`
  with candidates as (${candidates}),
  page as (select * from candidates order by ${ORDER} limit ${sql.placeholder('limit')})
  select
    (${total})::int as total,
    (select count(*) from candidates) > (select count(*) from page) as "hasMore",
    coalesce((
      select json_agg(json_build_object(
        'id', p.id, 'userId', p.user_id, 'name', p.name, 'type', p.type, 'notes', p.notes,
        'durationSeconds', p.duration_seconds, 'distanceMiles', p.distance_miles,
        'completedAt', ${utc('p.completed_at')}, 'createdAt', ${utc('p.created_at')},
        'doneDay', p.done_day::text, 'routineId', p.routine_id,
        'exercises', coalesce((
          select json_agg(json_build_object(
            'id', e.id, 'workoutId', e.workout_id, 'name', e.name,
            'sets', e.sets, 'reps', e.reps, 'weightLbs', e.weight_lbs,
            'durationSeconds', e.duration_seconds, 'distance', e.distance,
            'distanceUnit', e.distance_unit, 'intensity', e.intensity,
            'restSeconds', e.rest_seconds, 'supersetGroup', e.superset_group,
            'setList', ${setsOf('e.id')},
            'personalRecord', e.personal_record, 'measureKind', e.measure_kind,
            'measureValue', e.measure_value
          ) order by e.position, e.created_at)
          from exercises e where e.workout_id = p.id), '[]'::json)
      ) order by p.completed_at desc, p.created_at desc, p.id desc)
      from page p), '[]'::json) as workouts`,
  );

/**
 * A page of the list: `candidates` holds one row more than the page, only to tell whether a
 * next page exists; `total` is all the user's workouts.
 */
const readPage = workoutsStatement(
  'workouts_page',
  sql`
    select * from workouts
    where user_id = ${sql.placeholder('userId')}
      and (completed_at, created_at, id) < (
        ${sql.placeholder('afterCompleted')}::timestamptz,
        ${sql.placeholder('afterCreated')}::timestamptz,
        ${sql.placeholder('afterId')}::uuid)
    order by ${ORDER}
    limit ${sql.placeholder('probe')}`,
  sql`select count(*) from workouts where user_id = ${sql.placeholder('userId')}`,
);

/**
 * Given workouts of the user, by id (a statement of its own, so each plan is a plain index
 * lookup rather than one plan guarded by "no ids given"); `total` is how many were found.
 */
const readByIds = workoutsStatement(
  'workouts_by_id',
  sql`
    select * from workouts
    where id = any(${sql.placeholder('ids')}::uuid[])
      and user_id = ${sql.placeholder('userId')}`,
  sql`select count(*) from candidates`,
);

type ExerciseJson = ExerciseFields & {
  setList: SetValues[];
  personalRecord: boolean | null;
  measureKind: RecordKind | null;
  measureValue: number | null;
};
type WorkoutJson = Omit<WorkoutFields, 'completedAt' | 'createdAt'> & {
  completedAt: string;
  createdAt: string;
  exercises: ExerciseJson[];
};
/** Before every workout there can be: where the first page starts. */
const START: WorkoutPosition = {
  completedAt: 'infinity',
  createdAt: 'infinity',
  id: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
};

export interface WorkoutsRead {
  workouts: Workout[];
  /** The last workout's place when more follow it, else null. */
  next: WorkoutPosition | null;
  /** All the user's workouts, not only this page's. */
  total: number;
}

/** The rows a statement answered, as the API's workouts, and where a next page starts. */
function workoutsOf({ total, hasMore, workouts }: PageRow): WorkoutsRead {
  const last = workouts.at(-1);
  return {
    workouts: workouts.map((w) =>
      toWorkoutDto(
        { ...w, completedAt: new Date(w.completedAt), createdAt: new Date(w.createdAt) },
        w.exercises.map((e) => toExerciseDto(e, e.setList, recordOf(e))),
      ),
    ),
    next:
      hasMore && last
        ? { completedAt: last.completedAt, createdAt: last.createdAt, id: last.id }
        : null,
    total,
  };
}

/**
 * The user's workouts after `after` (from the newest when absent), at most `limit` (all when
 * absent), newest first: done, then logged, then id, all descending.
 */
export async function readWorkouts(
  db: Db,
  userId: string,
  { after = START, limit }: { after?: WorkoutPosition; limit?: number } = {},
): Promise<WorkoutsRead> {
  const [row] = await readPage(db, {
    userId,
    afterCompleted: after.completedAt,
    afterCreated: after.createdAt,
    afterId: after.id,
    limit: limit ?? null,
    probe: limit === undefined ? null : limit + 1,
  });
  return workoutsOf(row!);
}

/**
 * The workouts of `ids` that are the user's, newest first, through the same projection as the
 * list (another user's id is left out, as a missing one is). Ids must be UUIDs.
 */
export async function readWorkoutsById(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Workout[]> {
  if (ids.length === 0) return [];
  // A Postgres array literal as text: the one form both drivers pass the same way.
  const [row] = await readByIds(db, { userId, ids: `{${ids.join(',')}}`, limit: null });
  return workoutsOf(row!).workouts;
}

/**
 * The user's workouts done from `since` to before `until`, newest first, at most `limit`
 * (`hasMore` then says more were done in the span): a range of the list's own index (user_id,
 * completed_at), through the same projection, so a voice answer's totals are the list's rows.
 */
const readBetween = workoutsStatement(
  'workouts_between',
  sql`
    select * from workouts
    where user_id = ${sql.placeholder('userId')}
      and completed_at >= ${sql.placeholder('since')}::timestamptz
      and completed_at < ${sql.placeholder('until')}::timestamptz
    order by ${ORDER}
    limit ${sql.placeholder('probe')}`,
  sql`select count(*) from candidates`,
);

export interface WorkoutsBetween {
  workouts: Workout[];
  /** More workouts were done in the span than `limit`: the oldest were left out. */
  truncated: boolean;
}

export async function readWorkoutsBetween(
  db: Db,
  userId: string,
  since: Date,
  until: Date,
  limit: number,
): Promise<WorkoutsBetween> {
  const [row] = await readBetween(db, {
    userId,
    since: since.toISOString(),
    until: until.toISOString(),
    limit,
    probe: limit + 1,
  });
  const read = workoutsOf(row!);
  return { workouts: read.workouts, truncated: read.next !== null };
}
