import { describe, expect, it } from 'vitest';
import { instantAt, isClockTime, minutesOfDay, wallClockAt } from './local-time';

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

describe('wallClockAt', () => {
  it.each([
    ['2024-03-26T17:26:05Z', 'UTC', '2024-03-26T17:26:05'],
    ['2024-03-26T17:26:05Z', 'America/New_York', '2024-03-26T13:26:05'],
    // Midnight is 00, not 24, and the day is the zone's.
    ['2024-03-27T04:00:00Z', 'America/New_York', '2024-03-27T00:00:00'],
    ['2024-03-26T23:30:00Z', 'Asia/Tokyo', '2024-03-27T08:30:00'],
  ])('%s in %s is %s', (instant, zone, text) => {
    expect(wallClockAt(new Date(instant), zone)).toBe(text);
  });
});
