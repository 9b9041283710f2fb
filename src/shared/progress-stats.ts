import type { RecordedStreak } from './day-clock';
import { shownDay } from './done-day';
import { lastSevenDays } from './local-day';
import type { ProgressStats, TypeShare } from './schemas/progress';
import { currentStreak } from './streak';
import { WORKOUT_TYPES, type Workout } from './schemas/workouts';
import { secondsToMinutes } from './workout-totals';

type Dated = Pick<Workout, 'completedAt'>;
type Timed = Pick<Workout, 'completedAt' | 'duration'> & Partial<Pick<Workout, 'day'>>;

/**
 * The four stat tiles of SPEC §2 Progress, in the user's own days (DESIGN §5). `all` is every
 * workout (the total); `recent` holds at least the last seven local days' workouts with their
 * durations; the streak is `currentStreak` over the recorded streak days (issue 26 §1: the
 * same number as Home's, the API's and the voice's; issue 25: days recorded at logging, so a zone
 * switch adds none).
 */
export function progressStats(
  all: readonly Dated[],
  recent: readonly Timed[],
  now: Date,
  timeZone: string,
  streak: RecordedStreak,
): ProgressStats {
  const week = lastSevenDays(now, timeZone);
  let thisWeek = 0;
  let seconds = 0;
  for (const w of recent) {
    // Its kept day (issue 26 §3), as the Workouts list shows it.
    const day = shownDay(w, timeZone);
    if (day < week.from || day > week.to) continue;
    thisWeek += 1;
    seconds += w.duration;
  }
  return {
    totalWorkouts: all.length,
    thisWeek,
    minutesThisWeek: secondsToMinutes(seconds),
    dayStreak: currentStreak(streak),
  };
}

/** Workout-type bars: the types done, most frequent first (ties in SPEC §3's order). */
export function typeBreakdown(workouts: readonly Pick<Workout, 'type'>[]): TypeShare[] {
  const total = workouts.length;
  if (total === 0) return [];
  const counts = new Map<Workout['type'], number>();
  for (const w of workouts) counts.set(w.type, (counts.get(w.type) ?? 0) + 1);
  return WORKOUT_TYPES.filter((t) => counts.has(t))
    .map((type) => {
      const count = counts.get(type)!;
      return { type, count, percent: Math.round((count / total) * 100) };
    })
    .sort((a, b) => b.count - a.count);
}
