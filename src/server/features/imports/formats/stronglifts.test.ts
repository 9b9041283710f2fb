import { describe, expect, it } from 'vitest';
import { readStrongLiftsRow, strongLiftsLayout, stronglifts } from './stronglifts';
import { chunksOf, fixture, randomChunks, readWith, setCount, workoutsOf } from './test-utils';

const split = (line: string) => line.split(',');
const KG = split(
  'Date (yyyy/mm/dd),Workout,Exercise,Set 1 (Reps),Set 1 (KG),Set 2 (Reps),Set 2 (KG),Set 3 (Reps),Set 3 (KG),Duration,Note',
);

describe('stronglifts.matches', () => {
  it.each([
    [KG, true],
    [split('Date (yyyy/mm/dd),Workout,Exercise,Set 1 (Reps),Set 1 (LB)'), true],
    [
      split(
        'Date (yyyy/mm/dd),Workout Name,Body Weight (KG),Exercise,Top Set (KG),Set 1 (Reps),Set 1 (KG),Note',
      ),
      true,
    ],
    [split('date (YYYY/MM/DD), workout ,exercise,set 1 (reps)'), true],
    // The date column, an exercise and at least one Set N (Reps) are what make it StrongLifts.
    [split('Date (yyyy/mm/dd),Workout,Exercise,Top Set (KG)'), false],
    [split('Workout,Exercise,Set 1 (Reps),Set 1 (KG)'), false],
    [split('Date,Workout Name,Exercise Name,Set Order,Weight,Reps'), false],
    [split('Date,Exercise,Category,Weight,Weight Unit,Reps'), false],
  ])('%j → %s', (header, expected) => {
    expect(stronglifts.matches(header)).toBe(expected);
  });

  it('takes each set’s unit from its header, and asks when a header names none', () => {
    expect(strongLiftsLayout(KG)!.sets.map((s) => [s.n, s.unit])).toEqual([
      [1, 'kg'],
      [2, 'kg'],
      [3, 'kg'],
    ]);
    expect(strongLiftsLayout(KG)!.needs).toEqual([]);
    const weightless = strongLiftsLayout(
      split('Date (yyyy/mm/dd),Exercise,Set 1 (Reps),Set 1 (Weight)'),
    )!;
    expect(weightless.needs).toEqual(['weightUnit']);
  });
});

