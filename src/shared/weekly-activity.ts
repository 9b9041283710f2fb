import { shownDay } from './done-day';
import { addDays, daysBetween, localDayOf, type LocalDay } from './local-day';
import { secondsToMinutes } from './workout-totals';

/** One bar of the Progress chart: seven local days, `from` through `to` inclusive. */
export interface WeekBucket {
  from: LocalDay;
  to: LocalDay;
  workouts: number;
  minutes: number;
}

/** What the bucketing needs of a workout (SPEC §3 wire names: ISO instant, seconds). */
export interface TimedWorkout {
  completedAt: string;
  /** Its kept day (issue 26 §3), which it counts on when given. */
  day?: LocalDay;
  duration: number;
}

export const CHART_WEEKS = 12;
const DAYS_PER_WEEK = 7;

/**
 * Workouts and minutes per week for the last `weeks` weeks, oldest first. A week is SPEC §9's
 * "last 7 days" stepped back: the newest bucket is today and the six local days before it, so the
 * chart's last bar always equals the This Week tile. Days are the user's local days (DESIGN §5),
 * so a workout at 00:30 in Tonga counts on the Tongan day, not the UTC one. Workouts dated after
 * today or before the first bucket are left out. Minutes are summed as seconds and rounded once.
 */
export function weeklyActivity(
  workouts: readonly TimedWorkout[],
  now: Date,
  timeZone: string,
  weeks = CHART_WEEKS,
): WeekBucket[] {
  const today = localDayOf(now, timeZone);
  const first = addDays(today, -(weeks * DAYS_PER_WEEK - 1));
  const counts = new Array<number>(weeks).fill(0);
  const seconds = new Array<number>(weeks).fill(0);
  for (const w of workouts) {
    const offset = daysBetween(first, shownDay(w, timeZone));
    if (offset < 0 || offset >= weeks * DAYS_PER_WEEK) continue;
    const i = Math.floor(offset / DAYS_PER_WEEK);
    counts[i]! += 1;
    seconds[i]! += w.duration;
  }
  return counts.map((count, i) => {
    const from = addDays(first, i * DAYS_PER_WEEK);
    return {
      from,
      to: addDays(from, DAYS_PER_WEEK - 1),
      workouts: count,
      minutes: secondsToMinutes(seconds[i]!),
    };
  });
}

/**
 * Miles per week for the buckets of `weeklyActivity`: each workout's total (SPEC §3
 * Workout.distance) on its local day.
 */
export function weeklyMiles(
  weeks: readonly WeekBucket[],
  workouts: readonly { completedAt: string; day?: LocalDay; distance: number }[],
  timeZone: string,
): number[] {
  const miles = weeks.map(() => 0);
  for (const w of workouts) {
    if (!(w.distance > 0)) continue;
    const day = shownDay(w, timeZone);
    const i = weeks.findIndex((b) => day >= b.from && day <= b.to);
    if (i >= 0) miles[i]! += w.distance;
  }
  return miles;
}
