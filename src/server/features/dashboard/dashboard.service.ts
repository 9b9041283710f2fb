import { sql } from 'drizzle-orm';
import { addDays, localDayOf, startOfLocalDay, todayWindow } from '../../../shared/local-day';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { Goal } from '../../../shared/schemas/goals';
import { roundMiles, secondsToMinutes } from '../../../shared/workout-totals';
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
import { HISTORY_DAYS } from './suggestion-context';
import { buildSuggestions, type PersonalBest } from './suggestions';

export const RECENT_WORKOUTS = 5;
export const DASHBOARD_GOALS = 5;

const userId = sql.placeholder('userId');

/**
 * Everything on the dashboard but its recent workouts, in one statement (issue 9): the workouts
 * of the insights' history (today's are among them), the goals, the heaviest weight per exercise
 * name (case-insensitive, with how it was lifted) and the insights put off with Maybe Later.
 */
const readInsights = preparedSql<{
  history: WorkoutSummaryJson[];
  goals: GoalJson[];
  bests: (Omit<PersonalBest, 'lastDoneAt'> & { lastDoneAt: string })[];
  hidden: string[];
  hidden_until: string | null;
  streak: StreakColumns | null;
}>(
  'dashboard_insights',
  sql`
  select
    ${workoutSummariesJson(sql`w.user_id = ${userId} and w.completed_at >= ${sql.placeholder('since')}::timestamptz`)} as history,
    ${goalsJson(userId)} as goals,
    coalesce((
      select json_agg(json_build_object(
        'name', b.name, 'weight', b.weight, 'sets', b.sets, 'reps', b.reps, 'times', b.times,
        'lastDoneAt', ${isoTime('b.last_done_at')}))
      from (
        select (array_agg(e.name order by w.completed_at desc))[1] as name,
          max(e.weight_lbs) as weight,
          (array_agg(e.sets order by e.weight_lbs desc, w.completed_at desc))[1] as sets,
          (array_agg(e.reps order by e.weight_lbs desc, w.completed_at desc))[1] as reps,
          count(*) as times,
          max(w.completed_at) as last_done_at
        from exercises e join workouts w on w.id = e.workout_id
        where w.user_id = ${userId} and e.weight_lbs > 0
        group by lower(e.name)
      ) b), '[]'::json) as bests,
    coalesce((
      select json_agg(d.suggestion_id)
      from suggestion_dismissals d
      where d.user_id = ${userId} and d.hidden_until > ${sql.placeholder('now')}::timestamptz
    ), '[]'::json) as hidden,
    (select ${isoTime('min(d.hidden_until)')}
      from suggestion_dismissals d
      where d.user_id = ${userId} and d.hidden_until > ${sql.placeholder('now')}::timestamptz
    ) as hidden_until,
    ${streakJson(userId)} as streak`,
);

/**
 * Current Goals: unfinished ones first (nearest deadline, then newest), then finished ones,
 * most recently finished first, so a goal just reached still shows its congratulations.
 */
function dashboardGoals(goals: Goal[]) {
  const open = goals
    .filter((g) => !g.isCompleted)
    .sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999'));
  const done = goals
    .filter((g) => g.isCompleted)
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  return [...open, ...done].slice(0, DASHBOARD_GOALS);
}

/**
 * SPEC §3 Dashboard response, with "today" the user's own local day (DESIGN §5). Two statements
 * (issue 9): the recent workouts as the Workouts list reads them (with their records), and the
 * rest; the rules run here on their rows.
 */
export async function getDashboard(
  db: Db,
  user: SessionUser,
  now = new Date(),
  expireAt?: (at: Date | null) => void,
): Promise<Dashboard> {
  const { timeZone } = user;
  const { today } = todayWindow(now, timeZone);
  const since = startOfLocalDay(addDays(today, -(HISTORY_DAYS - 1)), timeZone);
  const [recent, [row]] = await Promise.all([
    listWorkouts(db, user.id, RECENT_WORKOUTS),
    readInsights(db, { userId: user.id, since: since.toISOString(), now: now.toISOString() }),
  ]);
  // A Maybe Later ends at the end of the day it was said on, in the zone of that day: the
  // read cache keeps the dashboard no longer (after a move of zone it is not today's end).
  expireAt?.(row!.hidden_until ? new Date(row!.hidden_until) : null);
  const streak = recordedStreakFrom(row!.streak, user, now);
  const history = row!.history.map(toWorkoutSummary);
  const goals = row!.goals.map(goalFromJson);
  // Today's workouts are those done today by the day each keeps (issue 26 §3), the day the
  // Workouts list and Recent Workouts name: a move east turns none of yesterday's into today's.
  const todays = history.filter((w) => w.day === today);
  const seconds = todays.reduce((sum, w) => sum + w.duration, 0);
  const miles = todays.reduce((sum, w) => sum + w.distance, 0);
  const suggestions = buildSuggestions(
    {
      now,
      timeZone,
      weightUnit: user.weightUnit,
      workouts: history,
      lastWorkout: recent[0] ?? null,
      joined: localDayOf(user.createdAt, timeZone),
      goals,
      personalBests: row!.bests.map((b) => ({ ...b, lastDoneAt: new Date(b.lastDoneAt) })),
      streak,
    },
    new Set(row!.hidden),
  );
  return {
    today,
    timeZone,
    todayStats: {
      workouts: todays.length,
      minutes: secondsToMinutes(seconds),
      miles: roundMiles(miles),
    },
    goals: dashboardGoals(goals),
    recentWorkouts: recent,
    suggestions,
  };
}
