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
import { readColumns, writeParts, type SettleStep } from '../../db/settle-step';
import { arrayLiteral, isoTime } from '../../db/sql-json';
import {
  goalMeasuresRead,
  goalsUpdate,
  refreshGoals,
  trackedGoalsOf,
  trackedGoalsRead,
} from './goal-tracking';
import {
  scoresAfter,
  scoresRead,
  scoresWrite,
  standingsSharedLock,
  storedScores,
} from './standings';

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

/** What `ledgerRead` found: the sources in the cap's order, the ledger per source, the sizes. */
interface LedgerFound {
  sources: { id: string; at: string; day: string }[];
  held: { source_id: string; amount: number; effective_at: string; day: string }[];
  sizes: { id: string; count: number; seconds: number }[];
}

/**
 * What settling one kind from `from` on (all of it when null) reads, as one JSON column of the
 * settle's read: the user's sources in the cap's order, what the ledger holds per source, and the
 * XP size of each workout that may be paid anew (written now, or holding nothing: `workoutXp` of
 * its exercise count and duration, the given one else its sets', shared/workout-totals.ts).
 * Imported workouts are no source (`loggedInApp`): they earn nothing and take no place under the
 * daily cap, and an import's Undo has nothing to compensate.
 */
function ledgerRead(
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
  return sql`json_build_object(
    'sources', (select coalesce(json_agg(s), '[]') from (${sources}) s),
    'held', (select coalesce(json_agg(h), '[]') from (
               select source_id, sum(amount)::int as amount,
                      ${isoTime('min(effective_at)')} as effective_at,
                      min(local_day)::text as day
                 from xp_events
                where user_id = ${userId} and reason = ${kind} ${since(sql`effective_at`)}
                group by source_id) h),
    'sizes', ${sized})`;
}

/** A ledger entry to append. */
interface XpChange {
  kind: Kind;
  sourceId: string;
  amount: number;
  day: LocalDay;
  effectiveAt: Date;
}

/**
 * Brings the ledger of one kind in line with the cap rule (`rollingEarners`) from `first` on (the
 * earliest written source's instant; null: all of the user's sources, `'all'`), given what
 * `ledgerRead` found from 24 hours before it (`from`). The earners of those 24 hours are taken as
 * the ledger holds them: it equals the rules up to there. `added` are sources this write creates
 * that the read could not see yet (goals it stamps). Returns the events to append.
 */
