import { sql, type SQL } from 'drizzle-orm';
import type { DayClock } from '../../../shared/day-clock';
import { localDayOf, type LocalDay } from '../../../shared/local-day';
import {
  EARNING_GOALS_PER_DAY,
  EARNING_WORKOUTS_PER_DAY,
  GOAL_XP,
  goalFillEarns,
  type GoalFill,
  rollingEarners,
  workoutXp,
  XP_WINDOW_MS,
  type XpReason,
} from '../../../shared/progression';
import { longestStreak } from '../../../shared/streak';
import type { Db } from '../../db/client';
import { DATA_VERSION_BUMP } from '../../db/data-version';
import { loggedInApp } from '../../db/logged-in-app';
import { sqlRows } from '../../db/prepared';
import { arrayLiteral, isoTime } from '../../db/sql-json';
import { refreshTrackedGoals, type FilledGoal } from './goal-tracking';
import { changeScores, standingsSharedLock } from './standings';

/**
 * The XP ledger (DESIGN §6, issue 10). Nothing here decides what anything is worth: the pure
 * rules of shared/progression.ts do, for the rows that exist, and `settle` appends whatever
 * difference there is between that and what the ledger already holds. So an edit or a delete is
 * compensated, a sixth workout starts earning when one of the first five goes, and replaying any
 * sequence of writes leaves the ledger equal to the rules.
 */

const asDate = (v: string | Date) => new Date(v);

/**
 * Every write that can change XP or a streak starts with this: the user's row is locked, so
 * the caps are counted by one writer at a time (the security review's "reserve atomically"),
 * and the zone and day clock read here are the ones the write's days are recorded by. The same
 * statement moves the user's data version on (db/data-version.ts): the lock is an update, so a
 * write never needs a second statement to make cached reads stale.
 */
export async function lockProgress(db: Db, userId: string) {
  const [row] = await sqlRows<{
    time_zone: string;
    clock_day: string | null;
    clock_zone: string | null;
  }>(
    db,
    sql`update users set ${DATA_VERSION_BUMP} where id = ${userId}
        returning time_zone, day_clock_day::text as clock_day, day_clock_zone as clock_zone,
                  ${standingsSharedLock} is not null as standings`,
  );
  const clock: DayClock | null =
    row?.clock_day && row.clock_zone ? { day: row.clock_day, timeZone: row.clock_zone } : null;
  return { timeZone: row?.time_zone ?? 'UTC', clock };
}

/** A ledger source's kind: the `xp_reason` it is written under. */
type Kind = XpReason;

/** A source a write created, changed or deleted, and the instant it competes for its cap at. */
export interface Written {
  id: string;
  at: Date;
}

interface Source {
  id: string;
  at: number;
  day: LocalDay;
}

interface Held {
  amount: number;
  effectiveAt: Date;
  day: LocalDay;
}

/**
 * What settling one kind from `from` on (all of it when null) reads, in one statement: the
 * user's sources in the cap's order, what the ledger holds per source, and the XP size of each
 * workout that may be paid anew (written now, or holding nothing: `workoutXp` of its exercise
 * count and duration, the given one else its sets', shared/workout-totals.ts). Imported workouts
 * are no source (`loggedInApp`): they earn nothing and take no place under the daily cap, and an
 * import's Undo has nothing to compensate.
 */
