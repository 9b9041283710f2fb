import { describe, expect, it } from 'vitest';
import type { UnitPrefs } from '@client/lib/formatting';
import { exerciseSummary, goalDeadline, goalTarget, weighInText } from './stored-format';

const base = {
  sets: 1,
  reps: null,
  weight: null,
  weightUnit: 'lb' as const,
  duration: null,
  distance: null,
  distanceUnit: 'miles' as const,
};
const US: UnitPrefs = { weightUnit: 'lb', distanceUnit: 'mi' };
const METRIC: UnitPrefs = { weightUnit: 'kg', distanceUnit: 'km' };
const set = (reps: number, weight: number) => ({
  reps,
  weight,
  weightUnit: 'lb' as const,
  duration: null,
  distance: null,
  done: true,
  setType: 'normal' as const,
  rpe: null,
});

const kgSet = (reps: number, weight: number) => ({
  ...set(reps, weight),
  weightUnit: 'kg' as const,
});

describe('exerciseSummary in the user units (issue 8)', () => {
  it.each([
    [{ sets: 3, reps: 12 }, US, '3 × 12'],
    [{ sets: 1, reps: 20 }, US, '20 reps'],
    [{ sets: 1, reps: 1 }, US, '1 rep'],
    [{ sets: 4, reps: 8, weight: 135 }, US, '4 × 8 at 135 lbs'],
    [{ sets: 4, reps: 8, weight: 135 }, METRIC, '4 × 8 at 61.2 kg'],
    // Said in kilograms, summarised in pounds (issue 26 §4): a kg user sees what was said,
    // never a drifted number.
    [
      { sets: 4, reps: 8, weight: 100 * 2.20462, setList: [1, 2, 3, 4].map(() => kgSet(8, 100)) },
      METRIC,
      '4 × 8 at 100 kg',
    ],
    [{ sets: 3 }, US, '3 sets'],
    [{ distance: 3, duration: 1500 }, US, '3 mi · 25 min'],
    [{ distance: 3, duration: 1500 }, METRIC, '4.83 km · 25 min'],
    [{ distance: 5, distanceUnit: 'km' as const }, METRIC, '5 km'],
    [{ distance: 5, distanceUnit: 'km' as const }, US, '3.11 mi'],
    [{ duration: 90 }, US, '1 min 30 s'],
    [{}, US, ''],
  ] as const)('%j for %j → %j', (fields, prefs, text) => {
    expect(exerciseSummary({ ...base, ...fields }, prefs)).toBe(text);
  });

  it('spells out sets that differ', () => {
    const pyramid = { ...base, sets: 3, reps: 6, weight: 175, setList: [set(10, 135), set(8, 155), set(6, 175)] }; // prettier-ignore
    expect(exerciseSummary(pyramid, US)).toBe('3 sets: 135 lbs × 10, 155 lbs × 8, 175 lbs × 6');
    expect(exerciseSummary(pyramid, METRIC)).toBe('3 sets: 61.2 kg × 10, 70.3 kg × 8, 79.4 kg × 6');
  });
});

describe('goal and weigh-in lines', () => {
  it('shows the target in the user units and the deadline as a day', () => {
    expect(goalTarget({ targetValue: 20, unit: 'miles' }, US)).toBe('20 mi');
    expect(goalTarget({ targetValue: 20, unit: 'miles' }, METRIC)).toBe('32.19 km');
    expect(goalTarget({ targetValue: 15, unit: 'lbs' }, METRIC)).toBe('6.8 kg');
    expect(goalTarget({ targetValue: 20, unit: 'workouts' }, US)).toBe('20 workouts');
    expect(goalDeadline({ deadline: '2026-06-30' })).toBe('Jun 30, 2026');
    expect(goalDeadline({ deadline: null })).toBe('No deadline');
  });

  it('shows a weigh-in as said, or converted to the user unit', () => {
    expect(weighInText({ weight: 82.5, unit: 'kg' }, METRIC)).toBe('82.5 kg');
    expect(weighInText({ weight: 82.5, unit: 'kg' }, US)).toBe('181.9 lbs');
  });
});
