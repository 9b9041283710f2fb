import { sql } from 'drizzle-orm';
import { addDays, localDayOf, startOfLocalDay } from '../../../shared/local-day';
import { progressStats, typeBreakdown } from '../../../shared/progress-stats';
import type { Progress } from '../../../shared/schemas/progress';
import type { Workout } from '../../../shared/schemas/workouts';
import { CHART_WEEKS, weeklyActivity, weeklyMiles } from '../../../shared/weekly-activity';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { isoTime } from '../../db/sql-json';
import type { SessionUser } from '../../plugins/session';
import { goalFromJson, goalsJson, type GoalJson } from '../goals/goals.service';
import {
  recordedStreakFrom,
  streakJson,
  type StreakColumns,
} from '../progression/progression.service';
import {
  listWorkouts,
  toWorkoutSummary,
  workoutSummariesJson,
  type WorkoutSummaryJson,
} from '../workouts/workouts.service';

/** SPEC §2 Progress: Recent Activity, the 5 latest. */
export const RECENT_ACTIVITY = 5;

const userId = sql.placeholder('userId');

/**
 * Everything on Progress but Recent Activity, in one statement (issue 9): every workout's time
 * and type (the total and the type bars), the chart's
 * workouts with what their time and distance are made of, and the goals.
 */
const readSummary = preparedSql<{
  timeline: Pick<Workout, 'completedAt' | 'type'>[];
  chart: WorkoutSummaryJson[];
  goals: GoalJson[];
  streak: StreakColumns | null;
}>(
  'progress_summary',
  sql`
  select
    coalesce((
      select json_agg(json_build_object('completedAt', ${isoTime('w.completed_at')}, 'type', w.type)
        order by w.completed_at desc)
      from workouts w where w.user_id = ${userId}), '[]'::json) as timeline,
    ${workoutSummariesJson(sql`w.user_id = ${userId} and w.completed_at >= ${sql.placeholder('since')}::timestamptz`)} as chart,
    ${goalsJson(userId)} as goals,
    ${streakJson(userId)} as streak`,
);

/**
 * GET /api/progress/{userId}: the tiles, the 12-week chart, the type bars, the goals and Recent
 * Activity, in the user's own days (DESIGN §5). Two statements: the recent workouts as the
 * Workouts list reads them (with their records), and the rest; the rules run here on the rows.
 */
export async function getProgress(db: Db, user: SessionUser, now = new Date()): Promise<Progress> {
  const { timeZone } = user;
  const today = localDayOf(now, timeZone);
  const since = startOfLocalDay(addDays(today, -(CHART_WEEKS * 7 - 1)), timeZone);
  const [recent, [row]] = await Promise.all([
    listWorkouts(db, user.id, RECENT_ACTIVITY),
    readSummary(db, { userId: user.id, since: since.toISOString() }),
  ]);
  const streak = recordedStreakFrom(row!.streak, user, now);
  const chart = row!.chart.map(toWorkoutSummary);
  const weeks = weeklyActivity(chart, now, timeZone);
  const miles = weeklyMiles(weeks, chart, timeZone);
  return {
    today,
    timeZone,
    stats: progressStats(row!.timeline, chart, now, timeZone, streak),
    weeks: weeks.map((w, i) => ({ ...w, miles: miles[i]! })),
    types: typeBreakdown(row!.timeline),
    goals: row!.goals.map(goalFromJson),
    recentWorkouts: recent,
  };
}
