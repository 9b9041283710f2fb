import { describe, expect, it } from 'vitest';
import { advanceDayClock, streakDayFor, type DayClock } from './day-clock';

const UTC = 'UTC';
const WEST = 'Etc/GMT+12'; // UTC−12
const EAST = 'Pacific/Kiritimati'; // UTC+14
const at = (iso: string) => new Date(iso);

describe('advanceDayClock: the day a write is recorded on (issue 25)', () => {
  const utcTenth: DayClock = { day: '2026-03-10', timeZone: UTC };
  it.each([
    ['no clock yet: the local day', null, '2026-03-10T11:00:00Z', WEST, '2026-03-09', WEST],
    ['same zone, same day', utcTenth, '2026-03-10T23:59:00Z', UTC, '2026-03-10', UTC],
    ['same zone, next day', utcTenth, '2026-03-11T00:01:00Z', UTC, '2026-03-11', UTC],
    ['same zone, days later', utcTenth, '2026-03-15T09:00:00Z', UTC, '2026-03-15', UTC],
    // The review's switch: west, a local day behind, records on the day already begun.
    ['west, an instant later', utcTenth, '2026-03-10T11:01:00Z', WEST, '2026-03-10', UTC],
    ['west, after the day ended there', utcTenth, '2026-03-11T05:00:00Z', WEST, '2026-03-10', UTC],
    [
      'west, once its own next day came',
      utcTenth,
      '2026-03-11T12:00:00Z',
      WEST,
      '2026-03-11',
      WEST,
    ],
    // East, a local day ahead: not before the day that began is over.
    ['east, an instant later', utcTenth, '2026-03-10T11:01:00Z', EAST, '2026-03-10', UTC],
    ['east, once the day ended', utcTenth, '2026-03-11T00:00:00Z', EAST, '2026-03-11', EAST],
  ])('%s', (_, clock, now, zone, day, dayZone) => {
    expect(advanceDayClock(clock, at(now), zone)).toEqual({ day, timeZone: dayZone });
  });

  it('over hours of switching back and forth, records one day per day the clock lived', () => {
    let clock: DayClock | null = null;
    const days = new Set<string>();
    const zones = [UTC, WEST, EAST, 'Asia/Tokyo', 'Pacific/Honolulu'];
    for (let minute = 0; minute < 36 * 60; minute += 7) {
      const now = new Date(Date.parse('2026-03-10T00:00:00Z') + minute * 60_000);
      clock = advanceDayClock(clock, now, zones[minute % zones.length]!);
      days.add(clock.day);
    }
    // 36 hours from UTC midnight: the tenth and the eleventh, and at most one day gained east.
    expect(days.size).toBeLessThanOrEqual(3);
    expect(days.has('2026-03-09')).toBe(false);
  });
});

describe('streakDayFor: the recorded day, or last night', () => {
  const tongaEleventh: DayClock = { day: '2026-03-11', timeZone: 'Pacific/Tongatapu' };
  it.each([
    ['done on the day (00:30 there)', '2026-03-10T11:30:00Z', '2026-03-11'],
    ['the evening before (23:30 there)', '2026-03-10T10:30:00Z', '2026-03-10'],
    ['the first instant of the day before', '2026-03-09T11:00:00Z', '2026-03-10'],
    ['just before it: history', '2026-03-09T10:59:59Z', null],
    ['days back: history', '2026-03-01T12:00:00Z', null],
  ])('%s', (_, completedAt, day) => {
    expect(streakDayFor(tongaEleventh, at(completedAt))).toBe(day);
  });

  it('measures "today" in the clock’s zone, not the zone the user switched to', () => {
    // Recorded on the UTC tenth; the same instant is still the ninth at UTC−12.
    const clock = advanceDayClock(
      { day: '2026-03-10', timeZone: UTC },
      at('2026-03-10T11:00:00Z'),
      WEST,
    );
    expect(streakDayFor(clock, at('2026-03-10T11:00:00Z'))).toBe('2026-03-10');
  });
});
