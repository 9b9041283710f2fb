// Prices and quota periods as every screen and the server read them (SPEC §9, issue 13).
import { addDays, localDayOf, startOfLocalDay, type LocalDay } from './local-day';

/** SPEC §9: cents shown as dollars with two decimals; 0 is 'Free'. */
export function formatPrice(cents: number): string {
  return cents === 0 ? 'Free' : `$${(cents / 100).toFixed(2)}`;
}

/** -1 means unlimited (SPEC §9). */
export const UNLIMITED = -1;
export const isUnlimited = (limit: number) => limit < 0;

export type QuotaPeriod = 'month' | 'week';

/**
 * The local day a quota period starts on and the instant the next one does: the user's calendar
 * month, or the week from Monday, in their own time zone (like "this week" everywhere else).
 */
export function quotaPeriod(
  period: QuotaPeriod,
  now: Date,
  timeZone: string,
): { start: LocalDay; resetsAt: Date } {
  const today = localDayOf(now, timeZone);
  if (period === 'month') {
    const start = `${today.slice(0, 8)}01`;
    const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    return { start, resetsAt: startOfLocalDay(next, timeZone) };
  }
  // 0 = Monday … 6 = Sunday, from the calendar day itself (no clock involved).
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(today, -weekday);
  return { start, resetsAt: startOfLocalDay(addDays(start, 7), timeZone) };
}