function ledgerChanges(
  kind: Kind,
  found: LedgerFound,
  first: number | null,
  written: readonly Written[] | 'all',
  added: readonly Source[] = [],
): XpChange[] {
  const read = found.sources.map((r): Source => ({
    id: r.id,
    at: asDate(r.at).getTime(),
    day: r.day,
  }));
  // In the cap's order, as the read's own (its instant, then its id).
  const listed =
    added.length === 0
      ? read
      : [...read, ...added].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const held = new Map<string, Held>(
    found.held.map((r) => [
      r.source_id,
      { amount: r.amount, effectiveAt: asDate(r.effective_at), day: r.day },
    ]),
  );
  const sizes = new Map(
    found.sizes.map((r) => [r.id, workoutXp(Number(r.count), Number(r.seconds))]),
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
  // (`ledgerRead` sized the written ones and those holding nothing).
  const worth = (s: Source) =>
    !earners.has(s.id)
      ? 0
      : isWorkout
        ? written === 'all' || !earning(s.id) || written.some((w) => w.id === s.id)
          ? sizes.get(s.id)!
          : held.get(s.id)!.amount
        : GOAL_XP;

  const changes: XpChange[] = [];
  for (const s of open) {
    const had = held.get(s.id);
    const amount = worth(s) - (had?.amount ?? 0);
    if (amount !== 0) {
      changes.push({
        kind,
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
      changes.push({
        kind,
        sourceId: id,
        amount: -h.amount,
        day: h.day,
        effectiveAt: h.effectiveAt,
      });
    }
  }
  return changes;
}

/** The ledger's new events as one part of a write (null: none). */
function xpInsert(userId: string, changes: readonly XpChange[]) {
  if (changes.length === 0) return null;
  return sql`
    insert into xp_events (user_id, reason, source_id, amount, local_day, effective_at)
    values ${sql.join(
      changes.map(
        (c) => sql`(${userId}, ${c.kind}, ${c.sourceId}, ${c.amount}, ${c.day}, ${c.effectiveAt})`,
      ),
      sql`, `,
    )}`;
}

/** The earliest of `instants` (null when there is none). */
const earliest = (instants: readonly Date[]) =>
  instants.length === 0 ? null : Math.min(...instants.map((at) => at.getTime()));

/** The read of one kind settled from `first` on: its sources from 24 hours before. */
const ledgerFrom = (userId: string, kind: Kind, first: number, written: readonly Written[]) =>
  ledgerRead(
    userId,
    kind,
    new Date(first - XP_WINDOW_MS),
    written.map((w) => w.id),
  );

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
 * The end of every write that can change XP, in the caller's transaction after `lockProgress`:
 * tracked goals brought up to date, newly completed goals stamped, the ledger settled from the
 * written sources on, and the boards moved. Decision 029: one read of everything the rules need
 * (with `also`'s columns: the records' of a workout write), the rules in TypeScript, and one
 * write of every change. A user with tracked goals pays one read more, of what their goals
 * measure: which rows a goal counts depends on the goal, so it is known only after the first.
 */
export async function settleProgress(
  db: Db,
  userId: string,
  touched: Touched = {},
  also: readonly SettleStep[] = [],
) {
  const now = new Date();
  const filledBy: GoalFill = touched.goalWrite ? 'hand' : 'activity';
  const workouts = touched.workouts ?? [];
  const deleted = touched.goals ?? [];
  const workoutFirst = earliest(workouts.map((w) => w.at));
  // A goal this write fills earns at `now`: the goals' ledger is settled from there, or from a
  // goal the write deleted, whichever is earlier.
  const goalFirst = earliest([
    ...deleted.map((g) => g.at),
    ...(filledBy === 'activity' ? [now] : []),
  ]);
  const found = await readColumns(db, {
    ...Object.assign({}, ...also.map((s) => s.read)),
    time_zone: sql`(select time_zone from users where id = ${userId})`,
    tracked: trackedGoalsRead(userId),
    scores: scoresRead(userId),
    ...(workoutFirst !== null && {
      xp_workout: ledgerFrom(userId, 'workout', workoutFirst, workouts),
      streak_days: sql`(select coalesce(json_agg(d), '[]') from (
          select distinct streak_day::text as d from workouts
           where user_id = ${userId} and streak_day is not null) days)`,
    }),
    ...(deleted.length > 0 &&
      goalFirst !== null && {
        xp_goal: ledgerFrom(userId, 'goal_completed', goalFirst, []),
      }),
  });
  const timeZone = (found.time_zone as string | null) ?? 'UTC';

  // Tracked goals: what they measure now (a read of its own, only when there are any).
  const tracked = trackedGoalsOf(found.tracked as Parameters<typeof trackedGoalsOf>[0]);
  const mayEarn = tracked.some(
    (g) => !g.completed && !g.earned && goalFillEarns(g.tracking, filledBy),
  );
  const measured =
    tracked.length === 0
      ? {}
      : await readColumns(db, {
          ...goalMeasuresRead(tracked, timeZone),
          ...(deleted.length === 0 &&
            mayEarn &&
            goalFirst !== null && {
              xp_goal: ledgerFrom(userId, 'goal_completed', goalFirst, []),
            }),
        });
  const { changes: goalChanges, filled } = refreshGoals(tracked, measured, now);
  // The goals filled now that earn (`goalFillEarns`, issue 26 §5: a tracked goal filled by
  // activity logged after it was set; nothing filled by hand): their earning instant and local
  // day are stamped once and never cleared (DESIGN §6 "earns once").
  const day = localDayOf(now, timeZone);
  const stamped: Source[] = [];
  for (const g of filled) {
    if (!goalFillEarns(g.tracking, filledBy)) continue;
    stamped.push({ id: g.id, at: g.at.getTime(), day });
    goalChanges.find((c) => c.id === g.id)!.earned = { at: g.at, day };
  }

  const xpGoal = (found.xp_goal ?? measured.xp_goal) as LedgerFound | undefined;
  const events = [
    ...(workoutFirst === null
      ? []
      : ledgerChanges('workout', found.xp_workout as LedgerFound, workoutFirst, workouts)),
    ...(xpGoal && goalFirst !== null && (deleted.length > 0 || stamped.length > 0)
      ? ledgerChanges(
          'goal_completed',
          xpGoal,
          goalFirst,
          [...deleted, ...stamped.map((s) => ({ id: s.id, at: new Date(s.at) }))],
          stamped,
        )
      : []),
  ];
  // Deleting workouts takes their days with them (issue 25), so a streak that loses its
  // workouts falls: the longest run among the workouts that exist now.
  const streak = workoutFirst === null ? undefined : longestStreak(found.streak_days as string[]);
  const stored = storedScores(found.scores as Parameters<typeof storedScores>[0]);
  const after = scoresAfter(stored, { events, longestStreak: streak });

  await writeParts(db, {
    ...Object.assign({}, ...also.map((s) => s.write(found))),
    goal_values: goalsUpdate(goalChanges),
    xp_added: xpInsert(userId, events),
    ...scoresWrite(userId, stored.scores, after),
  });
}

/**
 * Reconciles every user's whole ledger with the rules: the first start after a migration that
 * clears the weekly clock (the ledger's own, and issue 25's rolling caps) and
 * `npm run leaderboard:rebuild`. Idempotent. The same rule as every write's settle
 * (`ledgerChanges`), for all of a user's sources at once.
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
      const found = await readColumns(tx, {
        xp_workout: ledgerRead(userId, 'workout', null, 'all'),
        xp_goal: ledgerRead(userId, 'goal_completed', null, 'all'),
      });
      const changes = [
        ...ledgerChanges('workout', found.xp_workout as LedgerFound, null, 'all'),
        ...ledgerChanges('goal_completed', found.xp_goal as LedgerFound, null, 'all'),
      ];
      await writeParts(tx, { xp_added: xpInsert(userId, changes) });
    });
  }
}
