import { describe, expect, it } from 'vitest';
import { fitNotesLayout, fitNotesWorkoutName, fitnotes, readFitNotesRow } from './fitnotes';
import { chunksOf, fixture, randomChunks, readWith, setCount, workoutsOf } from './test-utils';

const HEADER =
  'Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment'.split(',');

describe('fitnotes.matches', () => {
  it.each([
    [HEADER, true],
    ['Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time'.split(','), true],
    ['Date,Exercise,Category,Weight,Reps'.split(','), true],
    [' date , EXERCISE ,category,reps'.split(','), true],
    // Strong's and Hevy's headers have no Category; a list of people is nothing.
    ['Date,Workout Name,Exercise Name,Set Order,Weight,Reps'.split(','), false],
    ['title,start_time,end_time,exercise_title,set_index,weight_kg,reps'.split(','), false],
    ['Date,Exercise,Category'.split(','), false],
    ['Name,Email'.split(','), false],
  ])('%j → %s', (header, expected) => {
    expect(fitnotes.matches(header)).toBe(expected);
  });
});

describe('readFitNotesRow', () => {
  const layout = fitNotesLayout(HEADER);
  const row = (text: string) => readFitNotesRow(layout, text.split(','));
  const set = (overrides: object) => ({
    reps: null,
    weight: null,
    weightUnit: 'kg',
    duration: null,
    distance: null,
    setType: 'normal',
    rpe: null,
    note: null,
    ...overrides,
  });

  it.each([
    ['2024-03-04,Bench,Chest,60.0,kgs,10,,,,', set({ reps: 10, weight: 60 })],
    ['2024-03-04,Bench,Chest,135,lbs,5,,,,', set({ reps: 5, weight: 135, weightUnit: 'lb' })],
    ['2024/03/04,Bench,Chest,62.5,kg,5,,,,', set({ reps: 5, weight: 62.5 })],
    // 0 is FitNotes' "not used": a bodyweight set, a cardio row.
    ['2024-03-04,Pull Up,Back,0.0,kgs,8,,,,', set({ reps: 8 })],
    ['2024-03-04,Run,Cardio,0.0,kgs,0,5.0,km,0:25:30,', set({ duration: 1530, distance: 5 })],
    ['2024-03-04,Run,Cardio,0.0,kgs,0,1.5,mi,00:45,', set({ duration: 45, distance: 1.5 })],
    ['2024-03-04,Swim,Cardio,0.0,kgs,0,800,m,,', set({ distance: 800 })],
    ['2024-03-04,Plank,Abs,0.0,kgs,0,,,0:01:30,hold', set({ duration: 90, note: 'hold' })],
    // A missed lift: 0 reps with a weight is kept as written.
    ['2024-03-04,Squat,Legs,140,kgs,0,,,,failed', set({ reps: 0, weight: 140, note: 'failed' })],
  ])('%s', (text, expected) => {
    const read = row(text);
    expect(read.kind).toBe('set');
    if (read.kind === 'set') expect(read.set).toEqual(expected);
  });

  it('reads the distance unit of each row', () => {
    const read = row('2024-03-04,Run,Cardio,0.0,kgs,0,1.5,mi,00:45,');
    expect(read).toMatchObject({ kind: 'set', day: '2024-03-04', distanceUnit: 'miles' });
  });

  it.each([
    ['2024-03-04,Bench,Chest,heavy,kgs,10,,,,', 'Weight: "heavy" is not a number'],
    ['2024-03-04,Bench,Chest,-5,kgs,10,,,,', 'Weight: "-5" is negative'],
    ['2024-03-04,Bench,Chest,9000,kgs,10,,,,', 'Weight: 9000 is more than 5000'],
    ['2024-03-04,Bench,Chest,60,stone,10,,,,', 'Weight Unit: "stone" is not kg or lbs'],
    ['2024-03-04,Bench,Chest,60,,10,,,,', 'Weight Unit: missing'],
    ['2024-03-04,Bench,Chest,60,kgs,ten,,,,', 'Reps: "ten" is not a number'],
    ['2024-03-04,Bench,Chest,60,kgs,7.5,,,,', 'Reps: "7.5" is not a whole number'],
    [
      '2024-03-04,Run,Cardio,0,kgs,0,5,leagues,,',
      'Distance Unit: "leagues" is not a distance unit',
    ],
    ['2024-03-04,Run,Cardio,0,kgs,0,5,,,', 'Distance Unit: missing'],
    ['2024-03-04,Run,Cardio,0,kgs,0,,,soon,', 'Time: "soon" is not a duration'],
    ['2024-03-04,Run,Cardio,0,kgs,0,,,30:00:00,', 'Time: 108000 is more than 86400'],
    ['04/03/2024,Bench,Chest,60,kgs,10,,,,', 'Date: "04/03/2024" is not a date'],
    [',Bench,Chest,60,kgs,10,,,,', 'Date: missing'],
    ['2024-03-04,,Chest,60,kgs,10,,,,', 'Exercise: missing'],
    ['2024-03-04,Stretch,,0,kgs,0,,,,', 'the row holds no reps, weight, distance or time'],
  ])('%s → %s', (text, message) => {
    expect(row(text)).toEqual({ kind: 'bad', message });
  });
});

