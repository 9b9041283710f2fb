import { addDays, localDayOf, type LocalDay } from '@shared/localDay';
import { fromStoredLbs, WEIGHT_UNIT_LABEL, type WeightUnit } from '@shared/units';

/**
 * How numbers, days and amounts read on screen. English (US) like the rest of the UI; days are
 * the user's local days (DESIGN §5), so callers pass the user's zone or a local day.
 */
const numberFormats = new Map<number, Intl.NumberFormat>();

/** 1234.5 → "1,234.5"; at most `digits` decimals, none when whole. */
export function formatNumber(value: number, digits = 1): string {
  let f = numberFormats.get(digits);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    numberFormats.set(digits, f);
  }
  return f.format(value);
}

/** Miles to the hundredth, as the API rounds them (issue 3): 3.1, 0.25, 12. */
export const formatMiles = (miles: number) => formatNumber(miles, 2);

// A local day is a calendar date: format it at UTC noon in UTC so no zone can shift it.
const dayDate = (day: LocalDay) => new Date(`${day}T12:00:00Z`);
const dayFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const longDay = dayFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const shortDay = dayFormat({ month: 'short', day: 'numeric' });
const weekdayDay = dayFormat({ weekday: 'short', month: 'short', day: 'numeric' });
const fullDay = dayFormat({ month: 'long', day: 'numeric', year: 'numeric' });

/** "Mar 20, 2026". */
export const formatDay = (day: LocalDay) => longDay.format(dayDate(day));
/** "Mar 20": chart axes, where the year is obvious. */
export const formatShortDay = (day: LocalDay) => shortDay.format(dayDate(day));
/** "March 20, 2026": Member since. */
export const formatFullDay = (day: LocalDay) => fullDay.format(dayDate(day));

/** "Today", "Yesterday", "Tue, Mar 3" (this year) or "Mar 3, 2025" for an instant, locally. */
export function relativeDayLabel(instant: string, timeZone: string, today: LocalDay): string {
  const day = localDayOf(Date.parse(instant), timeZone);
  if (day === today) return 'Today';
  if (day === addDays(today, -1)) return 'Yesterday';
  return day.slice(0, 4) === today.slice(0, 4) ? weekdayDay.format(dayDate(day)) : formatDay(day);
}

/** A duration in seconds as people say it: "45 s", "30 min", "1 h 5 min". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** A stored weight (lbs, issue 3 Units) in the user's unit: "135 lbs", "61 kg". */
export function formatWeight(lbs: number, unit: WeightUnit): string {
  return `${formatNumber(fromStoredLbs(lbs, unit))} ${WEIGHT_UNIT_LABEL[unit]}`;
}

/** "1 workout", "3 workouts". */
export function plural(count: number, word: string, words = `${word}s`): string {
  return `${formatNumber(count)} ${count === 1 ? word : words}`;
}
