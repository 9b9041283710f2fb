import { lastSevenDays, localDayOf, streakEndingOn } from '@shared/localDay';
import { WORKOUT_TYPES, type Workout, type WorkoutType } from '@shared/schemas/workouts';
import { secondsToMinutes } from '@shared/workoutTotals';

export interface ProgressStats {
  totalWorkouts: number;
  /** SPEC §9 week = last 7 days: today and the six local days before it. */
  thisWeek: number;
  minutesThisWeek: number;
  /** SPEC §4 Streak: consecutive local days with a workout, ending today. */
  dayStreak: number;
}

type Timed = Pick<Workout, 'completedAt' | 'duration'>;

/** The four stat tiles of SPEC §2 Progress, in the user's own days (DESIGN §5). */
export function progressStats(
  workouts: readonly Timed[],
  now: Date,
  timeZone: string,
): ProgressStats {
  const week = lastSevenDays(now, timeZone);
  const days = workouts.map((w) => localDayOf(Date.parse(w.completedAt), timeZone));
  let thisWeek = 0;
  let seconds = 0;
  workouts.forEach((w, i) => {
    if (days[i]! < week.from || days[i]! > week.to) return;
    thisWeek += 1;
    seconds += w.duration;
  });
  return {
    totalWorkouts: workouts.length,
    thisWeek,
    minutesThisWeek: secondsToMinutes(seconds),
    dayStreak: streakEndingOn(days, week.to),
  };
}

export interface TypeShare {
  type: WorkoutType;
  count: number;
  /** Whole percent of all workouts; the bars' widths. */
  percent: number;
}

/** Workout-type bars: the types done, most frequent first (ties in SPEC §3's order). */
export function typeBreakdown(workouts: readonly Pick<Workout, 'type'>[]): TypeShare[] {
  const total = workouts.length;
  if (total === 0) return [];
  const counts = new Map<WorkoutType, number>();
  for (const w of workouts) counts.set(w.type, (counts.get(w.type) ?? 0) + 1);
  return WORKOUT_TYPES.filter((t) => counts.has(t))
    .map((type) => {
      const count = counts.get(type)!;
      return { type, count, percent: Math.round((count / total) * 100) };
    })
    .sort((a, b) => b.count - a.count);
}
