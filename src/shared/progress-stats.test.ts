import { describe, expect, it } from 'vitest';
import { progressStats, typeBreakdown } from './progress-stats';
import type { Workout } from './schemas/workouts';

// 20:00 on 2026-03-10 in Honolulu (UTC−10); 19:00 on 2026-03-11 in Tonga (UTC+13).
const NOW = new Date('2026-03-11T06:00:00Z');
const at = (completedAt: string, minutes = 30) => ({ completedAt, duration: minutes * 60 });

describe('Progress stat tiles (SPEC §2, §4 Streak, §9 week)', () => {
  it('is all zero with no workouts', () => {
    expect(progressStats([], [], NOW, 'UTC')).toEqual({
      totalWorkouts: 0,
      thisWeek: 0,
      minutesThisWeek: 0,
      dayStreak: 0,
    });
  });

  it.each([
    // zone, workouts, expected this-week count and streak
    // 23:30 and 00:30 local around midnight between the 9th and 10th in Honolulu
    ['Pacific/Honolulu', ['2026-03-10T09:30:00Z', '2026-03-10T10:30:00Z'], 2, 2],
    // The same two instants in Tonga fall on the 10th (22:30, 23:30): one day, yesterday there
    ['Pacific/Tongatapu', ['2026-03-10T09:30:00Z', '2026-03-10T10:30:00Z'], 2, 0],
    // Tonga: 00:30 on the 11th (today) and 23:30 on the 10th (yesterday) make two days
    ['Pacific/Tongatapu', ['2026-03-10T11:30:00Z', '2026-03-10T10:30:00Z'], 2, 2],
    // Eight days ago is outside the week; a gap breaks the streak
    ['UTC', ['2026-03-11T01:00:00Z', '2026-03-09T01:00:00Z', '2026-03-03T01:00:00Z'], 2, 1],
    // The first day of the week (six days ago) counts, the day before it does not
    ['UTC', ['2026-03-05T00:00:00Z', '2026-03-04T23:59:00Z'], 1, 0],
  ])('in %s, %j: %i this week, streak %i', (zone, instants, week, streak) => {
    const workouts = instants.map((i) => at(i));
    const stats = progressStats(workouts, workouts, NOW, zone);
    expect(stats).toMatchObject({
      totalWorkouts: instants.length,
      thisWeek: week,
      dayStreak: streak,
    });
  });

  it('sums this week minutes from seconds, rounding once', () => {
    const workouts = [
      { completedAt: '2026-03-11T01:00:00Z', duration: 90 },
      { completedAt: '2026-03-10T01:00:00Z', duration: 90 },
      at('2026-02-01T01:00:00Z', 60),
    ];
    const stats = progressStats(workouts, workouts, NOW, 'UTC');
    expect(stats).toMatchObject({ minutesThisWeek: 3, totalWorkouts: 3, dayStreak: 2 });
  });

  it('counts a streak of several days ending today', () => {
    const days = ['2026-03-11', '2026-03-10', '2026-03-09', '2026-03-08'];
    const workouts = days.map((d) => at(`${d}T12:00:00Z`));
    expect(progressStats(workouts, workouts, NOW, 'UTC').dayStreak).toBe(4);
    // 12:00 UTC is 01:00 the next day in Tonga: the one on the 11th is tomorrow there, and the
    // other three make a streak ending on the Tongan today (the 11th).
    expect(progressStats(workouts, workouts, NOW, 'Pacific/Tongatapu').dayStreak).toBe(3);
  });

  it('counts the total and the streak from every workout, the week from the recent ones', () => {
    // A 100-day streak ending today (2026-03-11 in UTC); only the last 84 days come with times.
    const all = Array.from({ length: 100 }, (_, i) =>
      at(new Date(Date.parse('2026-03-11T12:00:00Z') - i * 86_400_000).toISOString()),
    );
    expect(progressStats(all, all.slice(0, 84), NOW, 'UTC')).toEqual({
      totalWorkouts: 100,
      thisWeek: 7,
      minutesThisWeek: 210,
      dayStreak: 100,
    });
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
