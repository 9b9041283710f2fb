import { addDays, daysBetween } from '../../../shared/local-day';
import type { Suggestion } from '../../../shared/schemas/dashboard';
import type { WorkoutType } from '../../../shared/schemas/workouts';
import { currentStreak, streakKeptToday } from '../../../shared/streak';
import { MUSCLE_GROUPS, muscleGroupOf, type MuscleGroup } from './muscle-groups';
import {
  dayText,
  emptyPrefill,
  HISTORY_DAYS,
  plural,
  prefillFrom,
  prefillRows,
  suggestion,
  TYPE_LABEL,
  type Context,
  type InsightExercise,
} from './suggestion-context';

/**
 * A streak about to break: active yesterday (and maybe before) but not yet today, in the days
 * recorded when the workouts were logged (issue 25).
 */
export function streakRule(ctx: Context): Suggestion | null {
  if (streakKeptToday(ctx.streak)) return null;
  const streak = currentStreak(ctx.streak);
  const last = ctx.recent[0];
  if (streak === 0 || !last) return null;
  return suggestion(ctx, {
    kind: 'streak',
    title: streak > 1 ? `Keep your ${streak}-day streak alive` : 'Make it two days in a row',
    message:
      streak > 1
        ? `You've worked out ${streak} days in a row. Log a workout today before midnight to keep it going.`
        : `You worked out yesterday (${last.name}). A workout today starts a streak.`,
    prefill: prefillFrom(last),
  });
}

/** The core workout types; mixed and sports sessions are never "missing". */
const CORE_TYPES: WorkoutType[] = ['strength', 'cardio', 'flexibility'];

/** A core workout type not done this week: the one done least recently. */
export function missingTypeRule(ctx: Context): Suggestion | null {
  if (ctx.recent.length === 0) return null;
  const lastOf = (type: WorkoutType) => ctx.recent.find((w) => w.type === type);
  const missing = CORE_TYPES.filter((t) => {
    const last = lastOf(t);
    return !last || ctx.dayOf(last) < ctx.weekFrom;
  });
  // Never done ranks first, then the longest ago.
  const age = (t: WorkoutType) => {
    const last = lastOf(t);
    return last ? daysBetween(ctx.dayOf(last), ctx.today) : Number.MAX_SAFE_INTEGER;
  };
  const type = missing.sort((a, b) => age(b) - age(a))[0];
  if (!type) return null;
  const last = lastOf(type);
  const label = TYPE_LABEL[type];
  // The look-back is this week and the four before it, unless the account is younger than that.
  const span =
    ctx.joined > addDays(ctx.today, -(HISTORY_DAYS - 1))
      ? 'since you joined'
      : 'in the last 5 weeks';
  return suggestion(ctx, {
    kind: 'missing-type',
    subject: type,
    title: `Time for some ${label}`,
    message: last
      ? `Your last ${label} workout was ${plural(age(type), 'day')} ago (${last.name}). Fit one in this week.`
      : `You haven't logged a ${label} workout ${span}. Add one for a balanced week.`,
    prefill: last ? prefillFrom(last) : emptyPrefill(type),
  });
}

/**
 * A muscle group trained in the four weeks before this one but not in the last 7 days; the one
 * trained most often before wins, and Schedule It offers the user's usual exercise for it.
 */
export function muscleGroupRule(ctx: Context): Suggestion | null {
  const thisWeek = new Set<MuscleGroup>();
  const before = new Map<MuscleGroup, InsightExercise[]>();
  for (const w of ctx.recent) {
    const recentWeek = ctx.dayOf(w) >= ctx.weekFrom;
    for (const e of w.exercises) {
      const g = muscleGroupOf(e.name);
      if (!g) continue;
      if (recentWeek) thisWeek.add(g);
      else before.set(g, [...(before.get(g) ?? []), e]);
    }
  }
  const candidates = MUSCLE_GROUPS.filter((g) => !thisWeek.has(g) && before.has(g));
  const group = candidates.sort((a, b) => before.get(b)!.length - before.get(a)!.length)[0];
  if (!group) return null;
  const done = before.get(group)!; // newest first, as ctx.recent is
  const usual = mostFrequent(done);
  return suggestion(ctx, {
    kind: 'muscle-group',
    subject: group,
    title: `Don't skip ${group} this week`,
    message: `You trained ${group} ${plural(done.length, 'time')} in the four weeks before this one, but not in the last 7 days. How about ${usual.name}?`,
    prefill: {
      name: `${group[0]!.toUpperCase()}${group.slice(1)} day`,
      type: 'strength',
      exercises: prefillRows([usual]),
    },
  });
}

/** The exercise name logged most often; its newest entry (the list is newest first). */
function mostFrequent(list: InsightExercise[]): InsightExercise {
  const counts = new Map<string, number>();
  for (const e of list)
    counts.set(e.name.toLowerCase(), (counts.get(e.name.toLowerCase()) ?? 0) + 1);
  return [...list].sort(
    (a, b) => counts.get(b.name.toLowerCase())! - counts.get(a.name.toLowerCase())!,
  )[0]!;
}

/** Nothing in the last 5 weeks: welcome back with the last workout, or help with the first. */
export function startRule(ctx: Context): Suggestion | null {
  if (ctx.recent.length > 0) return null;
  const last = ctx.lastWorkout;
  if (!last) {
    return suggestion(ctx, {
      kind: 'first-workout',
      title: 'Log your first workout',
      message:
        'Start small: add a short session with one or two exercises, and I will track your progress from there.',
      prefill: emptyPrefill('mixed'),
    });
  }
  return suggestion(ctx, {
    kind: 'comeback',
    title: 'Welcome back',
    message: `Your last workout was ${last.name} on ${dayText(ctx.dayOf(last))}. Ease back in by repeating it.`,
    prefill: prefillFrom(last),
  });
}
