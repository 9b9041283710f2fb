import { sql, type SQLWrapper } from 'drizzle-orm';
import { recordedToday, type RecordedStreak } from '../../../shared/day-clock';
import { dailyXpCapReached, levelFor, WEEK_MS, XP_WINDOW_MS } from '../../../shared/progression';
import type { Progression } from '../../../shared/schemas/progression';
import { currentStreak, streakKeptToday } from '../../../shared/streak';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { rebuildStandings, weeklyFrom } from './standings';
import { settleAll } from './xp-ledger';

/*
 * The progression feature's one door (issue 30 §5): another feature imports progression only
 * from this file (lint/feature-boundaries.js). Behind it is the settle pipeline — xp-ledger.ts
 * (lockProgress, settleProgress: decision 017), day-clock.ts (the days a write is filed under),
 * goal-tracking.ts (the goals' tracked amounts settle refreshes) and standings.ts (the boards'
 * incremental counts) — kept as files of their own, one job each; what other features call of
 * them is re-exported here rather than moved, so each keeps its history and its tests.
 */
// Every tracking write: lock first, settle last, in the same transaction (workouts, goals,
// body-weights, imports, routines, the leaderboard's visibility switch).
export { lockProgress, settleProgress, type Touched } from './xp-ledger';
export { dayClockUpdate, loggingDays, recordLoggingDays } from './day-clock';
export { startingWeight } from './goal-tracking';
// The leaderboard's reads and its upkeep (the weekly sweep; rebuilding, as the tests and
// scripts/leaderboard-rebuild.ts do).
export {
  changeScores,
  ownStanding,
  ownStandingSql,
  rebuildStandings,
  STORED,
  sweepWeekly,
  weeklyCorrections,
  weeklyFrom,
  type OwnStanding,
} from './standings';
// Settling every user's ledger again by the rules (scripts/leaderboard-rebuild.ts, and the tests'
// consistency check, which expects it to append nothing).
export { settleAll } from './xp-ledger';

/**
 * The first start after the ledger's migration builds the ledger and the boards from the rows;
 * later starts find the clock row and do nothing. Any number of instances may race here: both
 * steps take turns on locks and are idempotent. (The leaderboard's routes call it when the app
 * is ready.)
 */
export async function ensureStandings(db: Db) {
  if (await weeklyFrom(db)) return;
  await settleAll(db);
  await rebuildStandings(db);
}

/**
 * The user's day clock and their recorded streak days, newest first, as many as the current
 * streak can need (it is no longer than the longest): `u` is the user, `e` their board entry.
 */
const streakColumns = sql`u.day_clock_day::text as clock_day, u.day_clock_zone as clock_zone,
  (select array_agg(d::text order by d desc) from (
     select distinct w.streak_day as d from workouts w
      where w.user_id = u.id and w.streak_day is not null
      order by 1 desc limit coalesce(e.longest_streak, 0) + 2) recent) as recent_days`;

export interface StreakColumns {
  clock_day: string | null;
  clock_zone: string | null;
  recent_days: string[] | null;
}

function recordedStreak(
  row: StreakColumns | undefined,
  timeZone: string,
  now: Date,
): RecordedStreak {
  const clock =
    row?.clock_day && row.clock_zone ? { day: row.clock_day, timeZone: row.clock_zone } : null;
  return { today: recordedToday(clock, now, timeZone), days: row?.recent_days ?? [] };
}

/**
 * The user's day clock and recorded streak days as one JSON column, for a read that carries them
 * in its own statement (Progress's tile, the dashboard's streak insight: one round trip each,
 * decision 014); `recordedStreakFrom` reads it.
 */
export const streakJson = (userId: SQLWrapper) =>
  sql`(select row_to_json(s) from (select ${streakColumns}
        from users u left join leaderboard_entries e on e.user_id = u.id
       where u.id = ${userId}::uuid) s)`;

/** The recorded streak a `streakJson` column holds. */
export const recordedStreakFrom = (
  json: StreakColumns | null,
  user: { timeZone: string },
  now: Date,
): RecordedStreak => recordedStreak(json ?? undefined, user.timeZone, now);

/** The current streak, whether today already is a streak day, and the recorded today. */
export interface StreakToday {
  current: number;
  keptToday: boolean;
  today: string;
}

