import { sql } from 'drizzle-orm';
import { localDayOf } from '../../../shared/local-day';
import { levelFor, streaks, WEEK_MS } from '../../../shared/progression';
import type { Progression } from '../../../shared/schemas/progression';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';

/**
 * One statement: the stored scores, this week's XP summed from the ledger to the second, the
 * workout count, and the streak days recent enough to matter for the current streak.
 */
const progressionRead = preparedSql<{
  total_xp: number;
  weekly_xp: number;
  longest_streak: number;
  total_workouts: number;
  recent_days: string[] | null;
}>(
  'progression_me',
  sql`select coalesce(e.total_xp, 0)::int as total_xp,
             (select coalesce(sum(x.amount), 0) from xp_events x
               where x.user_id = u.id and x.effective_at >= ${sql.placeholder('weekStart')}::timestamptz)::int as weekly_xp,
             coalesce(e.longest_streak, 0)::int as longest_streak,
             (select count(*) from workouts w where w.user_id = u.id)::int as total_workouts,
             (select array_agg(d::text order by d desc) from (
                select distinct w.streak_day as d from workouts w
                 where w.user_id = u.id and w.streak_day is not null
                 order by 1 desc limit coalesce(e.longest_streak, 0) + 2) recent) as recent_days
        from users u left join leaderboard_entries e on e.user_id = u.id
       where u.id = ${sql.placeholder('userId')}::uuid`,
);

/** GET /api/progression/me (SPEC §3 Progression, DESIGN §6). */
export async function getProgression(
  db: Db,
  user: { id: string; timeZone: string },
  now = new Date(),
): Promise<Progression> {
  const [row] = await progressionRead(db, {
    userId: user.id,
    weekStart: new Date(now.getTime() - WEEK_MS).toISOString(),
  });
  const totalXp = row?.total_xp ?? 0;
  const level = levelFor(totalXp);
  const { current } = streaks(row?.recent_days ?? [], localDayOf(now, user.timeZone));
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
  };
}