describe('fitNotesWorkoutName', () => {
  it.each([
    [[], 'FitNotes workout'],
    [['', '  '], 'FitNotes workout'],
    [['Chest'], 'Chest'],
    [['Chest', 'Chest', 'Triceps', 'chest'], 'Chest & Triceps'],
    [['Back', 'Biceps', 'Shoulders'], 'Back, Biceps & Shoulders'],
    [
      Array.from({ length: 12 }, (_, i) => `Category number ${i + 1}`),
      'Category number 1, Category number 2, Category number 3, Category number 4 & 8 more',
    ],
  ])('%j → %s', (categories, name) => {
    expect(fitNotesWorkoutName(categories)).toBe(name);
    expect(name.length).toBeLessThanOrEqual(100);
  });
});

describe('FitNotes files', () => {
  it('reads fitnotes.csv: a workout per day, named by its categories, at noon', async () => {
    const events = await readWith(fitnotes, chunksOf(fixture('fitnotes.csv'), 4096));
    expect(events.filter((e) => e.kind !== 'workout')).toEqual([]);
    const workouts = workoutsOf(events);
    expect(workouts.map((w) => [w.line, w.name, w.start, w.duration, w.notes])).toEqual([
      [2, 'Chest & Triceps', { local: '2024-03-04T12:00' }, null, null],
      [7, 'Legs, Back & Cardio', { local: '2024-03-06T12:00' }, null, null],
      [13, 'Biceps, Cardio & Abs', { local: '2024-03-08T12:00' }, null, null],
    ]);
    expect(setCount(workouts)).toBe(15);
    expect(workouts[0]!.exercises.map((e) => [e.name, e.sets.length])).toEqual([
      ['Flat Barbell Bench Press', 3],
      ['Cable Triceps Pushdown', 2],
    ]);
    // A quoted comment with a comma is the set's note.
    expect(workouts[0]!.exercises[0]!.sets[2]).toMatchObject({
      reps: 6,
      weight: 77.5,
      weightUnit: 'kg',
      note: 'Felt strong, last rep slow',
    });
    const [, legs, arms] = workouts;
    expect(legs!.exercises[1]!.sets.map((s) => [s.reps, s.weight])).toEqual([
      [8, null],
      [7, null],
    ]);
    expect(legs!.exercises[2]).toMatchObject({
      name: 'Treadmill',
      distanceUnit: 'km',
      sets: [{ reps: null, weight: null, duration: 1200, distance: 3.2, note: 'Easy pace' }],
    });
    expect(arms!.exercises.map((e) => [e.name, e.distanceUnit])).toEqual([
      ['Dumbbell Curl', null],
      ['Running', 'miles'],
      ['Plank', null],
    ]);
    expect(arms!.exercises[0]!.sets.map((s) => [s.weight, s.weightUnit])).toEqual([
      [30, 'lb'],
      [35, 'lb'],
    ]);
    expect(arms!.exercises[2]!.sets[0]!.duration).toBe(90);
    expect(
      workouts.flatMap((w) => w.exercises.flatMap((e) => e.sets.map((s) => s.setType))),
    ).toEqual(Array(15).fill('normal'));
  });

  it('reads the same however the bytes are split', async () => {
    const whole = await readWith(fitnotes, chunksOf(fixture('fitnotes.csv'), 1 << 20));
    for (const seed of [1, 2, 3]) {
      expect(await readWith(fitnotes, randomChunks(fixture('fitnotes.csv'), seed, 9))).toEqual(
        whole,
      );
    }
  });

  it('skips each bad row with its line and why, and keeps the rest', async () => {
    const events = await readWith(fitnotes, chunksOf(fixture('fitnotes-bad-rows.csv'), 4096));
    expect(
      events.filter((e) => e.kind === 'skip').map((e) => e.kind === 'skip' && e.warning),
    ).toEqual([
      { line: 3, message: 'Weight: "heavy" is not a number' },
      { line: 4, message: 'Weight Unit: "stone" is not kg or lbs' },
      { line: 5, message: 'Weight Unit: missing' },
      { line: 6, message: 'Exercise: missing' },
      { line: 7, message: 'Date: "2024-13-01" is not a date' },
      { line: 8, message: 'Reps: "4.5" is not a whole number' },
      { line: 9, message: 'Distance Unit: "furlongs" is not a distance unit' },
      { line: 10, message: 'the row holds no reps, weight, distance or time' },
    ]);
    const workouts = workoutsOf(events);
    expect(workouts).toHaveLength(1);
    expect(workouts[0]!.exercises).toEqual([
      expect.objectContaining({
        name: 'Deadlift',
        sets: [
          expect.objectContaining({ reps: 5, weight: 140, weightUnit: 'kg' }),
          expect.objectContaining({ reps: 3, weight: 150, weightUnit: 'kg' }),
        ],
      }),
    ]);
  });

  it('reads the older header with the unit in it', async () => {
    const events = await readWith(fitnotes, chunksOf(fixture('fitnotes-old.csv'), 4096));
    expect(events.some((e) => e.kind === 'needs')).toBe(false);
    expect(workoutsOf(events)[0]!.exercises[0]!.sets.map((s) => [s.weight, s.weightUnit])).toEqual([
      [315, 'lb'],
      [335, 'lb'],
    ]);
  });

  it('asks for the unit, before any workout, when the file names none', async () => {
    const events = await readWith(fitnotes, chunksOf(fixture('fitnotes-no-unit.csv'), 4096));
    expect(events[0]).toEqual({ kind: 'needs', unit: 'weightUnit' });
    expect(workoutsOf(events)[0]!.exercises[0]!.sets[0]).toMatchObject({
      weight: 95,
      weightUnit: null,
    });
  });

  it('keeps a day that comes back later as its own workout, and a unit change as its own entry', async () => {
    const csv = [
      HEADER.join(','),
      '2024-01-01,Rowing,Cardio,0,kgs,0,2000,m,,',
      '2024-01-01,Rowing,Cardio,0,kgs,0,1.5,km,,',
      '2024-01-02,Squat,Legs,100,kgs,5,,,,',
      '2024-01-01,Squat,Legs,90,kgs,5,,,,',
    ].join('\n');
    const workouts = workoutsOf(await readWith(fitnotes, chunksOf(csv, 64)));
    expect(workouts.map((w) => w.start)).toEqual([
      { local: '2024-01-01T12:00' },
      { local: '2024-01-02T12:00' },
      { local: '2024-01-01T12:00' },
    ]);
    expect(
      workouts[0]!.exercises.map((e) => [e.name, e.distanceUnit, e.sets[0]!.distance]),
    ).toEqual([
      ['Rowing', 'meters', 2000],
      ['Rowing', 'km', 1.5],
    ]);
  });
});
