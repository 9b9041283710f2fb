import { describe, expect, it } from 'vitest';
import { CHART_WEEKS, weeklyActivity, weeklyMiles, type TimedWorkout } from './weekly-activity';

// 2026-03-11T06:00Z is 20:00 on the 10th in Honolulu (UTC−10) and 19:00 on the 11th in Tonga
// (UTC+13): the same instant is a different local day on each side of the date line.
const NOW = new Date('2026-03-11T06:00:00Z');
const HONOLULU = 'Pacific/Honolulu';
const TONGA = 'Pacific/Tongatapu';

const w = (completedAt: string, minutes = 30): TimedWorkout => ({
  completedAt,
  duration: minutes * 60,
});

describe('weeklyActivity (Progress chart, SPEC §9 week = last 7 days)', () => {
  it('makes twelve seven-day buckets, oldest first, the last one ending today', () => {
    const weeks = weeklyActivity([], NOW, 'UTC');
    expect(weeks).toHaveLength(CHART_WEEKS);
    expect(weeks[11]).toEqual({ from: '2026-03-05', to: '2026-03-11', workouts: 0, minutes: 0 });
    expect(weeks[10]).toMatchObject({ from: '2026-02-26', to: '2026-03-04' });
    expect(weeks[0]).toMatchObject({ from: '2025-12-18', to: '2025-12-24' });
  });

  it.each([
    // zone, today there, the newest bucket's first day
    ['UTC', '2026-03-11', '2026-03-05'],
    [HONOLULU, '2026-03-10', '2026-03-04'],
    [TONGA, '2026-03-11', '2026-03-05'],
  ])('in %s today is %s and the newest week starts %s', (zone, today, from) => {
    const last = weeklyActivity([], NOW, zone).at(-1)!;
    expect(last).toMatchObject({ from, to: today });
  });

  it.each([
    // instant (UTC), zone, index of the bucket it lands in (11 = newest), or null if left out
    ['2026-03-11T05:59:00Z', HONOLULU, 11], // 19:59 on the 10th: today there
    ['2026-03-04T10:00:00Z', HONOLULU, 11], // 00:00 on the 4th: first day of the newest week
    ['2026-03-04T09:59:00Z', HONOLULU, 10], // 23:59 on the 3rd: the week before
    ['2026-03-11T10:30:00Z', HONOLULU, null], // 00:30 on the 11th: tomorrow there, left out
    ['2026-03-04T11:00:00Z', TONGA, 11], // 00:00 on the 5th in Tonga: newest week
    ['2026-03-04T10:59:00Z', TONGA, 10], // 23:59 on the 4th in Tonga: the week before
    ['2026-03-04T10:59:00Z', 'UTC', 10], // the 4th in UTC too
    ['2025-12-18T00:00:00Z', 'UTC', 0], // the first day of the oldest bucket
    ['2025-12-17T23:59:00Z', 'UTC', null], // the day before it: out of range
  ])('%s in %s lands in bucket %s', (at, zone, index) => {
    const weeks = weeklyActivity([w(at)], NOW, zone);
    const hit = weeks.findIndex((b) => b.workouts > 0);
    expect(hit === -1 ? null : hit).toBe(index);
  });

  it('counts workouts and sums minutes per week, rounding the seconds once', () => {
    const weeks = weeklyActivity(
      [
        { completedAt: '2026-03-10T08:00:00Z', duration: 90 },
        { completedAt: '2026-03-09T08:00:00Z', duration: 90 },
        w('2026-03-01T08:00:00Z', 45),
      ],
      NOW,
      'UTC',
    );
    // 90 s + 90 s = 3 min, not 2 × round(1.5).
    expect(weeks[11]).toMatchObject({ workouts: 2, minutes: 3 });
    expect(weeks[10]).toMatchObject({ workouts: 1, minutes: 45 });
  });

  it('takes a different number of weeks when asked', () => {
    expect(weeklyActivity([], NOW, 'UTC', 4).map((b) => b.from)).toEqual([
      '2026-02-12',
      '2026-02-19',
      '2026-02-26',
      '2026-03-05',
    ]);
  });
});

describe('weeklyMiles (the chart line, issue 8)', () => {
  const run = (completedAt: string, distance: number) => ({
    completedAt,
    distance,
    duration: 1800,
  });

  it('sums each week on its local days', () => {
    const workouts = [run('2026-03-11T08:00:00Z', 3.11), run('2026-03-02T08:00:00Z', 6.21)];
    const miles = weeklyMiles(weeklyActivity(workouts, NOW, 'UTC'), workouts, 'UTC');
    expect(miles.at(-1)).toBeCloseTo(3.11);
    expect(miles.at(-2)).toBeCloseTo(6.21);
    expect(miles.slice(0, -2).every((m) => m === 0)).toBe(true);
  });

  it('puts a run on the local day it was done, and leaves out days outside the chart', () => {
    // 11:30 UTC on the 4th (the week before the newest in UTC) is 00:30 on the 5th in Tonga,
    // the newest week's first day there.
    const workouts = [run('2026-03-04T11:30:00Z', 2), run('2025-01-01T12:00:00Z', 9)];
    expect(weeklyMiles(weeklyActivity(workouts, NOW, 'UTC'), workouts, 'UTC').at(-2)).toBe(2);
    const miles = weeklyMiles(weeklyActivity(workouts, NOW, TONGA), workouts, TONGA);
    expect(miles.at(-1)).toBe(2);
    expect(miles.reduce((a, b) => a + b, 0)).toBe(2);
  });
});
