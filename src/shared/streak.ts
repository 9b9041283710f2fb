import type { RecordedStreak } from './day-clock';
import { addDays, streakEndingOn, type LocalDay } from './local-day';

/**
 * The streak rules (issue 26 §1: one streak, one number everywhere). A streak day is a day
 * recorded when a workout was logged (shared/day-clock.ts: the day of logging, or the day before
 * for "last night"); a workout typed in for a day further back is kept but makes no streak day.
 * Every streak the app shows is one of these two functions over those days:
 *
 * - `currentStreak`: GET /api/progression/me's `workoutStreak`, Progress's Day Streak tile
 *   (`stats.dayStreak`), Home's "N-day streak", the dashboard's streak insight and the voice
 *   progress answer.
 * - `longestStreak`: the Longest Streak board and `longestStreak` on /api/progression/me.
 */

/**
 * The streak rule in words, where a streak is ranked (the Longest Streak board): a day typed in
 * afterwards is kept in the log but is not a streak day.
 */
export const STREAK_DAY_RULE =
  'A streak day is a day with a workout logged that day or the next. Workouts typed in later still count for your log, not for a streak.';

/**
 * The current streak: the run of consecutive streak days ending today, or ending yesterday while
 * today has none yet, so a streak stays alive until the end of the day after its last workout (an
 * evening user is not reset at midnight, DESIGN §6). Today is the user's day clock's
 * (`recordedToday`), so no recorded day is after it.
 */
export function currentStreak({ days, today }: RecordedStreak): number {
  const endingToday = streakEndingOn(days, today);
  return endingToday > 0 ? endingToday : streakEndingOn(days, addDays(today, -1));
}

/** Whether today is already a streak day: the streak cannot be lost today. */
export function streakKeptToday({ days, today }: RecordedStreak): boolean {
  return days.includes(today);
}

/** The longest streak: the longest run of consecutive streak days, each day counted once. */
export function longestStreak(days: Iterable<LocalDay>): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  sorted.forEach((d, i) => {
    run = i > 0 && addDays(sorted[i - 1]!, 1) === d ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}
