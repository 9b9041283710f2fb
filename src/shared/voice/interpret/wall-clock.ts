// Wall-clock times in an IANA zone ↔ instants, with Intl only (no time-zone library), for the
// days and parts of days a voice command names ("yesterday", "this morning" = 08:00 local).
import type { LocalDay } from '../../local-day';

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    // h23: some engines write midnight as "24" with hour12 off.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The zone's wall clock at `t`, to the second, written as if it were UTC. */
function wallAsUtc(t: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of wallFormat(timeZone).formatToParts(t)) p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/** How far the zone's clock is ahead of UTC at `t` (negative west of Greenwich). */
const offsetAt = (t: number, timeZone: string) =>
  wallAsUtc(t, timeZone) - Math.floor(t / 1000) * 1000;

/** Milliseconds since local midnight on the zone's wall clock at `t`. */
export function wallTimeOfDay(t: Date, timeZone: string): number {
  const wall = wallAsUtc(t.getTime(), timeZone) + (t.getTime() % 1000);
  return ((wall % DAY_MS) + DAY_MS) % DAY_MS;
}

/**
 * The instant the zone's wall clock reads `day` at `msOfDay`. The offset is read twice: once at
 * a guess and once at the result, which settles it except inside a daylight-saving gap, where a
 * neighbouring real instant is as good as any.
 */
export function instantAtWallTime(day: LocalDay, msOfDay: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!) + msOfDay;
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}