const streakRead = preparedSql<{ streak: StreakColumns | null }>(
  'progression_streak',
  sql`select ${streakJson(sql.placeholder('userId'))} as streak`,
);

/**
 * The streak as GET /api/progression/me counts it, and whether today already keeps it (the
 * voice's "how do I keep my streak", issue 31 §2): one statement over the recorded streak days,
 * no more of them than the current streak can need.
 */
export async function readStreakToday(
  db: Db,
  user: { id: string; timeZone: string },
  now = new Date(),
): Promise<StreakToday> {
  const [row] = await streakRead(db, { userId: user.id });
  const recorded = recordedStreakFrom(row?.streak ?? null, user, now);
  return {
    current: currentStreak(recorded),
    keptToday: streakKeptToday(recorded),
    today: recorded.today,
  };
}

/**
 * One statement: the stored scores, this week's XP from the ledger, the count, the streak days,
 * and when each workout that earned in the last 24 hours earned (its logging instant, the cap's).
 */
const progressionRead = preparedSql<
  StreakColumns & {
    total_xp: number;
    weekly_xp: number;
    longest_streak: number;
    total_workouts: number;
    earned_last_day: number[] | null;
    weekly_oldest: number | null;
  }
>(
  'progression_me',
  sql`select coalesce(e.total_xp, 0)::int as total_xp,
             (select coalesce(sum(x.amount), 0) from xp_events x
               where x.user_id = u.id and x.effective_at >= ${sql.placeholder('weekStart')}::timestamptz)::int as weekly_xp,
             coalesce(e.longest_streak, 0)::int as longest_streak,
             (select (extract(epoch from min(x.effective_at)) * 1000)::float8 from xp_events x
               where x.user_id = u.id and x.effective_at >= ${sql.placeholder('weekStart')}::timestamptz) as weekly_oldest,
             (select count(*) from workouts w where w.user_id = u.id)::int as total_workouts,
             (select array_agg((extract(epoch from earned.at) * 1000)::float8) from (
                select min(x.effective_at) as at from xp_events x
                 where x.user_id = u.id and x.reason = 'workout'
                   and x.effective_at > ${sql.placeholder('dayStart')}::timestamptz
                 group by x.source_id having sum(x.amount) > 0) earned) as earned_last_day,
             ${streakColumns}
        from users u left join leaderboard_entries e on e.user_id = u.id
       where u.id = ${sql.placeholder('userId')}::uuid`,
);

/**
 * GET /api/progression/me (SPEC §3 Progression, DESIGN §6); the voice's progress answer. Weekly
 * XP and the daily cap slide to the millisecond, so `expireAt` (the read cache's) is told the
 * instant the answer next changes with no write: when the oldest XP of the week, or the oldest
 * earning of the last 24 hours, leaves its window.
 */
export async function getProgression(
  db: Db,
  user: { id: string; timeZone: string },
  now = new Date(),
  expireAt?: (at: Date | null) => void,
): Promise<Progression> {
  const [row] = await progressionRead(db, {
    userId: user.id,
    weekStart: new Date(now.getTime() - WEEK_MS).toISOString(),
    dayStart: new Date(now.getTime() - XP_WINDOW_MS).toISOString(),
  });
  const earned = (row?.earned_last_day ?? []).map(Number);
  const changes = Math.min(
    row?.weekly_oldest == null ? Infinity : Number(row.weekly_oldest) + WEEK_MS + 1,
    ...earned.map((at) => at + XP_WINDOW_MS),
  );
  expireAt?.(Number.isFinite(changes) ? new Date(changes) : null);
  const totalXp = row?.total_xp ?? 0;
  const level = levelFor(totalXp);
  const current = currentStreak(recordedStreak(row, user.timeZone, now));
  return {
    totalXp,
    currentLevel: level.level,
    workoutStreak: current,
    longestStreak: Math.max(row?.longest_streak ?? 0, current),
    totalWorkouts: row?.total_workouts ?? 0,
    levelTitle: level.title,
    levelStartXp: level.start,
    nextLevelXp: level.next,
    weeklyXp: row?.weekly_xp ?? 0,
    dailyXpCapReached: dailyXpCapReached(earned, now.getTime()),
  };
}
