// What a lifter reads on Progress (issue 27 §4): each lift's records and volume, and the working
// sets each muscle group got per week. Two bounded statements; warm-ups and sets marked not done
// count for neither (set-types.ts `countsAsWork`, the same rule as records and goals).
import { sql } from 'drizzle-orm';
import { addDays, localDayOf, startOfLocalDay } from '../../../shared/local-day';
import { muscleWeeks, type DaySets } from '../../../shared/muscle-weeks';
import { LIFTS_LIMITS, type LiftRecord, type Lifts } from '../../../shared/schemas/lifts';
import { LBS_PER_KG } from '../../../shared/units';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { isoTime } from '../../db/sql-json';
import type { SessionUser } from '../../plugins/session';

const userId = sql.placeholder('userId');

/** The user's working sets with each weight in pounds (sets.ts `weightInLbs`). */
const workingSets = sql`
  select e.exercise_key as key, e.id as exercise_id, e.name, w.completed_at, w.done_day, s.reps,
    case when s.weight_unit = 'kg' then s.weight * ${sql.raw(String(LBS_PER_KG))}::float8
      else s.weight end as lbs
  from workouts w
  join exercises e on e.workout_id = w.id
  join exercise_sets s on s.exercise_id = e.id
  where w.user_id = ${userId} and s.set_type <> 'warmup' and s.done`;

/**
 * Per exercise key (every spelling of a lift is one), the lifts done most recently first. The
 * estimated 1RM is sets.ts `estimatedOneRepMax` (Epley; a single is its own; 1–12 reps) in SQL,
 * so years of sets are never read out to find one maximum.
 */
const readRecords = preparedSql<LiftRecord>(
  'lift_records',
  sql`
  with sets as (${workingSets})
  select
    (array_agg(name order by completed_at desc))[1] as "name",
    count(distinct exercise_id)::int as "timesDone",
    ${isoTime('max(completed_at)')} as "lastDoneAt",
    coalesce(sum(lbs * reps), 0)::float8 as "volumeLbs",
    nullif(max(lbs), 0)::float8 as "heaviestLbs",
    nullif(max(reps), 0)::int as "mostReps",
    max(case when lbs > 0 and reps between 1 and 12
      then case when reps = 1 then lbs else lbs * (1 + reps / 30.0::float8) end end)::float8
      as "bestE1rmLbs"
  from sets
  group by key
  having max(lbs) > 0 or max(reps) > 0
  order by max(completed_at) desc, key
  limit ${sql.raw(String(LIFTS_LIMITS.exercises))}`,
);

/**
 * Working sets per exercise and kept day since `since` (a day early, for a kept day in another
 * zone than the instant's; muscle-weeks.ts drops the days outside the weeks). At most a row per
 * exercise a day: bounded by the weeks asked for.
 */
const readDaySets = preparedSql<DaySets>(
  'lift_day_sets',
  sql`
  with sets as (${workingSets} and w.completed_at >= ${sql.placeholder('since')}::timestamptz)
  select (array_agg(name order by completed_at desc))[1] as "name",
    coalesce(to_char(done_day, 'YYYY-MM-DD'),
      to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD')) as "day",
    count(*)::int as "sets"
  from sets
  group by key, 2
  limit 5000`,
);

/** GET /api/progress/{userId}/lifts: the records and `weeks` weeks of sets per muscle group. */
export async function getLifts(
  db: Db,
  user: SessionUser,
  weeks: number,
  now = new Date(),
): Promise<Lifts> {
  const first = addDays(localDayOf(now, user.timeZone), -(weeks * 7 - 1));
  const since = startOfLocalDay(addDays(first, -1), user.timeZone);
  const [exercises, days] = await Promise.all([
    readRecords(db, { userId: user.id }),
    readDaySets(db, { userId: user.id, since: since.toISOString() }),
  ]);
  return { exercises, weeks: muscleWeeks(days, now, user.timeZone, weeks) };
}
