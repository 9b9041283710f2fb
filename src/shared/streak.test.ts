import { describe, expect, it } from 'vitest';
import { addDays } from './local-day';
import { currentStreak, longestStreak, streakKeptToday } from './streak';

const back = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, -i));

describe('currentStreak: the run of streak days ending today, or yesterday until today has one', () => {
  it.each([
    ['nothing recorded', '2026-03-10', [], 0],
    ['today only', '2026-03-10', ['2026-03-10'], 1],
    ['yesterday only: still alive today', '2026-03-10', ['2026-03-09'], 1],
    ['the day before yesterday: broken', '2026-03-10', ['2026-03-08'], 0],
    ['three days ending today', '2026-03-10', ['2026-03-08', '2026-03-09', '2026-03-10'], 3],
    ['three days ending yesterday', '2026-03-10', ['2026-03-07', '2026-03-08', '2026-03-09'], 3],
    ['a gap breaks it', '2026-03-10', ['2026-03-10', '2026-03-08', '2026-03-07'], 1],
    [
      'today alone after a gap is 1, not the run before the gap',
      '2026-03-05',
      ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-05'],
      1,
    ],
    ['a day counted twice is one day', '2026-01-02', ['2025-12-31', '2026-01-01', '2026-01-01'], 2],
    ['across a month end', '2026-03-01', ['2026-02-27', '2026-02-28', '2026-03-01'], 3],
    ['across a leap day', '2028-03-01', ['2028-02-28', '2028-02-29'], 2],
    ['across a year end, ending yesterday', '2026-01-01', ['2025-12-30', '2025-12-31'], 2],
    ['a hundred days', '2026-03-11', back('2026-03-11', 100), 100],
    // Issue 26's runner: Mon–Fri done, Mon–Wed typed in on Friday, so only Thu and Fri are
    // streak days (day-clock.ts's streakDayFor); Friday and Saturday read the same 2.
    ['issue 26 on Friday', '2026-11-27', ['2026-11-26', '2026-11-27'], 2],
    ['issue 26 on Saturday before logging', '2026-11-28', ['2026-11-26', '2026-11-27'], 2],
    ['issue 26 on Sunday with nothing since', '2026-11-29', ['2026-11-26', '2026-11-27'], 0],
  ])('%s', (_, today, days, n) => {
    expect(currentStreak({ today, days })).toBe(n);
  });
});

describe('longestStreak: the longest run of streak days (the Longest Streak board)', () => {
  it.each([
    ['nothing recorded', [], 0],
    ['one day', ['2026-03-10'], 1],
    ['unsorted, each day once', ['2026-01-02', '2026-01-01', '2026-01-02'], 2],
    ['the longer of two runs', ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-05'], 3],
    ['two runs of equal length', ['2026-03-01', '2026-03-02', '2026-03-04', '2026-03-05'], 2],
    ['across a year end', ['2025-12-30', '2025-12-31', '2026-01-01'], 3],
    ['a hundred days', back('2026-03-11', 100), 100],
    ['issue 26: Thu and Fri recorded', ['2026-11-26', '2026-11-27'], 2],
  ])('%s', (_, days, n) => {
    expect(longestStreak(days)).toBe(n);
  });

  it('is never shorter than the current streak over the same days', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-04', '2026-03-05', '2026-03-06'];
    for (const today of ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-02']) {
      expect(longestStreak(days)).toBeGreaterThanOrEqual(currentStreak({ today, days }));
    }
  });
});

describe('streakKeptToday', () => {
  it.each([
    [['2026-03-10'], true],
    [['2026-03-09'], false],
    [[], false],
  ])('%j on 2026-03-10 → %s', (days, kept) => {
    expect(streakKeptToday({ today: '2026-03-10', days })).toBe(kept);
  });
});
