import { describe, expect, it } from 'vitest';
import { bodyWeightProgress, suggestedTracking, trackedAmount, weightIn } from './goal-tracking';

describe('trackedAmount: logged sums in the goal’s unit', () => {
  it.each([
    ['distance', 'miles', 3.1, 3.1],
    ['distance', 'km', 3.10686, 5],
    ['duration', 'minutes', 5400, 90],
    ['duration', 'hours', 5400, 1.5],
    ['workouts', 'workouts', 12, 12],
    ['lift', 'lbs', 315, 315],
    ['lift', 'kg', 220.462, 100],
  ] as const)('%s in %s: %s → %s', (tracking, unit, raw, expected) => {
    expect(trackedAmount(tracking, unit, raw)).toBeCloseTo(expected, 2);
  });
});

describe('bodyWeightProgress: counts up from the start', () => {
  it.each([
    ['weight_loss', 200, 192.5, 7.5],
    ['weight_loss', 200, 203, 0],
    ['weight_gain', 150, 156, 6],
    ['weight_gain', 150, 149, 0],
    ['weight_loss', null, 190, 0],
    ['weight_loss', 200, null, 0],
  ] as const)('%s from %s to %s: %s', (type, start, latest, expected) => {
    expect(bodyWeightProgress(type, start, latest)).toBe(expected);
  });

  it('converts a weigh-in to the goal’s unit', () => {
    expect(weightIn(100, 'kg', 'lbs')).toBeCloseTo(220.462, 3);
    expect(weightIn(220.462, 'lb', 'kg')).toBeCloseTo(100, 3);
    expect(weightIn(180, 'lb', 'pounds')).toBe(180);
  });
});

describe('suggestedTracking', () => {
  it.each([
    ['distance', 'km', 'distance'],
    ['time', 'minutes', 'duration'],
    ['general', 'workouts', 'workouts'],
    ['weight_loss', 'lbs', 'body_weight'],
    ['weight_gain', 'kg', 'body_weight'],
    ['strength', 'lbs', 'manual'],
    ['general', 'days', 'manual'],
  ] as const)('%s in %s → %s', (type, unit, expected) => {
    expect(suggestedTracking(type, unit)).toBe(expected);
  });
});
