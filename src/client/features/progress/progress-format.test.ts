import { describe, expect, it } from 'vitest';
import type { Exercise } from '@shared/schemas/workouts';
import { exerciseAmount } from './progress-format';

const ex = (o: Partial<Exercise>): Exercise => ({
  id: 'e',
  workoutId: 'w',
  name: 'Bench Press',
  sets: 3,
  reps: null,
  weight: null,
  duration: null,
  distance: null,
  distanceUnit: 'miles',
  intensity: 'moderate',
  restTime: null,
  ...o,
});

describe('exercise amounts (issue 3 Units: weights in the user unit)', () => {
  it.each<[Partial<Exercise>, 'lb' | 'kg', string]>([
    [{ reps: 10, weight: 135 }, 'lb', '3 × 10 · 135 lbs'],
    [{ reps: 10, weight: 135 }, 'kg', '3 × 10 · 61 kg'],
    [{ duration: 45 }, 'lb', '3 × 45 s'],
    [{ sets: 1, distance: 5, distanceUnit: 'km' }, 'kg', '5 km'],
    [{ sets: 1, duration: 1800, distance: 5, distanceUnit: 'km' }, 'lb', '30 min · 5 km'],
    [{ sets: 1 }, 'lb', ''],
  ])('%j in %s reads "%s"', (o, unit, text) => {
    expect(exerciseAmount(ex(o), unit)).toBe(text);
  });
});