async function ledgerInputs(
  db: Db,
  userId: string,
  kind: Kind,
  from: Date | null,
  written: readonly string[] | 'all',
) {
  const since = (column: SQL) => (from ? sql`and ${column} >= ${from}` : sql``);
  const heldOf = (source: SQL) => sql`coalesce((select sum(x.amount) from xp_events x
      where x.user_id = ${userId} and x.reason = ${kind} and x.source_id = ${source}
            ${since(sql`x.effective_at`)}), 0)`;
  const sources =
    kind === 'workout'
      ? sql`select id, ${isoTime('created_at')} as at, logged_day::text as day from workouts
             where user_id = ${userId} and ${loggedInApp(sql`import_id`)} ${since(sql`created_at`)}
             order by created_at, id`
      : sql`select id, ${isoTime('earned_at')} as at, earned_day::text as day from goals
             where user_id = ${userId} and earned_at is not null ${since(sql`earned_at`)}
             order by earned_at, id`;
  const sized =
    kind !== 'workout'
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(json_build_object('id', w.id,
               'count', (select count(*) from exercises e where e.workout_id = w.id),
               'seconds', coalesce(w.duration_seconds,
                 (select sum(s.duration_seconds) from exercises e
                    join exercise_sets s on s.exercise_id = e.id
                   where e.workout_id = w.id), 0))), '[]')
             from workouts w
            where w.user_id = ${userId} and ${loggedInApp(sql`w.import_id`)}
                  ${since(sql`w.created_at`)}
                  and (${written === 'all' ? sql`true` : sql`w.id = any(${arrayLiteral([...written])}::uuid[])`}
                       or ${heldOf(sql`w.id`)} <= 0))`;
  const [row] = await sqlRows<{
    sources: { id: string; at: string; day: string }[];
    held: { source_id: string; amount: number; effective_at: string; day: string }[];
    sizes: { id: string; count: number; seconds: number }[];
  }>(
    db,
    sql`select (select coalesce(json_agg(s), '[]') from (${sources}) s) as sources,
               (select coalesce(json_agg(h), '[]') from (
                  select source_id, sum(amount)::int as amount,
                         ${isoTime('min(effective_at)')} as effective_at,
                         min(local_day)::text as day
                    from xp_events
                   where user_id = ${userId} and reason = ${kind} ${since(sql`effective_at`)}
                   group by source_id) h) as held,
               ${sized} as sizes`,
  );
  return {
    listed: row!.sources.map((r): Source => ({ id: r.id, at: asDate(r.at).getTime(), day: r.day })),
    held: new Map<string, Held>(
      row!.held.map((r) => [
        r.source_id,
        { amount: r.amount, effectiveAt: asDate(r.effective_at), day: r.day },
      ]),
    ),
    sizes: new Map(row!.sizes.map((r) => [r.id, workoutXp(Number(r.count), Number(r.seconds))])),
  };
}

/**
 * Brings the ledger of one kind in line with the cap rule (`rollingEarners`) from the earliest
 * written source on, or for all of the user's sources (`'all'`). The earners of the 24 hours
 * before it are taken as the ledger holds them: it equals the rules up to there. Returns the
 * events appended.
 */
async function settleKind(db: Db, userId: string, kind: Kind, written: readonly Written[] | 'all') {
  if (written !== 'all' && written.length === 0) return [];
  const first = written === 'all' ? null : Math.min(...written.map((w) => w.at.getTime()));
  const from = first === null ? null : new Date(first - XP_WINDOW_MS);
  const { listed, held, sizes } = await ledgerInputs(
    db,
    userId,
    kind,
    from,
    written === 'all' ? 'all' : written.map((w) => w.id),
  );
  const earning = (id: string) => (held.get(id)?.amount ?? 0) > 0;
  const settled = first === null ? [] : listed.filter((s) => s.at < first);
  const open = first === null ? listed : listed.filter((s) => s.at >= first);
  const isWorkout = kind === 'workout';
  const earners = rollingEarners(
    open,
    isWorkout ? EARNING_WORKOUTS_PER_DAY : EARNING_GOALS_PER_DAY,
    settled.filter((s) => earning(s.id)).map((s) => s.at),
  );
  // A workout's size changes only when it is written; an earner that was not keeps its worth
  // (`ledgerInputs` sized the written ones and those holding nothing).
  const worth = (s: Source) =>
    !earners.has(s.id)
      ? 0
      : isWorkout
        ? written === 'all' || !earning(s.id) || written.some((w) => w.id === s.id)
          ? sizes.get(s.id)!
          : held.get(s.id)!.amount
        : GOAL_XP;

  const changes: { sourceId: string; amount: number; day: LocalDay; effectiveAt: Date }[] = [];
  for (const s of open) {
    const had = held.get(s.id);
    const amount = worth(s) - (had?.amount ?? 0);
    if (amount !== 0) {
      changes.push({
        sourceId: s.id,
        amount,
        day: s.day,
        effectiveAt: had?.effectiveAt ?? new Date(s.at),
      });
    }
  }
  // A deleted source: whatever it still holds goes, counted from when it was earned.
  const exists = new Set(listed.map((s) => s.id));
  for (const [id, h] of held) {
    if (!exists.has(id) && h.amount !== 0) {
      changes.push({ sourceId: id, amount: -h.amount, day: h.day, effectiveAt: h.effectiveAt });
    }
  }
  if (changes.length === 0) return [];
  await db.execute(sql`
    insert into xp_events (user_id, reason, source_id, amount, local_day, effective_at)
    values ${sql.join(
      changes.map(
        (c) => sql`(${userId}, ${kind}, ${c.sourceId}, ${c.amount}, ${c.day}, ${c.effectiveAt})`,
      ),
      sql`, `,
    )}`);
  return changes;
}

/**
 * The goals this write filled that earn (`goalFillEarns`, issue 26 §5: a tracked goal filled by
 * activity logged after it was set; nothing filled by hand): their earning instant and local day
 * are stamped once and never cleared (DESIGN §6 "earns once"). A goal filled by hand is never
 * stamped, and being complete already, no later write fills it again.
 */
async function stampEarnedGoals(
  db: Db,
  userId: string,
  filled: readonly FilledGoal[],
  filledBy: GoalFill,
): Promise<Written[]> {
  const stamped: Written[] = [];
  const earns = filled.filter((g) => goalFillEarns(g.tracking, filledBy));
  if (earns.length === 0) return stamped;
  // Read only when a goal earns: the zone of its earning day.
  const [user] = await sqlRows<{ time_zone: string }>(
    db,
    sql`select time_zone from users where id = ${userId}`,
  );
  const timeZone = user?.time_zone ?? 'UTC';
  for (const g of earns) {
    const { at } = g;
    stamped.push({ id: g.id, at });
    await db.execute(
      sql`update goals set earned_at = ${at}, earned_day = ${localDayOf(at, timeZone)}
           where id = ${g.id}`,
    );
  }
  return stamped;
}

/**
 * The user's longest run of recorded streak days among the workouts that exist now. Deleting
 * workouts takes their days with them (issue 25), so a streak that loses its workouts falls.
 */
async function longestStreakNow(db: Db, userId: string) {
  const days = await sqlRows<{ d: string }>(
    db,
    sql`select distinct streak_day::text as d from workouts
         where user_id = ${userId} and streak_day is not null`,
  );
  return longestStreak(days.map((r) => r.d));
}

export interface Touched {
  /** Workouts written (created, edited, deleted) by this write, at their logging instants. */
  workouts?: readonly Written[];
  /** Goals deleted by this write, at their earning instants. */
  goals?: readonly Written[];
  /**
   * The write is a goal's own create, edit or delete: whatever goal it fills is filled by hand
   * and earns nothing (issue 26 §5). Every other write logs activity.
   */
  goalWrite?: boolean;
}

/**
 * The end of every write that can change XP: tracked goals brought up to date, newly completed
 * goals stamped, the ledger settled from the written sources on, and the boards moved, all in
 * the caller's transaction. Call `lockProgress` first.
 */
export async function settleProgress(db: Db, userId: string, touched: Touched = {}) {
  const filled = await refreshTrackedGoals(db, userId);
  const filledBy: GoalFill = touched.goalWrite ? 'hand' : 'activity';
  const goals = [
    ...(touched.goals ?? []),
    ...(await stampEarnedGoals(db, userId, filled, filledBy)),
  ];
  const workouts = touched.workouts ?? [];
  const events = [
    ...(await settleKind(db, userId, 'workout', workouts)),
    ...(await settleKind(db, userId, 'goal_completed', goals)),
  ];
  const longestStreak = workouts.length > 0 ? await longestStreakNow(db, userId) : undefined;
  if (events.length > 0 || longestStreak !== undefined) {
    await changeScores(db, userId, { events, longestStreak });
  }
}

/**
 * Reconciles every user's whole ledger with the rules: the first start after a migration that
 * clears the weekly clock (the ledger's own, and issue 25's rolling caps) and
 * `npm run leaderboard:rebuild`. Idempotent.
 */
export async function settleAll(db: Db) {
  const users = await sqlRows<{ user_id: string }>(
    db,
    sql`select user_id from workouts
        union select user_id from goals where earned_at is not null
        union select user_id from xp_events`,
  );
  for (const { user_id: userId } of users) {
    await db.transaction(async (tx) => {
      await lockProgress(tx, userId);
      await settleKind(tx, userId, 'workout', 'all');
      await settleKind(tx, userId, 'goal_completed', 'all');
    });
  }
}
