import { describe, expect, it } from 'vitest';
import { instantAt, isClockTime, minutesOfDay } from './local-time';

describe('instantAt: a wall-clock time of a local day', () => {
  it.each([
    ['2026-11-28', '18:00', 'UTC', '2026-11-28T18:00:00.000Z'],
    ['2026-11-28', '18:00', 'America/New_York', '2026-11-28T23:00:00.000Z'],
    ['2026-07-01', '07:30', 'Europe/London', '2026-07-01T06:30:00.000Z'],
    ['2026-11-28', '00:15', 'Asia/Kolkata', '2026-11-27T18:45:00.000Z'],
    // The day the clocks go back (New York, 2026-11-01): 18:00 is already standard time.
    ['2026-11-01', '18:00', 'America/New_York', '2026-11-01T23:00:00.000Z'],
    // The day the clocks go forward (London, 2026-03-29): 18:00 is summer time.
    ['2026-03-29', '18:00', 'Europe/London', '2026-03-29T17:00:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, iso) => {
    expect(instantAt(day, time, zone).toISOString()).toBe(iso);
    expect(minutesOfDay(instantAt(day, time, zone), zone)).toBe(
      Number(time.slice(0, 2)) * 60 + Number(time.slice(3)),
    );
  });

  it('refuses what is not a time', () => {
    expect(() => instantAt('2026-11-28', '24:00', 'UTC')).toThrow(RangeError);
    expect(isClockTime('7:30')).toBe(false);
    expect(isClockTime('07:30')).toBe(true);
    expect(isClockTime('23:59')).toBe(true);
  });
});
