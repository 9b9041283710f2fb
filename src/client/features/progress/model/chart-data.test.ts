import { describe, expect, it } from 'vitest';
import { weeklyActivity, weeklyMiles } from '@shared/weekly-activity';
import { chartPoints, chartSummary } from './chart-data';

const NOW = new Date('2026-03-11T12:00:00Z');
const run = (completedAt: string, distance: number) => ({ completedAt, distance, duration: 1800 });

describe('distance on the weekly chart (issue 8: in the user unit)', () => {
  const workouts = [run('2026-03-11T08:00:00Z', 3.11), run('2026-03-02T08:00:00Z', 6.21)];
  const weeks = weeklyActivity(workouts, NOW, 'UTC');
  const miles = weeklyMiles(weeks, workouts, 'UTC');

  it('labels weeks and the summary in miles or kilometres', () => {
    expect(chartPoints(weeks, miles, 'km').at(-1)!.distance).toBe('5 km');
    expect(chartPoints(weeks, miles, 'mi').at(-1)!.distance).toBe('3.11 mi');
    expect(chartPoints(weeks, miles, 'mi')[0]!.distance).toBeNull();
    expect(chartSummary(weeks, miles, 'km')).toBe(
      '2 workouts · 60 min · 15 km · active 2 of 12 weeks',
    );
  });
});
