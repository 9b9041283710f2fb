import { describe, expect, it } from 'vitest';
import { emptySet } from './set-draft';
import { shapeOf, visibleColumns } from './exercise-shape';

describe('the fields that fit the exercise, from the catalogue (issue 8, item 11)', () => {
  it.each([
    ['Bench Press', 'lift', ['weight', 'reps']],
    ['bench presses', 'lift', ['weight', 'reps']],
    ['Push-ups', 'bodyweight', ['reps']],
    ['Plank', 'hold', ['time']],
    ["Farmer's Walk", 'hold', ['weight', 'time']],
    ['Hamstring Stretch', 'hold', ['time']],
    ['Running', 'distance', ['distance', 'time']],
    ['5k run', 'unknown', ['weight', 'reps']],
    ['run', 'distance', ['distance', 'time']],
    ['Swimming', 'distance', ['distance', 'time']],
    ['Sled Push', 'distance', ['weight', 'distance']],
    ['Stationary Bike', 'timed', ['time']],
    ['Tennis', 'timed', ['time']],
    ['Burpee', 'bodyweight', ['reps']],
    ['Zercher Carry', 'unknown', ['weight', 'reps']],
    ['', 'unknown', ['weight', 'reps']],
  ])('%j is a %s: %j', (name, kind, columns) => {
    expect(shapeOf(name)).toEqual({ kind, columns });
  });
});

describe('the columns a set table shows', () => {
  it('adds the ones asked for, in the fixed order', () => {
    expect(visibleColumns('Push-up', [emptySet()], ['weight'])).toEqual(['weight', 'reps']);
    expect(visibleColumns('Running', [emptySet()], [])).toEqual(['distance', 'time']);
  });

  it('never hides a number a set holds', () => {
    const set = { ...emptySet(), time: '1:00' };
    expect(visibleColumns('Bench Press', [emptySet(), set], [])).toEqual([
      'weight',
      'reps',
      'time',
    ]);
  });
});
