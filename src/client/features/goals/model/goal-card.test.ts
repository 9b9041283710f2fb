import { describe, expect, it } from 'vitest';
import { deadlineText, goalAmountText, goalCardState, trackingText } from './goal-card';

const TODAY = '2026-03-10';
const g = (o: {
  isCompleted?: boolean;
  progressPercentage?: number;
  deadline?: string | null;
}) => ({
  isCompleted: false,
  progressPercentage: 40,
  deadline: null,
  ...o,
});

describe('goal card state (SPEC §4 Goal)', () => {
  it.each([
    [g({}), 'active'],
    [g({ isCompleted: true }), 'completed'],
    [g({ progressPercentage: 100 }), 'completed'],
    [g({ deadline: '2026-03-09' }), 'overdue'],
    [g({ deadline: TODAY }), 'active'], // due today is not late yet
    [g({ deadline: '2026-03-09', isCompleted: true }), 'completed'], // done beats late
  ])('%j is %s', (goal, state) => {
    expect(goalCardState(goal, TODAY)).toBe(state);
  });
});

describe('deadline line', () => {
  it.each([
    [g({}), null],
    [g({ deadline: '2026-03-09' }), 'Overdue · was due Mar 9, 2026'],
    [g({ deadline: TODAY }), 'Due today'],
    [g({ deadline: '2026-03-11' }), 'Due tomorrow'],
    [g({ deadline: '2026-03-15' }), 'Due Mar 15, 2026 · 5 days left'],
    [g({ deadline: '2026-06-01' }), 'Due Jun 1, 2026'],
    [g({ deadline: '2026-03-01', isCompleted: true }), 'Deadline Mar 1, 2026'],
  ])('%j reads %s', (goal, text) => {
    expect(deadlineText(goal, TODAY)).toBe(text);
  });
});

describe('amounts in the user units (issue 8)', () => {
  const US = { weightUnit: 'lb', distanceUnit: 'mi' } as const;
  const METRIC = { weightUnit: 'kg', distanceUnit: 'km' } as const;
  const amount = (o: Record<string, unknown>) => ({
    currentValue: 0,
    targetValue: 0,
    unit: 'units',
    type: 'general' as const,
    tracking: 'manual' as const,
    ...o,
  });

  it.each([
    [amount({ currentValue: 12.5, targetValue: 50, unit: 'miles' }), US, '12.5 / 50 mi'],
    [amount({ currentValue: 12.5, targetValue: 50, unit: 'miles' }), METRIC, '20.12 / 80.47 km'],
    [amount({ currentValue: 3, targetValue: 20, unit: 'workouts' }), US, '3 / 20 workouts'],
    [amount({ targetValue: 15, unit: 'lbs' }), METRIC, '0 / 6.8 kg'],
    [
      amount({
        currentValue: 3,
        targetValue: 10,
        unit: 'lbs',
        type: 'weight_loss',
        tracking: 'body_weight',
      }),
      US,
      '3 / 10 lbs lost',
    ],
    [
      amount({
        currentValue: 2,
        targetValue: 5,
        unit: 'kg',
        type: 'weight_gain',
        tracking: 'body_weight',
      }),
      METRIC,
      '2 / 5 kg gained',
    ],
  ])('%j for %j reads %s', (goal, prefs, text) => {
    expect(goalAmountText(goal, prefs)).toBe(text);
  });
});

describe('where a tracked goal counts from', () => {
  const US = { weightUnit: 'lb', distanceUnit: 'mi' } as const;
  const tracked = (o: Record<string, unknown>) => ({
    tracking: 'distance' as const,
    createdAt: '2026-03-03T02:00:00Z',
    trackExercise: null,
    trackWorkoutType: null,
    startValue: null,
    unit: 'miles',
    ...o,
  });

  it.each([
    [tracked({ tracking: 'manual' }), 'UTC', null],
    [tracked({}), 'UTC', 'Tracked from your workouts since Mar 3'],
    // The goal's day is the user's: 02:00 UTC on the 3rd is still the 2nd in New York.
    [tracked({}), 'America/New_York', 'Tracked from your workouts since Mar 2'],
    [
      tracked({ trackWorkoutType: 'cardio' }),
      'UTC',
      'Tracked from your cardio workouts since Mar 3',
    ],
    [
      tracked({ tracking: 'lift', trackExercise: 'Deadlift', unit: 'lbs' }),
      'UTC',
      'Best Deadlift, tracked from your workouts since Mar 3',
    ],
    [
      tracked({ tracking: 'body_weight', unit: 'lbs', startValue: 180 }),
      'UTC',
      'Tracked from your weigh-ins since Mar 3 · started at 180 lbs',
    ],
  ])('%j in %s: %s', (goal, zone, text) => {
    expect(trackingText(goal as never, zone, US)).toBe(text);
  });
});
