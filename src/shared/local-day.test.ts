import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isLocalDay,
  lastSevenDays,
  localDayOf,
  startOfLocalDay,
  streakEndingOn,
  todayWindow,
} from './local-day';

const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14
const TONGA = 'Pacific/Tongatapu'; // UTC+13
const HONOLULU = 'Pacific/Honolulu'; // UTC−10

describe('localDayOf: the calendar day of an instant in a zone', () => {
  it.each([
    ['2026-03-10T09:59:59Z', KIRITIMATI, '2026-03-10'],
    ['2026-03-10T10:00:00Z', KIRITIMATI, '2026-03-11'],
    ['2026-03-10T10:59:59Z', TONGA, '2026-03-10'],
    ['2026-03-10T11:00:00Z', TONGA, '2026-03-11'],
    ['2026-03-10T09:59:59Z', HONOLULU, '2026-03-09'],
    ['2026-03-10T10:00:00Z', HONOLULU, '2026-03-10'],
    ['2026-03-10T23:59:59Z', 'UTC', '2026-03-10'],
    ['2026-12-31T23:30:00Z', 'Europe/London', '2026-12-31'],
    ['2026-12-31T23:30:00Z', 'Europe/Paris', '2027-01-01'],
  ])('%s in %s is %s', (iso, tz, day) => {
    expect(localDayOf(new Date(iso), tz)).toBe(day);
  });
});

describe('startOfLocalDay: the first instant of a local day', () => {
  it.each([
    ['2026-03-11', KIRITIMATI, '2026-03-10T10:00:00.000Z'],
    ['2026-03-11', TONGA, '2026-03-10T11:00:00.000Z'],
    ['2026-03-10', HONOLULU, '2026-03-10T10:00:00.000Z'],
    ['2026-03-10', 'UTC', '2026-03-10T00:00:00.000Z'],
    // New York springs forward at 02:00, so midnight still exists (UTC−5 before the change).
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-11-02', 'America/New_York', '2026-11-02T05:00:00.000Z'],
    // Santiago skips from 23:59 to 01:00 on 2025-09-07: the day starts at 01:00 local (UTC−3).
    ['2025-09-07', 'America/Santiago', '2025-09-07T04:00:00.000Z'],
    ['2026-01-01', 'Etc/GMT+12', '2026-01-01T12:00:00.000Z'],
  ])('%s in %s starts at %s', (day, tz, iso) => {
    expect(startOfLocalDay(day, tz).toISOString()).toBe(iso);
  });

  it('rejects something that is not a day', () => {
    expect(() => startOfLocalDay('2026-02-30', 'UTC')).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-10', -6, '2026-03-04'],
  ])('addDays(%s, %i) = %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(n);
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2024-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['today', false],
  ])('isLocalDay(%s) = %s', (s, ok) => {
    expect(isLocalDay(s)).toBe(ok);
  });
});

describe('todayWindow and lastSevenDays (SPEC §9: week = last 7 days)', () => {
  // 10:30 UTC: half past midnight in Kiritimati and Honolulu, half past eleven at night in Tonga.
  const now = new Date('2026-03-10T10:30:00Z');

  it.each([
    [KIRITIMATI, '2026-03-11', '2026-03-10T10:00:00.000Z', '2026-03-11T10:00:00.000Z'],
    [TONGA, '2026-03-10', '2026-03-09T11:00:00.000Z', '2026-03-10T11:00:00.000Z'],
    [HONOLULU, '2026-03-10', '2026-03-10T10:00:00.000Z', '2026-03-11T10:00:00.000Z'],
  ])('today in %s is %s, from %s until %s', (tz, today, start, end) => {
    const w = todayWindow(now, tz);
    expect(w.today).toBe(today);
    expect(w.start.toISOString()).toBe(start);
    expect(w.end.toISOString()).toBe(end);
  });

  it('the week is today and the six days before, as local days', () => {
    const w = lastSevenDays(now, HONOLULU);
    expect(w.days).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(w.start.toISOString()).toBe('2026-03-04T10:00:00.000Z');
    expect(w.end.toISOString()).toBe('2026-03-11T10:00:00.000Z');
  });
});

describe('streakEndingOn (SPEC §4 Streak)', () => {
  it.each([
    [[], '2026-03-10', 0],
    [['2026-03-09'], '2026-03-10', 0],
    [['2026-03-10'], '2026-03-10', 1],
    [['2026-03-08', '2026-03-09', '2026-03-10'], '2026-03-10', 3],
    [['2026-03-07', '2026-03-09', '2026-03-10', '2026-03-10'], '2026-03-10', 2],
    [['2026-02-28', '2026-03-01'], '2026-03-01', 2],
    [['2026-03-08', '2026-03-09'], '2026-03-09', 2],
  ])('%j ending %s → %i', (days, last, n) => {
    expect(streakEndingOn(days, last)).toBe(n);
  });

  it('counts days by the local calendar, across midnight in UTC+14 and UTC−10', () => {
    // The same three instants fall on 9–10 March in Kiritimati and on 8–9 March in Honolulu.
    const instants = ['2026-03-09T09:00:00Z', '2026-03-09T11:00:00Z', '2026-03-10T09:00:00Z'];
    const days = (tz: string) => instants.map((i) => localDayOf(new Date(i), tz));
    expect(streakEndingOn(days(KIRITIMATI), '2026-03-10')).toBe(2);
    expect(streakEndingOn(days(HONOLULU), '2026-03-09')).toBe(2);
    expect(days(HONOLULU)).toEqual(['2026-03-08', '2026-03-09', '2026-03-09']);
  });
});
