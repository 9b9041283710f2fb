import { sql } from 'drizzle-orm';
import { localDayOf, type LocalDay } from '../../../shared/local-day';
import { dayGoalXp, dayWorkoutXp, longestRun } from '../../../shared/progression';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import { refreshTrackedGoals } from '../goals/goal-tracking';
import { changeScores } from '../leaderboard/standings';

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
 * the day's cap is counted by one writer at a time (the security review's "reserve atomically"),
 * and the zone read here is the one the write's local days are taken in.
 */
export async function lockProgress(db: Db, userId: string) {
  const [row] = await sqlRows<{ time_zone: string }>(
    db,
    sql`select time_zone from users where id = ${userId} for update`,
  );
  return { timeZone: row?.time_zone ?? 'UTC' };
}

type Kind = 'workout' | 'goal_completed';

interface Source {
  id: string;
  /** What the rules say it is worth now (0 for a source that no longer exists). */
  worth: number;
  earnedAt: Date;
}

/** Appends the differences between `sources`' worth and their sums in the ledger. */
async function reconcile(
  db: Db,
  userId: string,
  kind: Kind,
  day: LocalDay,
  sources: readonly Source[],
) {
  const held = await sqlRows<{ source_id: string; amount: number; effective_at: string | Date }>(
    db,
    sql`select source_id, sum(amount)::int as amount, min(effective_at) as effective_at
          from xp_events
         where user_id = ${userId} and reason = ${kind} and local_day = ${day}
         group by source_id`,
  );
  const target = new Map(sources.map((s) => [s.id, s]));
  const changes: { sourceId: string; amount: number; effectiveAt: Date }[] = [];
  for (const s of sources) {
    const had = held.find((h) => h.source_id === s.id)?.amount ?? 0;
    if (s.worth !== had)
      changes.push({ sourceId: s.id, amount: s.worth - had, effectiveAt: s.earnedAt });
  }
  for (const h of held) {
    // A deleted source: whatever it still holds goes, counted from when it was earned.
    if (!target.has(h.source_id) && h.amount !== 0) {
      changes.push({
        sourceId: h.source_id,
        amount: -h.amount,
        effectiveAt: asDate(h.effective_at),
      });
    }
  }
  if (changes.length === 0) return [];
  await db.execute(sql`
    insert into xp_events (user_id, reason, source_id, amount, local_day, effective_at)
    values ${sql.join(
      changes.map(
        (c) => sql`(${userId}, ${kind}, ${c.sourceId}, ${c.amount}, ${day}, ${c.effectiveAt})`,
      ),
      sql`, `,
    )}`);
  return changes;
}

/** The workouts logged on `day`, in logging order, as the earning rule sees them. */
async function workoutsLoggedOn(db: Db, userId: string, day: LocalDay): Promise<Source[]> {
  const list = await sqlRows<{
    id: string;
    created_at: string | Date;
    exercise_count: number;
    seconds: number;
  }>(
    db,
    // The duration is the one given, else the exercises' sets' (shared/workout-totals.ts).
    sql`select w.id, w.created_at,
               (select count(*) from exercises e where e.workout_id = w.id)::int as exercise_count,
               coalesce(w.duration_seconds,
                 (select sum(s.duration_seconds) from exercises e
                    join exercise_sets s on s.exercise_id = e.id
                   where e.workout_id = w.id), 0)::int as seconds
          from workouts w
         where w.user_id = ${userId} and w.logged_day = ${day}
         order by w.created_at, w.id`,
  );
  const worth = dayWorkoutXp(
    list.map((w) => ({ id: w.id, exerciseCount: w.exercise_count, durationSeconds: w.seconds })),
  );
  return list.map((w) => ({ id: w.id, worth: worth.get(w.id)!, earnedAt: asDate(w.created_at) }));
}

