import { describe, expect, it } from 'vitest';
import { EXERCISES } from './catalogue';
import { exerciseNameMapper, mapExerciseName } from './import-names';

// [as the app writes it, logged as, mapped, suggestion]
const CASES: [string, string, boolean, string | null][] = [
  // Strong and Hevy: the tool in parentheses.
  ['Bench Press (Barbell)', 'Bench Press', true, null],
  ['Squat (Barbell)', 'Squat', true, null],
  ['Deadlift (Barbell)', 'Deadlift', true, null],
  ['Overhead Press (Barbell)', 'Overhead Press', true, null],
  ['Bent Over Row (Barbell)', 'Barbell Row', true, null],
  ['Pull Up', 'Pull-up', true, null],
  ['Chin Up', 'Chin-up', true, null],
  ['Lat Pulldown (Cable)', 'Lat Pulldown', true, null],
  ['Bicep Curl (Dumbbell)', 'Bicep Curl', true, null],
  ['Triceps Pushdown (Cable - Straight Bar)', 'Tricep Pushdown', true, null],
  ['Running', 'Running', true, null],
  ['Cycling (Indoor)', 'Stationary Bike', true, null],
  ['Plank', 'Plank', true, null],
  ['Leg Press', 'Leg Press', true, null],
  ['Leg Press (Machine)', 'Leg Press', true, null],
  ['Seated Cable Row - V Grip (Cable)', 'Seated Cable Row', true, null],
  ['Bench Press (Close Grip)', 'Close-Grip Bench Press', true, null],
  ['Pull Up (Weighted)', 'Pull-up', true, null],
  ['Rowing (Machine)', 'Rowing', true, null],
  // The catalogue has a dumbbell entry of its own: never the barbell one.
  ['Bench Press (Dumbbell)', 'Dumbbell Bench Press', true, null],
  ['Overhead Press (Dumbbell)', 'Dumbbell Shoulder Press', true, null],
  // No dumbbell entry: kept as written, the barbell lift only suggested.
  ['Romanian Deadlift (Dumbbell)', 'Romanian Deadlift (Dumbbell)', false, 'Romanian Deadlift'],
  [
    'Incline Bench Press (Dumbbell)',
    'Incline Bench Press (Dumbbell)',
    false,
    'Incline Bench Press',
  ],
  ['Squat (Smith Machine)', 'Squat (Smith Machine)', false, 'Squat'],
  ['Pull Up (Assisted)', 'Pull Up (Assisted)', false, 'Pull-up'],
  ['Running (Treadmill)', 'Running (Treadmill)', false, 'Running'],
  ['Running (Outdoor)', 'Running', true, null],
  ['Cycling (Outdoor)', 'Cycling', true, null],
  ['Cable Fly Crossovers', 'Cable Fly Crossovers', false, 'Cable Crossover'],
  // A lifting app's machine row is not the rowing machine.
  ['Row (Machine)', 'Row (Machine)', false, null],
  // FitNotes: the tool inside the name.
  ['Flat Barbell Bench Press', 'Bench Press', true, null],
  ['Flat Dumbbell Bench Press', 'Dumbbell Bench Press', true, null],
  ['Incline Barbell Bench Press', 'Incline Bench Press', true, null],
  ['Seated Calf Raise', 'Calf Raise', true, null],
  // StrongLifts.
  ['Squat', 'Squat', true, null],
  ['Bench Press', 'Bench Press', true, null],
  ['Barbell Row', 'Barbell Row', true, null],
  ['Overhead Press', 'Overhead Press', true, null],
  ['Deadlift', 'Deadlift', true, null],
  // Unknown names: kept, with the closest catalogue phrase in them when there is one.
  ['Zottman Curl', 'Zottman Curl', false, 'Bicep Curl'],
  [
    'Single Leg Romanian Deadlift (Dumbbell)',
    'Single Leg Romanian Deadlift (Dumbbell)',
    false,
    'Romanian Deadlift',
  ],
  ['Jefferson Curl Stretch Thing', 'Jefferson Curl Stretch Thing', false, 'Bicep Curl'],
  ['Sled Pull Variation X', 'Sled Pull Variation X', false, null],
  // A speech mishearing is not a name anyone types; a catch-all only by its own name.
  ['Bench Rest', 'Bench Rest', false, 'Bench Press'],
  ['Exercise', 'Exercise', false, null],
  ['Cardio', 'Cardio', true, null],
  // Whitespace and case.
  ['  squat  ', 'Squat', true, null],
  ['BENCH PRESS (BARBELL)', 'Bench Press', true, null],
  ['', '', false, null],
  ['   ', '', false, null],
];

describe('mapExerciseName (issue 29: names other apps write)', () => {
  it.each(CASES)('%j → %j', (input, name, mapped, suggestion) => {
    expect(mapExerciseName(input)).toEqual({ name, mapped, suggestion });
  });

  it('maps every catalogue name to itself', () => {
    for (const e of EXERCISES)
      expect(mapExerciseName(e.name), e.id).toMatchObject({ name: e.name, mapped: true });
  });

  it('looks up a very long name no further', () => {
    const long = `Bench Press ${'x'.repeat(300)}`;
    expect(mapExerciseName(long)).toEqual({ name: long, mapped: false, suggestion: null });
  });

  it('is quick: thousands of distinct names in well under a second of work each', () => {
    // A ceiling far above the real cost (tens of microseconds a name), not a speed test.
    const started = performance.now();
    for (let i = 0; i < 2000; i++) mapExerciseName(`Bench Press (Dumbbell) ${i}`);
    expect((performance.now() - started) / 2000).toBeLessThan(50);
  });
});

describe('exerciseNameMapper', () => {
  it('answers a name it has seen from its own memory, up to its limit', () => {
    const map = exerciseNameMapper(2);
    const first = map('Bench Press (Barbell)');
    expect(map('Bench Press (Barbell)')).toBe(first);
    map('Squat');
    map('Deadlift');
    // Beyond the limit it still answers, only without remembering.
    expect(map('Deadlift')).toEqual({ name: 'Deadlift', mapped: true, suggestion: null });
    expect(map('Deadlift')).not.toBe(map('Deadlift'));
  });
});
