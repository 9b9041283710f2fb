import { describe, expect, it } from 'vitest';
import { exerciseSummary, goalDeadline, goalTarget } from './stored-format';

const base = {
  sets: 1,
  reps: null,
  weight: null,
  duration: null,
  distance: null,
  distanceUnit: 'miles' as const,
};

describe('exerciseSummary', () => {
  it.each([
    [{ sets: 3, reps: 12 }, 'lb', '3 × 12'],
    [{ sets: 1, reps: 20 }, 'lb', '20 reps'],
    [{ sets: 1, reps: 1 }, 'lb', '1 rep'],
    [{ sets: 4, reps: 8, weight: 135 }, 'lb', '4 × 8 at 135 lbs'],
    [{ sets: 4, reps: 8, weight: 135 }, 'kg', '4 × 8 at 61 kg'],
    [{ sets: 3 }, 'lb', '3 sets'],
    [{ distance: 3, duration: 1500 }, 'lb', '3 miles · 25 min'],
    [{ distance: 1 }, 'lb', '1 mile'],
    [{ distance: 5, distanceUnit: 'km' as const }, 'lb', '5 km'],
    [{ duration: 90 }, 'lb', '1 min 30 s'],
    [{}, 'lb', ''],
  ] as const)('%j in %s → %j', (fields, unit, text) => {
    expect(exerciseSummary({ ...base, ...fields }, unit)).toBe(text);
  });
});

describe('goal lines', () => {
  it('shows the target with its unit and the deadline as a day', () => {
    expect(goalTarget({ targetValue: 20, unit: 'miles' })).toBe('20 miles');
    expect(goalTarget({ targetValue: 12.5, unit: 'lbs' })).toBe('12.5 lbs');
    expect(goalDeadline({ deadline: '2026-06-30' })).toBe('Jun 30, 2026');
    expect(goalDeadline({ deadline: null })).toBe('No deadline');
  });
});
