import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDuration,
  formatExerciseWeight,
  formatGoalAmount,
  formatGoalValue,
  formatMiles,
  formatMilesAs,
  formatNumber,
  formatWeight,
  goalUnitLabel,
  plural,
  relativeDayLabel,
} from './formatting';

describe('display formatting', () => {
  it.each([
    [1234.5, '1,234.5'],
    [3, '3'],
    [0.25, '0.3'],
  ])('formatNumber(%d) is %s', (n, text) => {
    expect(formatNumber(n)).toBe(text);
  });

  it('shows miles to the hundredth', () => {
    expect(formatMiles(3.107)).toBe('3.11');
    expect(formatMiles(12)).toBe('12');
  });

  it('formats a local day without shifting it in any zone', () => {
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026');
  });

  it.each([
    ['2026-03-11T05:00:00Z', 'Pacific/Honolulu', '2026-03-10', 'Today'],
    ['2026-03-10T09:59:00Z', 'Pacific/Honolulu', '2026-03-10', 'Yesterday'],
    ['2026-03-10T11:00:00Z', 'Pacific/Tongatapu', '2026-03-11', 'Today'],
    ['2026-03-03T12:00:00Z', 'UTC', '2026-03-11', 'Tue, Mar 3'],
    ['2025-12-30T12:00:00Z', 'UTC', '2026-03-11', 'Dec 30, 2025'],
  ])('%s in %s, today %s, reads %s', (instant, zone, today, label) => {
    expect(relativeDayLabel(instant, zone, today)).toBe(label);
  });

  it.each([
    [45, '45 s'],
    [1800, '30 min'],
    [3600, '1 h'],
    [3900, '1 h 5 min'],
    // Issue 26: the same as every other screen, not rounded to minutes ("2 min").
    [90, '1 min 30 s'],
  ])('formatDuration(%i) is %s', (s, text) => {
    expect(formatDuration(s)).toBe(text);
  });

  it('shows weights in the user unit, converted once to a tenth (shared unitDisplay)', () => {
    expect(formatWeight(135, 'lb')).toBe('135 lbs');
    expect(formatWeight(135, 'kg')).toBe('61.2 kg');
  });

  it('shows an exercise weight as typed when the units agree, never drifted', () => {
    // 60 kg is summarised as 132.277… lb; a kg user reads the 60 they typed (the set list).
    const set = { reps: 5, weight: 60, weightUnit: 'kg' as const };
    const sixtyKg = { weight: 60 * 2.20462, setList: [{ ...set, weight: 50 }, set] };
    expect(formatExerciseWeight(sixtyKg, 'kg')).toBe('60 kg');
    expect(formatExerciseWeight(sixtyKg, 'lb')).toBe('132.3 lbs');
    // Without the sets, the summary's pounds are converted.
    expect(formatExerciseWeight({ weight: 60 * 2.20462 }, 'kg')).toBe('60 kg');
    expect(formatExerciseWeight({ weight: 135 }, 'lb')).toBe('135 lbs');
    expect(formatExerciseWeight({ weight: 135 }, 'kg')).toBe('61.2 kg');
  });

  it('shows totals in miles in the preferred distance unit', () => {
    expect(formatMilesAs(3.11, 'mi')).toBe('3.11 mi');
    expect(formatMilesAs(3.106855, 'km')).toBe('5 km');
  });
});

describe('goal amounts in the user units (issue 8)', () => {
  const lb = { weightUnit: 'lb', distanceUnit: 'mi' } as const;
  const metric = { weightUnit: 'kg', distanceUnit: 'km' } as const;

  it('converts weight and distance goals, and keeps the rest as they are', () => {
    expect(formatGoalValue(15, 'lbs', metric)).toBe('6.8 kg');
    expect(formatGoalValue(15, 'pounds', lb)).toBe('15 lbs');
    expect(formatGoalValue(50, 'miles', metric)).toBe('80.47 km');
    expect(formatGoalValue(10, 'km', metric)).toBe('10 km');
    expect(formatGoalValue(20, 'workouts', metric)).toBe('20 workouts');
    expect(formatGoalAmount({ currentValue: 3, targetValue: 15, unit: 'lbs' }, metric)).toBe(
      '1.4 / 6.8 kg',
    );
    expect(formatGoalAmount({ currentValue: 12.5, targetValue: 50, unit: 'miles' }, lb)).toBe(
      '12.5 / 50 mi',
    );
  });

  it('has one label per unit', () => {
    expect(['lbs', 'pounds', 'kg', 'miles', 'km', 'hours'].map(goalUnitLabel)).toEqual([
      'lbs',
      'lbs',
      'kg',
      'mi',
      'km',
      'hours',
    ]);
  });

  it('pluralises', () => {
    expect(plural(1, 'workout')).toBe('1 workout');
    expect(plural(2, 'workout')).toBe('2 workouts');
  });
});
