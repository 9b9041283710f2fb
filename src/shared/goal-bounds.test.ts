import { describe, expect, it } from 'vitest';
import { GOAL_UNIT_MAX, goalAmount, goalValueProblem } from './goal-bounds';
import { GOAL_UNITS, updateGoalBody } from './schemas/goals';

describe('goal bounds per unit (issue 26 §2)', () => {
  it('has a bound for every unit the API takes, the same for a unit under both its names', () => {
    for (const unit of GOAL_UNITS) expect(GOAL_UNIT_MAX[unit]).toBeGreaterThan(0);
    expect(GOAL_UNIT_MAX.pounds).toBe(GOAL_UNIT_MAX.lbs);
    // The metric bound is the imperial one converted, within rounding.
    expect(GOAL_UNIT_MAX.kg * 2.20462).toBeCloseTo(GOAL_UNIT_MAX.lbs, -1);
    expect(GOAL_UNIT_MAX.km / 1.609344).toBeCloseTo(GOAL_UNIT_MAX.miles, -3);
    expect(GOAL_UNIT_MAX.minutes).toBe(GOAL_UNIT_MAX.hours * 60);
  });

  it.each<[number, (typeof GOAL_UNITS)[number], string | null]>([
    [25_000, 'miles', null],
    [25_000.5, 'miles', 'must be at most 25,000 miles'],
    [1_000_000, 'miles', 'must be at most 25,000 miles'],
    [40_001, 'km', 'must be at most 40,000 km'],
    [1501, 'pounds', 'must be at most 1,500 lbs'],
    [600, 'kg', null],
    [3651, 'days', 'must be at most 3,650 days'],
    [1200, 'workouts', 'must be at most 1,100 workouts'],
    [0, 'units', null],
  ])('%d %s → %s', (value, unit, problem) => {
    expect(goalValueProblem(value, unit)).toBe(problem);
  });

  it('writes amounts as people do', () => {
    expect(goalAmount(1_000_000_000, 'miles')).toBe('1,000,000,000 miles');
    expect(goalAmount(12.5, 'kg')).toBe('12.5 kg');
  });

  it('is the rule of the goal contract: target, and progress kept by hand', () => {
    const base = { title: 'Ride far', type: 'distance', unit: 'km', currentValue: 0 } as const;
    const over = updateGoalBody.safeParse({ ...base, targetValue: 50_000 });
    expect(over.success).toBe(false);
    expect(over.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['targetValue', 'must be at most 40,000 km'],
    ]);
    const hand = updateGoalBody.safeParse({ ...base, targetValue: 100, currentValue: 90_000 });
    expect(hand.error?.issues[0]?.path).toEqual(['currentValue']);
    // A tracked goal's progress is counted from what is logged, never taken: only its target.
    const tracked = { ...base, targetValue: 100, currentValue: 90_000, tracking: 'distance' };
    expect(updateGoalBody.safeParse(tracked).success).toBe(true);
  });
});
