import { describe, expect, it } from 'vitest';
import type { BodyWeight } from '@shared/schemas/body-weights';
import {
  formatWeighIn,
  validateWeighIn,
  weighInToast,
  weightChange,
  weightPoints,
} from './weigh-ins';

const TODAY = '2026-03-10';
const w = (weight: number, unit: 'lb' | 'kg', measuredAt: string): BodyWeight => ({
  id: measuredAt,
  weight,
  unit,
  measuredAt,
});

describe('the weigh-in form → POST /api/body-weights', () => {
  it('logs today as now, and an earlier day at noon of that day in the user zone', () => {
    expect(validateWeighIn({ weight: '180.4', unit: 'lb', day: TODAY }, TODAY, 'UTC')).toEqual({
      ok: true,
      body: { weight: 180.4, unit: 'lb', measuredAt: undefined },
    });
    expect(
      validateWeighIn({ weight: '82', unit: 'kg', day: '2026-03-08' }, TODAY, 'America/New_York'),
    ).toEqual({
      ok: true,
      body: { weight: 82, unit: 'kg', measuredAt: '2026-03-08T17:00:00.000Z' },
    });
  });

  it.each([
    [{ weight: '' }, { weight: 'Weight is required' }],
    [{ weight: '12' }, { weight: 'Weight must be at least 20' }],
    [{ weight: '2000' }, { weight: 'Weight must be at most 1500' }],
    [{ day: '2026-03-11' }, { day: "Date can't be after today" }],
    [{ day: '' }, { day: 'Date is required' }],
  ])('%j says %j', (o, errors) => {
    const values = { weight: '180', unit: 'lb' as const, day: TODAY, ...o };
    expect(validateWeighIn(values, TODAY, 'UTC')).toEqual({ ok: false, errors });
  });
});

describe('weigh-ins in the user unit', () => {
  const list = [
    w(81, 'kg', '2026-03-09T07:00:00Z'),
    w(180, 'lb', '2026-03-01T07:00:00Z'),
    w(82.5, 'kg', '2026-03-05T07:00:00Z'),
  ];

  it('shows each as typed when the units agree, converted to a tenth otherwise', () => {
    expect(formatWeighIn(list[0]!, 'kg')).toBe('81 kg');
    expect(formatWeighIn(list[0]!, 'lb')).toBe('178.6 lbs');
    expect(formatWeighIn(list[1]!, 'kg')).toBe('81.6 kg');
  });

  it('charts them oldest first and says the change', () => {
    const points = weightPoints(list, 'kg', 'UTC');
    expect(points.map((p) => [p.day, p.value])).toEqual([
      ['2026-03-01', 81.6],
      ['2026-03-05', 82.5],
      ['2026-03-09', 81],
    ]);
    expect(weightChange(points, 'kg')).toBe('Down 0.6 kg since Mar 1');
    expect(weightChange(points.slice(0, 2), 'kg')).toBe('Up 0.9 kg since Mar 1');
    expect(weightChange(points.slice(0, 1), 'kg')).toBeNull();
  });

  it("keeps one point a day, the day's last", () => {
    const sameDay = [...list, w(80.2, 'kg', '2026-03-09T19:00:00Z')];
    expect(weightPoints(sameDay, 'kg', 'UTC').map((p) => p.value)).toEqual([81.6, 82.5, 80.2]);
  });
});

// Issue 26: the toast spoke of weight goals to a user with none.
describe('the weigh-in toasts name weight goals only when one follows body weight', () => {
  const goal = (tracking: 'body_weight' | 'manual' | 'workouts') => ({ tracking });
  it.each([
    ['logged', undefined, 'It is in your weigh-ins.'],
    ['logged', [], 'It is in your weigh-ins.'],
    ['logged', [goal('manual'), goal('workouts')], 'It is in your weigh-ins.'],
    ['logged', [goal('workouts'), goal('body_weight')], 'Your weight goals are up to date.'],
    ['deleted', [], 'It is gone from your weigh-ins.'],
    ['deleted', [goal('body_weight')], 'It no longer counts toward your goals.'],
  ] as const)('%s with goals %j: %s', (action, goals, description) => {
    expect(weighInToast(action, goals).description).toBe(description);
  });
});