describe('readStrongLiftsRow', () => {
  const layout = strongLiftsLayout(KG)!;
  const row = (text: string) => readStrongLiftsRow(layout, split(text));
  const sets = (text: string) => {
    const read = row(text);
    return read.kind === 'exercise' ? read.sets.map((s) => [s.reps, s.weight, s.weightUnit]) : read;
  };

  it.each([
    [
      '2024/03/04,A,Squat,5,60,5,60,5,60,,',
      [
        [5, 60, 'kg'],
        [5, 60, 'kg'],
        [5, 60, 'kg'],
      ],
    ],
    // Only the sets whose reps are written; 0 reps is a failed set, kept; 0 kg is bodyweight.
    ['2024/03/04,A,Deadlift,5,100,,,,,,', [[5, 100, 'kg']]],
    [
      '2024/03/04,A,Bench Press,5,45,0,45,,,,',
      [
        [5, 45, 'kg'],
        [0, 45, 'kg'],
      ],
    ],
    [
      '2024/03/04,A,Chin Up,8,0,6,,,,,',
      [
        [8, null, 'kg'],
        [6, null, 'kg'],
      ],
    ],
    [
      '2024/03/04,A,Squat,5,62.5,,,5,62.5,,',
      [
        [5, 62.5, 'kg'],
        [5, 62.5, 'kg'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(sets(text)).toEqual(expected);
  });

  it.each([
    ['2024/03/04,A,Squat,5,60,,,,,42:30,', 2550],
    ['2024/03/04,A,Squat,5,60,,,,,1:02:03,', 3723],
    ['2024/03/04,A,Squat,5,60,,,,,45,', 2700],
    ['2024/03/04,A,Squat,5,60,,,,,,', null],
  ])('duration of %s → %s', (text, duration) => {
    expect(row(text)).toMatchObject({ kind: 'exercise', duration, durationProblem: null });
  });

  it.each([
    ['2024/03/04,A,Squat,5,sixty,,,,,,', 'Set 1 weight: "sixty" is not a number'],
    ['2024/03/04,A,Squat,5,60,-1,60,,,,', 'Set 2 (Reps): "-1" is negative'],
    ['2024/03/04,A,Squat,5,60,5.5,60,,,,', 'Set 2 (Reps): "5.5" is not a whole number'],
    ['2024/03/04,A,Squat,5,6000,,,,,,', 'Set 1 weight: 6000 is more than 5000'],
    ['2024/03/04,A,Squat,,,,,,,,', '"Squat" has no set with reps'],
    ['2024/03/04,A,,5,60,,,,,,', 'Exercise: missing'],
    ['last tuesday,A,Squat,5,60,,,,,,', 'Date: "last tuesday" is not a date'],
    [',A,Squat,5,60,,,,,,', 'Date: missing'],
  ])('%s → %s', (text, message) => {
    expect(row(text)).toEqual({ kind: 'bad', message });
  });

  it('names a workout by its letter, its name column, or the app', () => {
    const named = (text: string) => {
      const read = row(text);
      return read.kind === 'exercise' ? read.name : read.message;
    };
    expect(named('2024/03/04,A,Squat,5,60,,,,,,')).toBe('Workout A');
    expect(named('2024/03/04,Workout B,Squat,5,60,,,,,,')).toBe('Workout B');
    expect(named('2024/03/04,,Squat,5,60,,,,,,')).toBe('StrongLifts workout');
  });
});

describe('StrongLifts files', () => {
  it('reads stronglifts-kg.csv: a workout per date and workout, sets side by side, in kg', async () => {
    const events = await readWith(stronglifts, chunksOf(fixture('stronglifts-kg.csv'), 4096));
    expect(events.filter((e) => e.kind !== 'workout')).toEqual([]);
    const workouts = workoutsOf(events);
    expect(workouts.map((w) => [w.line, w.name, w.start, w.duration, w.notes])).toEqual([
      [2, 'Workout A', { local: '2024-03-04T12:00' }, 2550, null],
      [5, 'Workout B', { local: '2024-03-06T12:00' }, 2285, 'Short on sleep'],
      [8, 'Heavy day', { local: '2024-03-08T18:15:00' }, null, null],
    ]);
    expect(setCount(workouts)).toBe(40);
    expect(workouts[1]!.exercises.map((e) => [e.name, e.notes, e.sets.map((s) => s.reps)])).toEqual(
      [
        ['Squat', null, [5, 5, 5, 5, 5]],
        ['Overhead Press', null, [5, 5, 5, 4, 3]],
        ['Deadlift', null, [5]],
      ],
    );
    // A note on one exercise stays that exercise's.
    expect(workouts[2]!.exercises[1]).toMatchObject({
      name: 'Bench Press',
      notes: 'Failed the fourth set',
      sets: [{ reps: 5 }, { reps: 5 }, { reps: 5 }, { reps: 0, weight: 47.5 }],
    });
    const all = workouts.flatMap((w) => w.exercises.flatMap((e) => e.sets));
    expect(new Set(all.map((s) => s.weightUnit))).toEqual(new Set(['kg']));
    expect(new Set(all.map((s) => s.setType))).toEqual(new Set(['normal']));
  });

  it('reads stronglifts-lb.csv with its columns in another order, in pounds', async () => {
    const workouts = workoutsOf(
      await readWith(stronglifts, chunksOf(fixture('stronglifts-lb.csv'), 4096)),
    );
    expect(workouts.map((w) => [w.name, w.start, w.exercises.length])).toEqual([
      ['Workout A', { local: '2023-10-02T12:00' }, 4],
      ['Workout B', { local: '2023-10-04T12:00' }, 3],
    ]);
    expect(setCount(workouts)).toBe(29);
    expect(workouts[0]!.exercises[0]!.sets[0]).toEqual({
      reps: 5,
      weight: 135,
      weightUnit: 'lb',
      duration: null,
      distance: null,
      setType: 'normal',
      rpe: null,
    });
    expect(workouts[0]!.exercises[3]).toMatchObject({
      name: 'Pull Up',
      notes: 'Bodyweight',
      sets: [
        { reps: 8, weight: null },
        { reps: 6, weight: null },
        { reps: 5, weight: null },
      ],
    });
  });

  it('reads the same however the bytes are split', async () => {
    const whole = await readWith(stronglifts, chunksOf(fixture('stronglifts-kg.csv'), 1 << 20));
    for (const seed of [4, 5, 6]) {
      expect(
        await readWith(stronglifts, randomChunks(fixture('stronglifts-kg.csv'), seed, 11)),
      ).toEqual(whole);
    }
  });

  it('skips each bad row with its line and why', async () => {
    const events = await readWith(stronglifts, chunksOf(fixture('stronglifts-bad-rows.csv'), 4096));
    expect(
      events.filter((e) => e.kind === 'skip').map((e) => e.kind === 'skip' && e.warning),
    ).toEqual([
      { line: 3, message: 'Set 1 weight: "fifty" is not a number' },
      { line: 4, message: 'Exercise: missing' },
      { line: 5, message: 'Date: "yesterday" is not a date' },
      { line: 6, message: '"Barbell Row" has no set with reps' },
      { line: 7, message: 'Set 2 (Reps): "-5" is negative' },
    ]);
    const workouts = workoutsOf(events);
    expect(workouts.map((w) => w.exercises.map((e) => e.name))).toEqual([['Squat', 'Barbell Row']]);
  });
});
