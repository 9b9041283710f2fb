import { describe, expect, it } from 'vitest';
import {
  exerciseMiles,
  exerciseSeconds,
  roundMiles,
  secondsToMinutes,
  workoutMiles,
  workoutSeconds,
  type ExerciseAmounts,
} from './workout-totals';

const ex = (o: Partial<ExerciseAmounts>): ExerciseAmounts => ({
  sets: 1,
  distanceUnit: 'miles',
  ...o,
});

describe('an exercise’s time and distance count once per set', () => {
  it.each([
    [ex({ sets: 3, duration: 45 }), 135],
    [ex({ sets: 1, duration: 1800 }), 1800],
    [ex({ sets: 4, duration: null }), 0],
    [ex({ sets: 2 }), 0],
  ])('%j → %i s', (e, seconds) => {
    expect(exerciseSeconds(e)).toBe(seconds);
  });

  it.each([
    [ex({ sets: 1, distance: 5, distanceUnit: 'km' }), 3.106855],
    [ex({ sets: 4, distance: 400, distanceUnit: 'meters' }), 0.9941936],
    [ex({ sets: 2, distance: 3 }), 6],
    [ex({ sets: 2, distance: null }), 0],
  ])('%j → %d miles', (e, miles) => {
    expect(exerciseMiles(e)).toBeCloseTo(miles, 6);
  });
});

describe('workout duration: the one given, else the sum of the exercises (issue 3)', () => {
  const exercises = [ex({ sets: 3, duration: 45 }), ex({ sets: 1, duration: 600 })];
  it.each([
    [1200, exercises, 1200],
    [0, exercises, 0],
    [null, exercises, 735],
    [undefined, [], 0],
  ])('given %s → %i s', (given, list, seconds) => {
    expect(workoutSeconds(given, list)).toBe(seconds);
  });
});

describe('workout distance in miles: the one given, else the exercises converted', () => {
  const exercises = [
    ex({ sets: 1, distance: 5, distanceUnit: 'km' }),
    ex({ sets: 4, distance: 400, distanceUnit: 'meters' }),
    ex({ sets: 10, distance: 100, distanceUnit: 'yards' }),
  ];
  it.each([
    [2.5, exercises, 2.5],
    [null, exercises, 4.67],
    [null, [ex({ sets: 3, reps: 10 } as Partial<ExerciseAmounts>)], 0],
    [3.14159, [], 3.14],
  ])('given %s → %d miles', (given, list, miles) => {
    expect(workoutMiles(given, list)).toBe(miles);
  });
});

describe('secondsToMinutes', () => {
  it.each([
    [0, 0],
    [29, 0],
    [30, 1],
    [735, 12],
    [3600, 60],
  ])('%i s → %i min', (s, m) => {
    expect(secondsToMinutes(s)).toBe(m);
  });
});

// Issue 26: the progress share sent miles to a tenth (9.3) where the dashboard sent 9.32.
describe('roundMiles: every total in miles to 1/100', () => {
  it.each([
    [9.3204, 9.32],
    [3.10686, 3.11],
    [0, 0],
  ])('%d → %d', (miles, rounded) => {
    expect(roundMiles(miles)).toBe(rounded);
  });
});
