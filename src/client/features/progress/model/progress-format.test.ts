import { describe, expect, it } from 'vitest';
import type { Exercise, ExerciseSet } from '@shared/schemas/workouts';
import type { UnitPrefs } from '@client/lib/formatting';
import { exerciseAmount } from './progress-format';

const ex = (o: Partial<Exercise>): Exercise => ({
  id: 'e',
  workoutId: 'w',
  name: 'Bench Press',
  sets: 3,
  reps: null,
  weight: null,
  weightUnit: 'lb',
  duration: null,
  distance: null,
  distanceUnit: 'miles',
  intensity: 'moderate',
  restTime: null,
  supersetGroup: null,
  setList: [],
  personalRecord: null,
  ...o,
});
const set = (reps: number, weight: number, weightUnit: 'lb' | 'kg' = 'lb'): ExerciseSet => ({
  reps,
  weight,
  weightUnit,
  duration: null,
  distance: null,
  done: true,
  setType: 'normal',
  rpe: null,
});

const US: UnitPrefs = { weightUnit: 'lb', distanceUnit: 'mi' };
const METRIC: UnitPrefs = { weightUnit: 'kg', distanceUnit: 'km' };

describe('exercise amounts (issue 8: weights and distances in the user units)', () => {
  it.each<[Partial<Exercise>, UnitPrefs, string]>([
    [{ reps: 10, weight: 135 }, US, '3 × 10 · 135 lbs'],
    [{ reps: 10, weight: 135 }, METRIC, '3 × 10 · 61.2 kg'],
    // Typed in kg, summarised in pounds (issue 26 §4): a kg user reads exactly what was typed.
    [{ reps: 10, weight: 60 * 2.20462, setList: [set(10, 60, 'kg')] }, METRIC, '3 × 10 · 60 kg'],
    [{ reps: 10, weight: 60 * 2.20462, setList: [set(10, 60, 'kg')] }, US, '3 × 10 · 132.3 lbs'],
    [{ duration: 45 }, US, '3 × 45 s'],
    [{ sets: 1, distance: 5, distanceUnit: 'km' }, METRIC, '5 km'],
    [{ sets: 1, distance: 5, distanceUnit: 'km' }, US, '3.11 mi'],
    [{ sets: 1, duration: 1800, distance: 3, distanceUnit: 'miles' }, METRIC, '30 min · 4.83 km'],
    [{ sets: 1, distance: 400, distanceUnit: 'meters' }, US, '400 m'],
    [{ sets: 1 }, US, ''],
  ])('%j for %j reads "%s"', (o, prefs, text) => {
    expect(exerciseAmount(ex(o), prefs)).toBe(text);
  });

  it('says a pyramid is several sets with a top set', () => {
    const pyramid = ex({
      reps: 6,
      weight: 175,
      setList: [set(10, 135), set(8, 155), set(6, 175)],
    });
    expect(exerciseAmount(pyramid, US)).toBe('3 sets · top 175 lbs × 6');
    expect(exerciseAmount(pyramid, METRIC)).toBe('3 sets · top 79.4 kg × 6');
  });
});
