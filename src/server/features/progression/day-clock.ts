import { sql } from 'drizzle-orm';
import { advanceDayClock, streakDayFor, type DayClock } from '../../../shared/day-clock';
import { doneDayOf } from '../../../shared/done-day';
import type { Db } from '../../db/client';

/** What a write's progress lock read (`lockProgress`): the zone and day clock its days go by. */
export interface ProgressLock {
  timeZone: string;
  clock: DayClock | null;
}

/**
 * The days a workout written now is filed under (issue 25): the user's recorded day, moved on by
 * their day clock (shared/day-clock.ts), and the day, if any, it extends a streak on. Every path
 * that writes a workout's dates goes through here, in its transaction, with what its progress
 * lock read (the zone and the clock, so nothing is read twice). It also fixes the day the
 * workout was done on, in the zone the user is in now (issue 26 §3: shared/done-day.ts).
 * `moved` is the clock to store when it moved on (`dayClockUpdate`), else null.
 */
export function loggingDays(lock: ProgressLock, completedAt: Date, now: Date) {
  const next = advanceDayClock(lock.clock, now, lock.timeZone);
  return {
    days: {
      loggedDay: next.day,
      streakDay: streakDayFor(next, completedAt),
      doneDay: doneDayOf(completedAt, lock.timeZone),
    },
    moved: next === lock.clock ? null : next,
  };
}

/** The statement that stores a clock that moved on: alone, or a part of the write's statement. */
export const dayClockUpdate = (userId: string, clock: DayClock) =>
  sql`update users set day_clock_day = ${clock.day}, day_clock_zone = ${clock.timeZone}
       where id = ${userId}`;

/** `loggingDays`, storing the clock in a statement of its own when it moved on. */
export async function recordLoggingDays(
  db: Db,
  userId: string,
  lock: ProgressLock,
  completedAt: Date,
  now: Date,
) {
  const { days, moved } = loggingDays(lock, completedAt, now);
  if (moved) await db.execute(dayClockUpdate(userId, moved));
  return days;
}
