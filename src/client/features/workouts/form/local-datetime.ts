/**
 * When a workout was done, as a `datetime-local` box holds it ("2026-03-03T18:30"), read as a wall
 * clock in the user's own time zone (DESIGN §5), not the browser's: the two usually agree, and
 * when they do not (travelling, a stale zone) the day shown must match the cards and streaks.
 */
import { wallClockAt } from '@shared/local-time';

function wallClock(instant: number, timeZone: string) {
  const [year, month, day, hour, minute, second] = wallClockAt(instant, timeZone)
    .split(/[-T:]/)
    .map(Number) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The box's text for an instant: minutes, in the zone. */
export function toLocalInput(instant: Date | number | string, timeZone: string): string {
  const w = wallClock(new Date(instant).getTime(), timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a box's text names in the zone, or null when it is not a date and time. (A wall
 * clock a daylight-saving jump skips, 02:30 on a spring-forward night, reads an hour off.)
 */
export function fromLocalInput(text: string, timeZone: string): Date | null {
  const m = LOCAL_RE.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second = '0'] = m.slice(1).map((v) => Number(v ?? 0));
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, Number(second));
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day!) return null;
  // Two passes: the offset at the first guess may differ from the offset at the answer.
  let guess = asUtc - offsetAt(asUtc, timeZone);
  guess = asUtc - offsetAt(guess, timeZone);
  return new Date(guess);
}