async function goalsEarnedOn(db: Db, userId: string, day: LocalDay): Promise<Source[]> {
  const list = await sqlRows<{ id: string; earned_at: string | Date }>(
    db,
    sql`select id, earned_at from goals
         where user_id = ${userId} and earned_day = ${day}
         order by earned_at, id`,
  );
  const worth = dayGoalXp(list);
  return list.map((g) => ({ id: g.id, worth: worth.get(g.id)!, earnedAt: asDate(g.earned_at) }));
}

/**
 * Goals that reached 100 % since the last write earn now: their earning instant and local day
 * are stamped once and never cleared (DESIGN §6 "earns once").
 */
async function stampEarnedGoals(db: Db, userId: string, timeZone: string): Promise<LocalDay[]> {
  const reached = await sqlRows<{ id: string; completed_at: string | Date }>(
    db,
    sql`select id, completed_at from goals
         where user_id = ${userId} and completed_at is not null and earned_at is null`,
  );
  const days: LocalDay[] = [];
  for (const g of reached) {
    const at = asDate(g.completed_at);
    const day = localDayOf(at, timeZone);
    days.push(day);
    await db.execute(
      sql`update goals set earned_at = ${at}, earned_day = ${day} where id = ${g.id}`,
    );
  }
  return days;
}

/** The user's longest run of streak days now (the stored one keeps its maximum). */
async function longestStreakNow(db: Db, userId: string) {
  const days = await sqlRows<{ d: string }>(
    db,
    sql`select distinct streak_day::text as d from workouts
         where user_id = ${userId} and streak_day is not null`,
  );
  return longestRun(days.map((r) => r.d));
}

export interface Touched {
  /** Logged days of workouts written (created, edited, deleted) by this write. */
  workoutDays?: readonly LocalDay[];
  /** Earning days of goals deleted by this write. */
  goalDays?: readonly LocalDay[];
}

/**
 * The end of every write that can change XP: tracked goals brought up to date, newly completed
 * goals stamped, the touched days' XP reconciled, and the boards moved, all in the caller's
 * transaction. Call `lockProgress` first.
 */
export async function settleProgress(db: Db, userId: string, touched: Touched = {}) {
  const { timeZone } = await lockProgress(db, userId);
  await refreshTrackedGoals(db, userId);
  const goalDays = new Set([
    ...(touched.goalDays ?? []),
    ...(await stampEarnedGoals(db, userId, timeZone)),
  ]);
  const workoutDays = new Set(touched.workoutDays ?? []);
  const events = [];
  for (const day of workoutDays) {
    events.push(
      ...(await reconcile(db, userId, 'workout', day, await workoutsLoggedOn(db, userId, day))),
    );
  }
  for (const day of goalDays) {
    events.push(
      ...(await reconcile(db, userId, 'goal_completed', day, await goalsEarnedOn(db, userId, day))),
    );
  }
  const longestStreak = workoutDays.size > 0 ? await longestStreakNow(db, userId) : undefined;
  if (events.length > 0 || longestStreak !== undefined) {
    await changeScores(db, userId, { events, longestStreak });
  }
}

/**
 * Reconciles every day of every user with the rules: the first start after the ledger's
 * migration (the ledger starts empty) and `npm run leaderboard:rebuild`. Idempotent.
 */
export async function settleAll(db: Db) {
  const days = await sqlRows<{ user_id: string; kind: Kind; day: string }>(
    db,
    sql`select distinct user_id, 'workout' as kind, logged_day::text as day from workouts
        union
        select distinct user_id, 'goal_completed', earned_day::text from goals where earned_day is not null
        union
        select distinct user_id, reason::text, local_day::text from xp_events`,
  );
  for (const { user_id: userId, kind, day } of days) {
    await db.transaction(async (tx) => {
      await lockProgress(tx, userId);
      const sources =
        kind === 'workout'
          ? await workoutsLoggedOn(tx, userId, day)
          : await goalsEarnedOn(tx, userId, day);
      await reconcile(tx, userId, kind, day, sources);
    });
  }
}
