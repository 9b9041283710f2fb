/**
 * Local calendar days in an IANA time zone, with Intl only (no time-zone library).
 * "Today", "this week" and streaks are the user's local days (DESIGN §5).
 * A day is a 'YYYY-MM-DD' string, so days compare and sort as strings.
 */
export type LocalDay = string;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string) {
  let f = dayFormats.get(timeZone);
  if (!f) {
    // en-CA formats as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, f);
  }
  return f;
}

/** The calendar day that `instant` falls on in `timeZone`. */
export function localDayOf(instant: Date | number, timeZone: string): LocalDay {
  return dayFormat(timeZone).format(instant);
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isLocalDay(s: string): boolean {
  const m = DAY_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/** Calendar arithmetic on days; time zones do not matter here. */
export function addDays(day: LocalDay, n: number): LocalDay {
  const m = DAY_RE.exec(day);
  if (!m) throw new RangeError(`not a day: ${day}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + n));
  return d.toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: LocalDay, b: LocalDay): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / (24 * HOUR_MS));
}

/**
 * The first instant of `day` in `timeZone`. UTC offsets lie within −12 h…+14 h, so that instant
 * is within [UTC midnight − 15 h, UTC midnight + 13 h]; a binary search by minute over that span
 * finds it even where midnight itself does not exist (America/Santiago starts some days at 01:00).
 */
export function startOfLocalDay(day: LocalDay, timeZone: string): Date {
  if (!isLocalDay(day)) throw new RangeError(`not a day: ${day}`);
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let lo = (utcMidnight - 15 * HOUR_MS) / MINUTE_MS; // always before the day
  let hi = (utcMidnight + 13 * HOUR_MS) / MINUTE_MS; // always inside or after it
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDayOf(mid * MINUTE_MS, timeZone) >= day) hi = mid;
    else lo = mid;
  }
  return new Date(hi * MINUTE_MS);
}

/** [start, end) instants of a run of local days, `from` through `to` inclusive. */
export function localDaysRange(from: LocalDay, to: LocalDay, timeZone: string) {
  return { start: startOfLocalDay(from, timeZone), end: startOfLocalDay(addDays(to, 1), timeZone) };
}

/** Today in the zone, as a day and as the [start, end) instants that bound it. */
export function todayWindow(now: Date, timeZone: string) {
  const today = localDayOf(now, timeZone);
  return { today, ...localDaysRange(today, today, timeZone) };
}

/** SPEC §9 "Week = last 7 days": today and the six local days before it. */
export function lastSevenDays(now: Date, timeZone: string) {
  const today = localDayOf(now, timeZone);
  const from = addDays(today, -6);
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  return { from, to: today, days, ...localDaysRange(from, today, timeZone) };
}

/**
 * Consecutive days with activity ending on `lastDay` (SPEC §4 Streak: ending today). Returns 0
 * when `lastDay` itself has none. Pass yesterday to see a streak that today can still extend.
 */
export function streakEndingOn(activeDays: Iterable<LocalDay>, lastDay: LocalDay): number {
  const set = new Set(activeDays);
  let n = 0;
  while (set.has(addDays(lastDay, -n))) n++;
  return n;
}
