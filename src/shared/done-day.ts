import { localDayOf, type LocalDay } from './local-day';

/**
 * The day a workout was done on (issue 26 §3): the day its `completedAt` falls on in the zone the
 * user is in when the workout is written. It is kept with the workout (workouts.done_day) and
 * every screen shows and groups the workout by it, so changing time zone later moves nothing
 * already logged to another day. Not the day it was logged on (logged_day) nor its streak day.
 */
export function doneDayOf(completedAt: Date, timeZoneWhenWritten: string): LocalDay {
  return localDayOf(completedAt, timeZoneWhenWritten);
}

/**
 * The day a stored workout is shown on: its kept day. Every write through the API keeps one and
 * migration 0012 filled the older rows; a row inserted around the API (a test's raw insert) has
 * none and falls back to its UTC day.
 */
export function keptDay(doneDay: LocalDay | null, completedAt: Date): LocalDay {
  return doneDay ?? localDayOf(completedAt, 'UTC');
}

/**
 * The day a workout counts on in a summary (week totals, the Progress chart): its kept day when
 * the read carries one (every workout the API answers with does), else its instant's day in
 * `timeZone` (a caller holding only instants, such as a chart test's).
 */
export function shownDay(w: { completedAt: string; day?: LocalDay }, timeZone: string): LocalDay {
  return w.day ?? localDayOf(Date.parse(w.completedAt), timeZone);
}
