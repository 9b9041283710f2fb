// check_progress and get_suggestion answers built from the user's own data (issue 4 §3,
// voice/README: "not a fixed sentence"). Pure: the service gathers the data, these phrase it.
import { EXERCISES, type Exercise, type MuscleGroup } from '../../../shared/exercises/catalogue';
import { addDays, localDayOf } from '../../../shared/local-day';
import type { Goal } from '../../../shared/schemas/goals';
import type { Workout } from '../../../shared/schemas/workouts';
import type { DistancePreference } from '../../../shared/units';
import type { SuggestionFocus } from '../../../shared/voice/schema';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface ProgressFacts {
  workouts: Workout[];
  goals: Goal[];
  /** The current streak as GET /api/progression/me counts it (recorded days, issue 25). */
  streak: number;
  now: Date;
  timeZone: string;
}

/** "You've logged 12 workouts, 3 in the last 7 days (95 minutes). Your streak is 2 days. …" */
export function progressReply({ workouts, goals, streak, now, timeZone }: ProgressFacts): string {
  if (workouts.length === 0 && goals.length === 0) {
    return "Here's your progress update: no workouts logged yet. Say what you did and I'll log it!";
  }
  const today = localDayOf(now, timeZone);
  // Each workout's kept day (issue 26 §3), as the Workouts list shows it.
  const week = workouts.filter((w) => w.day > addDays(today, -7));
  const minutes = Math.round(week.reduce((s, w) => s + w.duration, 0) / 60);
  const parts = [
    `Here's your progress update: ${plural(workouts.length, 'workout')} logged, ` +
      `${week.length} in the last 7 days (${plural(minutes, 'minute')}).`,
    streak > 0
      ? `Your streak is ${plural(streak, 'day')}.`
      : 'Log a workout today to start a streak.',
  ];
  const open = goals.filter((g) => !g.isCompleted);
  const closest = [...open].sort((a, b) => b.progressPercentage - a.progressPercentage)[0];
  if (closest) parts.push(`Closest goal: ${closest.title} at ${closest.progressPercentage}%.`);
  const done = goals.length - open.length;
  if (done > 0) parts.push(`${plural(done, 'goal')} completed.`);
  return parts.join(' ');
}

/** Exercises for the asked-for area or type, preferring ones not done in the last week. */
export function pickExercises(
  focus: SuggestionFocus,
  recentNames: ReadonlySet<string>,
  seed: number,
  count = 3,
): Exercise[] {
  const muscles = new Set(focus.muscles ?? []);
  const matches = EXERCISES.filter(
    (e) =>
      !e.generic &&
      (muscles.size === 0 || e.muscles.some((m) => muscles.has(m as MuscleGroup))) &&
      (!focus.workoutType || e.type === focus.workoutType),
  );
  const fresh = matches.filter((e) => !recentNames.has(e.name.toLowerCase()));
  const pool = fresh.length >= count ? fresh : matches;
  // Rotate by the day so asking again tomorrow brings different ideas, the same ones today.
  return Array.from(
    { length: Math.min(count, pool.length) },
    (_, i) => pool[(seed + i * 7) % pool.length]!,
  );
}

const dose = (e: Exercise, distance: DistancePreference) =>
  e.measure === 'reps'
    ? '3 sets of 10'
    : e.measure === 'duration'
      ? '20 minutes'
      : distance === 'km'
        ? 'an easy 3 km'
        : 'an easy 2 miles';

export interface SuggestionFacts {
  focus?: SuggestionFocus;
  workouts: Workout[];
  /** The dashboard's top insight for today, if any. */
  insight?: { title: string; message: string };
  /** The user's distance unit, for the distances suggested. */
  distance?: DistancePreference;
  now: Date;
  timeZone: string;
}

export function suggestionReply({
  focus,
  workouts,
  insight,
  now,
  timeZone,
  distance = 'mi',
}: SuggestionFacts): string {
  const today = localDayOf(now, timeZone);
  const weekAgo = addDays(today, -7);
  const recent = new Set(
    workouts
      .filter((w) => w.day > weekAgo)
      .flatMap((w) => w.exercises.map((e) => e.name.toLowerCase())),
  );
  const seed = Number(today.replaceAll('-', '')) % 97;
  if (focus && (focus.muscles?.length || focus.workoutType)) {
    const picks = pickExercises(focus, recent, seed);
    const area = focus.area ?? focus.workoutType ?? 'that';
    if (picks.length > 0) {
      const list = picks.map((e) => `${e.name} (${dose(e, distance)})`).join(', ');
      return `For your ${area}, try ${list}.`;
    }
  }
  if (insight) return `${insight.title}: ${insight.message}`;
  const counts = new Map<string, number>();
  for (const w of workouts) counts.set(w.type, (counts.get(w.type) ?? 0) + 1);
  const missing = (['strength', 'cardio', 'flexibility'] as const).find((t) => !counts.get(t));
  const picks = pickExercises({ workoutType: missing ?? 'strength' }, recent, seed);
  const list = picks.map((e) => `${e.name} (${dose(e, distance)})`).join(', ');
  return `Here are some workout suggestions for you: ${list}.`;
}
