/**
 * Wall-clock times of a local day in an IANA time zone (DESIGN §5), with Intl only: "18:00 on
 * 2026-11-28 in Europe/London" as an instant, for a time the user picks ahead (Schedule It).
 */
import { startOfLocalDay, type LocalDay } from './local-day';

const MINUTE_MS = 60_000;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string) {
  let f = clockFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    });
    clockFormats.set(timeZone, f);
  }
  return f;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `instant` on `timeZone`'s wall clock to the second, `YYYY-MM-DDTHH:mm:ss` (what an export
 * writes for a start, what a date-time box holds).
 */
export function wallClockAt(instant: Date | number, timeZone: string): string {
  let f = wallFormats.get(timeZone);
  if (!f) {
    // h23: some engines write midnight as "24" with hour12 off.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** True for a 24-hour time written "HH:MM" ("07:30", "18:00"). */
export function isClockTime(s: string): boolean {
  return TIME_RE.test(s);
}

/** Minutes since midnight that `instant` shows on `timeZone`'s wall clock. */
export function minutesOfDay(instant: Date | number, timeZone: string): number {
  const parts = Object.fromEntries(
    clockFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * The instant `day` shows `time` ("HH:MM") in `timeZone`. A time a daylight-saving jump skips
 * (02:30 on a spring-forward night) reads as the instant an hour later on the new clock.
 */
export function instantAt(day: LocalDay, time: string, timeZone: string): Date {
  const m = TIME_RE.exec(time);
  if (!m) throw new RangeError(`not a time: ${time}`);
  const wanted = Number(m[1]) * 60 + Number(m[2]);
  const start = startOfLocalDay(day, timeZone).getTime();
  // Minutes from the day's first instant, then corrected by what the clock shows there (a day
  // that starts at 01:00, or that gains or loses an hour before `time`).
  let guess = start + wanted * MINUTE_MS;
  for (let i = 0; i < 2; i++) {
    const shown = minutesOfDay(guess, timeZone);
    if (shown === wanted) break;
    guess += (wanted - shown) * MINUTE_MS;
  }
  return new Date(guess);
}
