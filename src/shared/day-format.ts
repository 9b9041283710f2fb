// How a local day reads, on every screen and in every message (issue 26: limit messages printed
// ISO dates, "start again on 2026-11-30", where the Plans page writes "Dec 1, 2026"). English (US)
// like the rest of the UI. The client's formatting module re-exports these; the server's messages
// call them directly, so a day reads the same wherever it is written.
import type { LocalDay } from './local-day';

// A local day is a calendar date: format it at UTC noon in UTC so no zone can shift it.
const dayDate = (day: LocalDay) => new Date(`${day}T12:00:00Z`);
const dayFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const longDay = dayFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const shortDay = dayFormat({ month: 'short', day: 'numeric' });
const weekdayDay = dayFormat({ weekday: 'short', month: 'short', day: 'numeric' });
const fullDay = dayFormat({ month: 'long', day: 'numeric', year: 'numeric' });

/** "Mar 20, 2026": the Plans page's days, and the days in limit messages. */
export const formatDay = (day: LocalDay) => longDay.format(dayDate(day));
/** "Mar 20": chart axes, where the year is obvious. */
export const formatShortDay = (day: LocalDay) => shortDay.format(dayDate(day));
/** "March 20, 2026": Member since. */
export const formatFullDay = (day: LocalDay) => fullDay.format(dayDate(day));
/** "Tue, Mar 3": a day of this year in a list. */
export const formatWeekdayDay = (day: LocalDay) => weekdayDay.format(dayDate(day));
