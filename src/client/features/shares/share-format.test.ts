import { describe, expect, it } from 'vitest';
import { exerciseSummary } from './share-format';

const base = {
  name: 'Row',
  sets: null,
  reps: null,
  weight: null,
  duration: null,
  distance: null,
  distanceUnit: null,
};

describe('shared exercise summary', () => {
  it.each([
    [{ sets: 3, reps: 12, weight: 135 }, '3 sets · 12 reps · 135 lbs'],
    [{ sets: 1 }, '1 set'],
    [{ duration: 150 }, '3 min'],
    [{ distance: 2, distanceUnit: 'km' }, '2 km'],
    [{ distance: 2 }, '2 units'],
    [{}, ''],
  ])('%j reads %j', (fields, text) => {
    expect(exerciseSummary({ ...base, ...fields })).toBe(text);
  });
});
