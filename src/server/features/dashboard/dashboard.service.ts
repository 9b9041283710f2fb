import { and, count, desc, eq, gt, gte, isNotNull, max, sql } from 'drizzle-orm';
import { addDays, startOfLocalDay, todayWindow } from '../../../shared/localDay';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { Goal } from '../../../shared/schemas/goals';
import { secondsToMinutes } from '../../../shared/workoutTotals';
import type { Db } from '../../db/client';
import { exercises, workouts } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { listGoals } from '../goals/goals.service';
import { listWorkouts, withExercises } from '../workouts/workouts.service';
import { hiddenSuggestionIds } from './dismissals.service';
import { HISTORY_DAYS } from './suggestionContext';
import { buildSuggestions, type PersonalBest } from './suggestions';

export const RECENT_WORKOUTS = 5;
export const DASHBOARD_GOALS = 5;

/** Workouts done since the start of a local day, with exercises. */
async function workoutsSince(db: Db, userId: string, since: Date) {
  const rows = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), gte(workouts.completedAt, since)))
    .orderBy(desc(workouts.completedAt));
  return withExercises(db, rows);
}

/** The heaviest weight per exercise name (case-insensitive), with how it was lifted. */
async function personalBests(db: Db, userId: string): Promise<PersonalBest[]> {
  const order = sql`${exercises.weightLbs} desc, ${workouts.completedAt} desc`;
  const rows = await db
    .select({
      name: sql<string>`(array_agg(${exercises.name} order by ${workouts.completedAt} desc))[1]`,
      weight: max(exercises.weightLbs),
      sets: sql<number>`(array_agg(${exercises.sets} order by ${order}))[1]`,
      reps: sql<number | null>`(array_agg(${exercises.reps} order by ${order}))[1]`,
      times: count(),
      lastDoneAt: max(workouts.completedAt),
    })
    .from(exercises)
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(
      and(eq(workouts.userId, userId), isNotNull(exercises.weightLbs), gt(exercises.weightLbs, 0)),
    )
    .groupBy(sql`lower(${exercises.name})`);
  return rows.map((r) => ({
    ...r,
    weight: r.weight ?? 0,
    sets: Number(r.sets),
    reps: r.reps === null ? null : Number(r.reps),
    lastDoneAt: new Date(r.lastDoneAt ?? 0),
  }));
}

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

/** SPEC §3 Dashboard response, with "today" the user's own local day (DESIGN §5). */
export async function getDashboard(
  db: Db,
  user: SessionUser,
  now = new Date(),
): Promise<Dashboard> {
  const { timeZone } = user;
  const { today, start, end } = todayWindow(now, timeZone);
  const historyStart = startOfLocalDay(addDays(today, -(HISTORY_DAYS - 1)), timeZone);
  const [history, recentWorkouts, goals, bests, hidden] = await Promise.all([
    workoutsSince(db, user.id, historyStart),
    listWorkouts(db, user.id, RECENT_WORKOUTS),
    listGoals(db, user.id),
    personalBests(db, user.id),
    hiddenSuggestionIds(db, user.id, now),
  ]);
  const todays = history.filter((w) => {
    const at = Date.parse(w.completedAt);
    return at >= start.getTime() && at < end.getTime();
  });
  const seconds = todays.reduce((sum, w) => sum + w.duration, 0);
  const miles = todays.reduce((sum, w) => sum + w.distance, 0);
  const suggestions = buildSuggestions(
    {
      now,
      timeZone,
      weightUnit: user.weightUnit,
      workouts: history,
      lastWorkout: recentWorkouts[0] ?? null,
      goals,
      personalBests: bests,
    },
    hidden,
  );
  return {
    today,
    timeZone,
    todayStats: {
      workouts: todays.length,
      minutes: secondsToMinutes(seconds),
      miles: Math.round(miles * 100) / 100,
    },
    goals: dashboardGoals(goals),
    recentWorkouts,
    suggestions,
  };
}
