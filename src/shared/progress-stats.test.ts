import { describe, expect, it } from 'vitest';
import { addDays } from './local-day';
import { progressStats, typeBreakdown } from './progress-stats';
import type { Workout } from './schemas/workouts';

// 20:00 on 2026-03-10 in Honolulu (UTC−10); 19:00 on 2026-03-11 in Tonga (UTC+13).
const NOW = new Date('2026-03-11T06:00:00Z');
const at = (completedAt: string, minutes = 30) => ({ completedAt, duration: minutes * 60 });

/** `n` consecutive days ending on `last`, newest first. */
const daysBack = (last: string, n: number) =>
  Array.from({ length: n }, (_, i) => addDays(last, -i));
/** No recorded streak days. */
const NONE = { today: '2026-03-11', days: [] };

describe('Progress stat tiles (SPEC §2, §4 Streak, §9 week)', () => {
  it('is all zero with no workouts', () => {
    expect(progressStats([], [], NOW, 'UTC', NONE)).toEqual({
      totalWorkouts: 0,
      thisWeek: 0,
      minutesThisWeek: 0,
      dayStreak: 0,
    });
  });

  it.each([
    // zone, workouts, expected this-week count
    // 23:30 and 00:30 local around midnight between the 9th and 10th in Honolulu
    ['Pacific/Honolulu', ['2026-03-10T09:30:00Z', '2026-03-10T10:30:00Z'], 2],
    ['Pacific/Tongatapu', ['2026-03-10T09:30:00Z', '2026-03-10T10:30:00Z'], 2],
    // Eight days ago is outside the week
    ['UTC', ['2026-03-11T01:00:00Z', '2026-03-09T01:00:00Z', '2026-03-03T01:00:00Z'], 2],
    // The first day of the week (six days ago) counts, the day before it does not
    ['UTC', ['2026-03-05T00:00:00Z', '2026-03-04T23:59:00Z'], 1],
  ])('in %s, %j: %i this week', (zone, instants, week) => {
    const workouts = instants.map((i) => at(i));
    const stats = progressStats(workouts, workouts, NOW, zone, NONE);
    expect(stats).toMatchObject({ totalWorkouts: instants.length, thisWeek: week });
  });

  it('sums this week minutes from seconds, rounding once', () => {
    const workouts = [
      { completedAt: '2026-03-11T01:00:00Z', duration: 90 },
      { completedAt: '2026-03-10T01:00:00Z', duration: 90 },
      at('2026-02-01T01:00:00Z', 60),
    ];
    const stats = progressStats(workouts, workouts, NOW, 'UTC', NONE);
    expect(stats).toMatchObject({ minutesThisWeek: 3, totalWorkouts: 3 });
  });

  it.each([
    ['nothing recorded', '2026-03-11', [], 0],
    [
      'four days ending today',
      '2026-03-11',
      ['2026-03-11', '2026-03-10', '2026-03-09', '2026-03-08'],
      4,
    ],
    ['a gap breaks it', '2026-03-11', ['2026-03-11', '2026-03-09'], 1],
    // Issue 26 §1: alive until today ends, as Home and the API count it (was 0 here).
    ['ending yesterday, nothing yet today', '2026-03-11', ['2026-03-10', '2026-03-09'], 2],
    ['ending the day before yesterday', '2026-03-11', ['2026-03-09', '2026-03-08'], 0],
    ['a hundred days', '2026-03-11', daysBack('2026-03-11', 100), 100],
  ])('the streak is the current streak of the recorded days: %s', (_, today, days, streak) => {
    expect(progressStats([], [], NOW, 'UTC', { today, days }).dayStreak).toBe(streak);
  });

  it('takes the streak from the recorded days, not from when workouts were done in the zone now', () => {
    // Done on the 9th and 10th in Honolulu's days, but recorded as one day (the 11th).
    const workouts = [at('2026-03-10T09:30:00Z'), at('2026-03-10T10:30:00Z')];
    const stats = progressStats(workouts, workouts, NOW, 'Pacific/Honolulu', {
      today: '2026-03-11',
      days: ['2026-03-11'],
    });
    expect(stats.dayStreak).toBe(1);
  });
});

describe('workout-type bars', () => {
  const w = (type: Workout['type']) => ({ type });

  it('lists the types done, most frequent first, with whole percentages', () => {
    expect(typeBreakdown([w('cardio'), w('strength'), w('strength'), w('sports')])).toEqual([
      { type: 'strength', count: 2, percent: 50 },
      { type: 'cardio', count: 1, percent: 25 },
      { type: 'sports', count: 1, percent: 25 },
    ]);
  });

  it('is empty with no workouts', () => {
    expect(typeBreakdown([])).toEqual([]);
  });
});
