// check_progress and get_suggestion answers built from the user's own data (issue 4 §3,
// voice/README: "not a fixed sentence"). Pure: the service gathers the data, these phrase it.
import { EXERCISES, type Exercise, type MuscleGroup } from '../../../shared/exercises/catalogue';
import { addDays, localDayOf, type LocalDay } from '../../../shared/local-day';
import type { Progress } from '../../../shared/schemas/progress';
import type { Workout } from '../../../shared/schemas/workouts';
import type { DistancePreference } from '../../../shared/units';
import type { SuggestionFocus } from '../../../shared/voice/schema';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface ProgressFacts {
  /** What Progress shows (GET /api/progress): its tiles and goals. */
  progress: Pick<Progress, 'today' | 'stats' | 'goals'>;
  /** The first day of the account's history: no span before it is spoken of. */
  start: LocalDay;
}

/**
 * "Here's your progress update: 12 workouts logged, 3 in the last 7 days (95 minutes). Your
 * streak is 2 days. …": Progress's tiles (total, This Week, its minutes, Day Streak) and goals,
 * so the answer is the screen's numbers. An account younger than a week hears "so far" instead
 * of "in the last 7 days".
 */
export function progressReply({ progress, start }: ProgressFacts): string {
  const { stats, goals, today } = progress;
  if (stats.totalWorkouts === 0 && goals.length === 0) {
    return "Here's your progress update: no workouts logged yet. Say what you did and I'll log it!";
  }
  const minutes = plural(stats.minutesThisWeek, 'minute');
  const week =
    start > addDays(today, -6)
      ? ` so far${stats.minutesThisWeek > 0 ? ` (${minutes})` : ''}`
      : `, ${stats.thisWeek} in the last 7 days (${minutes})`;
  const parts = [
    `Here's your progress update: ${plural(stats.totalWorkouts, 'workout')} logged${week}.`,
    stats.dayStreak > 0
      ? `Your streak is ${plural(stats.dayStreak, 'day')}.`
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

/** One move of a circuit: its name and what to do for each of its minutes. */
function circuitMove(e: Exercise): string {
  return e.measure === 'reps'
    ? `${e.name} (as many good reps as you can in 40 s)`
    : `${e.name} (40 s)`;
}

/**
 * A suggestion that fits `minutes` (issue 31 §2: "I have ten minutes"): up to 20 minutes, a
 * circuit of moves one minute each (40 s on, 20 s to switch), as many rounds as fit, and any
 * minutes left a warm-up; longer, a 5-minute warm-up and cool-down around 2–6 exercises sharing
 * the rest. The minutes said always add up to the minutes asked for.
 */
export function timedPlan(
  minutes: number,
  focus: SuggestionFocus | undefined,
  recent: ReadonlySet<string>,
  seed: number,
  distance: DistancePreference,
): string {
  const wanted = { ...focus };
  if (minutes <= 20) {
    // A circuit is moves done in place: no runs or rides, whatever the focus asked.
    const pool = pickExercises(
      { ...wanted, workoutType: wanted.workoutType === 'cardio' ? undefined : wanted.workoutType },
      recent,
      seed,
      12,
    ).filter((e) => e.measure !== 'distance');
    // Moves needing no equipment first: ten minutes is no time to load a bar.
    const free = pool.filter((e) => e.equipment.length === 0 || e.equipment.includes('none'));
    const moves = (free.length >= Math.min(4, minutes) ? free : pool).slice(
      0,
      Math.max(1, Math.min(4, minutes)),
    );
    if (moves.length === 0) return `In ${plural(minutes, 'minute')}: a brisk walk or easy jog.`;
    const rounds = Math.max(1, Math.floor(minutes / moves.length));
    const warmUp = minutes - rounds * moves.length;
    const list = moves.map(circuitMove).join(', ');
    const lead = warmUp > 0 ? `${plural(warmUp, 'minute')} of easy warm-up, then ` : '';
    return (
      `A ${minutes}-minute circuit: ${lead}${plural(rounds, 'round')} of ${list}, ` +
      `a minute a move: 40 s of work and 20 s to switch.`
    );
  }
  const main = minutes - 10;
  if (wanted.workoutType === 'cardio') {
    const picks = pickExercises(wanted, recent, seed, 1);
    const what = picks[0]?.name.toLowerCase() ?? 'cardio';
    return `A ${minutes}-minute session: 5 minutes of easy warm-up, ${main} minutes of ${what} at a steady pace you can talk at, then 5 minutes of cool-down.`;
  }
  const count = Math.max(2, Math.min(6, Math.round(main / 8)));
  const picks = pickExercises(
    wanted.muscles?.length || wanted.workoutType ? wanted : { workoutType: 'strength' },
    recent,
    seed,
    count,
  );
  const each = Math.floor(main / Math.max(1, picks.length));
  const extra = main - each * picks.length;
  const list = picks
    .map(
      (e, i) => `${e.name} (${dose(e, distance)}, ${plural(each + (i < extra ? 1 : 0), 'minute')})`,
    )
    .join(', ');
  return `A ${minutes}-minute session: 5 minutes of warm-up, then ${list}, and 5 minutes of cool-down.`;
}

export interface SuggestionFacts {
  focus?: SuggestionFocus;
  workouts: Workout[];
  /**
   * The dashboard's top insight for today, if any: Home's own words, which speak of no weeks
   * before the account was made (habit-rules.ts).
   */
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
  if (focus?.minutes) return timedPlan(focus.minutes, focus, recent, seed, distance);
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
