import { sql } from 'drizzle-orm';
import { advanceDayClock, streakDayFor } from '../../../shared/day-clock';
import { doneDayOf } from '../../../shared/done-day';
import type { Db } from '../../db/client';
import { lockProgress } from './xp-ledger';

/**
 * The days a workout written now is filed under (issue 25): the user's recorded day, moved on by
 * their day clock (shared/day-clock.ts), and the day, if any, it extends a streak on. Every path
 * that writes a workout's dates goes through here, in its transaction. It also fixes the day the
 * workout was done on, in the zone the user is in now (issue 26 §3: shared/done-day.ts).
 */
export async function recordLoggingDays(db: Db, userId: string, completedAt: Date, now: Date) {
  const { timeZone, clock } = await lockProgress(db, userId);
  const next = advanceDayClock(clock, now, timeZone);
  if (next !== clock) {
    await db.execute(
      sql`update users set day_clock_day = ${next.day}, day_clock_zone = ${next.timeZone}
           where id = ${userId}`,
    );
  }
  return {
    loggedDay: next.day,
    streakDay: streakDayFor(next, completedAt),
    doneDay: doneDayOf(completedAt, timeZone),
  };
}
