import { addDays, localDayOf, startOfLocalDay, type LocalDay } from './local-day';

/**
 * The local day a user's writes are recorded on (issue 25): streak days are the days recorded
 * when each workout was logged, and the record must not let a time-zone switch make days. So a
 * user's recorded day is a clock of its own: it starts in the zone the user is in, and moves on
 * only once that day has ended, in the zone it started in, to the user's local day then. Going
 * west never goes back a day; going east never starts the next day before this one is over. In
 * one zone the clock is the zone's own days, so nothing changes for a user who never switches.
 */
export interface DayClock {
  day: LocalDay;
  /** The zone the day started in: it ends at that zone's next midnight. */
  timeZone: string;
}

/** The day a write at `now`, by a user now in `timeZone`, is recorded on. */
export function advanceDayClock(clock: DayClock | null, now: Date, timeZone: string): DayClock {
  const local = localDayOf(now, timeZone);
  if (!clock) return { day: local, timeZone };
  if (local <= clock.day) return clock;
  const ends = startOfLocalDay(addDays(clock.day, 1), clock.timeZone);
  return now.getTime() < ends.getTime() ? clock : { day: local, timeZone };
}

/**
 * The day, if any, a workout done at `completedAt` extends a streak on, logged on `clock`'s day:
 * that day, or the day before it ("I ran last night"), measured in the clock's zone. A workout
 * dated further back is history but extends no streak, so a longest streak cannot be typed in
 * afterwards (issue 10).
 */
export function streakDayFor(clock: DayClock, completedAt: Date): LocalDay | null {
  const at = completedAt.getTime();
  if (at >= startOfLocalDay(clock.day, clock.timeZone).getTime()) return clock.day;
  const yesterday = addDays(clock.day, -1);
  return at >= startOfLocalDay(yesterday, clock.timeZone).getTime() ? yesterday : null;
}

/**
 * What every streak shown is computed from (issue 25): the days recorded when each workout was
 * logged, newest first, and "today" by the user's day clock (`recordedToday`).
 */
export interface RecordedStreak {
  today: LocalDay;
  days: readonly LocalDay[];
}

/**
 * "Today" for a user's streaks: the day a workout logged now would be recorded on. No recorded
 * day is ever after it, so a streak read with it counts every day the clock recorded.
 */
export function recordedToday(clock: DayClock | null, now: Date, timeZone: string): LocalDay {
  return advanceDayClock(clock, now, timeZone).day;
}
