import { describe, expect, it } from 'vitest';
import { readStrongRow, strong, strongLayout } from './strong';
import { chunksOf, fixture, randomChunks, readWith, setCount, workoutsOf } from './test-utils';
import type { ImportedSet, ParseEvent } from './types';

const CLASSIC =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
const NEWER =
  'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,Distance (meters),Seconds,Notes,Workout Notes,RPE';

const readFile = (name: string) => readWith(strong, chunksOf(fixture(name), 1 << 20));
const readText = (text: string) => readWith(strong, chunksOf(text, 1 << 20));
const skips = (events: ParseEvent[]) => events.filter((e) => e.kind === 'skip');
const warnings = (events: ParseEvent[]) =>
  events.flatMap((e) =>
    e.kind === 'warning' || (e.kind === 'skip' && e.warning) ? [e.warning!] : [],
  );
const needs = (events: ParseEvent[]) => events.flatMap((e) => (e.kind === 'needs' ? [e.unit] : []));

const set = (over: Partial<ImportedSet>): ImportedSet => ({
  reps: null,
  weight: null,
  weightUnit: null,
  duration: null,
  distance: null,
  setType: 'normal',
  rpe: null,
  note: null,
  ...over,
});

describe('strong.matches', () => {
  it.each<[string, string, boolean]>([
    ['iOS', CLASSIC, true],
    ['Android (cells as split)', CLASSIC, true],
    ['newer', NEWER, true],
    ['older', 'Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Reps', true],
    ['different case', 'date,workout name,exercise name,set order', true],
    [
      'Hevy',
      'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps',
      false,
    ],
    [
      'FitNotes',
      'Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment',
      false,
    ],
    ['no Set Order', 'Date,Workout Name,Exercise Name,Weight,Reps', false],
  ])('%s → %s', (_name, header, expected) => {
    expect(strong.matches(header.split(','))).toBe(expected);
  });
});

describe('strong fixtures', () => {
  it.each<{
    file: string;
    workouts: number;
    exercises: number;
    sets: number;
    notSets: number;
    warningLines: number[];
    needs: string[];
  }>([
    {
      file: 'strong-ios.csv',
      workouts: 3,
      exercises: 8,
      sets: 18,
      notSets: 2,
      warningLines: [16],
      needs: ['weightUnit', 'distanceUnit'],
    },
    {
      file: 'strong-android.csv',
      workouts: 2,
      exercises: 5,
      sets: 11,
      notSets: 1,
      warningLines: [],
      needs: ['weightUnit', 'distanceUnit'],
    },
    {
      file: 'strong-new-kg.csv',
      workouts: 4,
      exercises: 6,
      sets: 12,
      notSets: 0,
      warningLines: [],
      needs: [],
    },
    {
      file: 'strong-new-lbs.csv',
      workouts: 2,
      exercises: 3,
      sets: 4,
      notSets: 0,
      warningLines: [],
      needs: [],
    },
    {
      file: 'strong-old-units.csv',
      workouts: 2,
      exercises: 5,
      sets: 7,
      notSets: 0,
      warningLines: [],
      needs: [],
    },
    {
      file: 'strong-bad-rows.csv',
      workouts: 2,
      exercises: 2,
      sets: 4,
      notSets: 8,
      warningLines: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 12],
      needs: ['weightUnit', 'distanceUnit'],
    },
  ])('$file: $workouts workouts, $sets sets', async (c) => {
    const events = await readFile(c.file);
    const workouts = workoutsOf(events);
    expect(workouts).toHaveLength(c.workouts);
    expect(workouts.reduce((n, w) => n + w.exercises.length, 0)).toBe(c.exercises);
    expect(setCount(workouts)).toBe(c.sets);
    expect(skips(events)).toHaveLength(c.notSets);
    expect(warnings(events).map((w) => w.line)).toEqual(c.warningLines);
    expect(needs(events)).toEqual(c.needs);
    // `needs` comes before any workout.
    const firstWorkout = events.findIndex((e) => e.kind === 'workout');
    events.forEach((e, i) => e.kind === 'needs' && expect(i).toBeLessThan(firstWorkout));
  });

  it.each([
    'strong-ios.csv',
    'strong-android.csv',
    'strong-new-kg.csv',
    'strong-old-units.csv',
    'strong-bad-rows.csv',
  ])('%s reads the same fed one byte at a time and in random chunks', async (file) => {
    const whole = await readFile(file);
    expect(await readWith(strong, chunksOf(fixture(file), 1))).toEqual(whole);
    for (const seed of [3, 17, 4242]) {
      expect(await readWith(strong, randomChunks(fixture(file), seed, 100))).toEqual(whole);
    }
  });

  it('iOS: workouts, dates, text durations, set types, RPE, notes', async () => {
    const [push, legs, push2] = workoutsOf(await readFile('strong-ios.csv'));
    expect(push).toMatchObject({
      line: 2,
      name: 'Push Day',
      start: { local: '2024-03-26T17:26:00' },
      duration: 65 * 60,
      notes: 'Felt strong, slept well',
    });
    expect(push!.exercises.map((e) => e.name)).toEqual([
      'Bench Press (Barbell)',
      'Overhead Press (Barbell)',
      'Triceps Pushdown (Cable)',
    ]);
    const bench = push!.exercises[0]!;
    expect(bench.sets).toEqual([
      set({ setType: 'warmup', weight: 40, reps: 10 }),
      set({ weight: 60, reps: 8, rpe: 8 }),
      set({ weight: 60, reps: 8, rpe: 8.5 }),
      set({ weight: 62.5, reps: 6, rpe: 9.5 }), // 9.3 → nearest half step
      set({ setType: 'drop', weight: 50, reps: 10 }),
    ]);
    expect(bench.distanceUnit).toBeNull();
    expect(push!.exercises[1]!.sets[1]).toEqual(
      set({ setType: 'failure', weight: 40, reps: 7, rpe: 10, note: 'Last rep ugly, "grinder"' }),
    );
    // The Note row is the exercise's note, not a set.
    expect(push!.exercises[2]).toMatchObject({
      notes: 'Rope attachment',
      sets: [{ reps: 12 }, { reps: 12 }],
    });

    expect(legs).toMatchObject({
      line: 13,
      start: { local: '2024-03-28T07:05:00' },
      duration: 45 * 60,
      notes: null,
    });
    const [squat, running, plank] = legs!.exercises;
    expect(squat!.sets[3]).toEqual(set({ weight: 100, reps: 5 })); // RPE 11 dropped
    // 0 weight and 0 reps on a timed or distance row are Strong's fillers.
    expect(running!.sets).toEqual([set({ distance: 5.2, duration: 1500 })]);
    expect(plank!.sets).toEqual([set({ duration: 60 }), set({ duration: 45 })]);

    // A time without seconds is tolerated; a 0 weight with reps is a bodyweight set (no weight).
    expect(push2).toMatchObject({
      line: 20,
      start: { local: '2024-03-30T18:00:00' },
      duration: 50 * 60,
    });
    expect(push2!.exercises[1]!.sets).toEqual([set({ weight: null, reps: 10 })]);
  });

  it('Android: semicolons, decimal commas, BOM, CRLF and a blank line', async () => {
    const events = await readFile('strong-android.csv');
    const [upper, legs] = workoutsOf(events);
    expect(upper).toMatchObject({
      name: 'Oberkörper A',
      duration: 72 * 60,
      notes: 'Schulter etwas steif; vorsichtig',
    });
    expect(upper!.exercises[0]!.sets.map((s) => [s.weight, s.rpe])).toEqual([
      [40, null],
      [62.5, 7.5],
      [62.5, 8],
      [62.5, 9],
    ]);
    expect(upper!.exercises[0]!.sets[3]!.note).toBe('Pause unten; 1 s');
    expect(upper!.exercises[2]!.sets).toEqual([set({ distance: 10.4, duration: 1800 })]);
    // The blank line 10 is skipped, and lines stay physical.
    expect(legs).toMatchObject({ line: 11, duration: 58 * 60 });
    expect(legs!.exercises[0]!.sets.map((s) => [s.weight, s.setType])).toEqual([
      [80, 'normal'],
      [82.5, 'normal'],
      [60, 'drop'],
    ]);
    expect(legs!.exercises[1]!.sets[0]!.rpe).toBe(6.5);
  });

  it('newer: units from the header, Workout # separates same-named workouts', async () => {
    const workouts = workoutsOf(await readFile('strong-new-kg.csv'));
    expect(workouts.map((w) => [w.line, w.start, w.duration])).toEqual([
      [2, { local: '2025-01-06T06:45:12' }, 3725],
      [8, { local: '2025-01-06T18:30:00' }, 1210],
      [9, { local: '2025-01-06T18:30:00' }, 905],
      [11, { local: '2025-01-09T17:00:00' }, 2400],
    ]);
    const sets = workouts.flatMap((w) => w.exercises.flatMap((e) => e.sets));
    expect(new Set(sets.map((s) => s.weightUnit))).toEqual(new Set(['kg']));
    expect(new Set(workouts.flatMap((w) => w.exercises.map((e) => e.distanceUnit)))).toEqual(
      new Set(['meters']),
    );
    const [deadlift, chinUp, rowing] = workouts[0]!.exercises;
    expect(deadlift!.sets[2]).toEqual(set({ weight: 140, weightUnit: 'kg', reps: 3, rpe: 8.5 }));
    expect(chinUp!.sets[1]).toEqual(set({ weightUnit: 'kg', reps: 7, note: 'bodyweight, strict' }));
    expect(rowing!.sets).toEqual([set({ weightUnit: 'kg', distance: 2000, duration: 462 })]);
    expect(workouts[1]!.notes).toBe('Second session of the day');
    expect(workouts[3]!.exercises[0]!.sets[2]!.setType).toBe('failure');

    const lbs = workoutsOf(await readFile('strong-new-lbs.csv'));
    expect(lbs[0]!.exercises[0]!.sets[0]).toEqual(set({ weight: 185, weightUnit: 'lb', reps: 5 }));
    expect(lbs[0]!.exercises[1]).toMatchObject({
      distanceUnit: 'miles',
      sets: [{ distance: 1.5, duration: 900 }],
    });
  });

  it('older: a unit on every row, mixed in one file', async () => {
    const [evening, row] = workoutsOf(await readFile('strong-old-units.csv'));
    expect(evening!.duration).toBe(52 * 60);
    const [squat, legPress, run] = evening!.exercises;
    expect(squat!.sets[0]).toEqual(set({ weight: 135, weightUnit: 'lb', reps: 5 }));
    expect(legPress!.sets[0]).toEqual(set({ weight: 90, weightUnit: 'kg', reps: 10 }));
    expect(run).toMatchObject({
      distanceUnit: 'miles',
      sets: [set({ distance: 3.1, duration: 1620 })],
    });
    expect(row).toMatchObject({ duration: 63 * 60, notes: 'Easy pace' });
    // One exercise keeps one distance unit: the second row's 500 m reads as 0.5 km.
    expect(row!.exercises[0]).toMatchObject({ distanceUnit: 'km' });
    expect(row!.exercises[0]!.sets.map((s) => s.distance)).toEqual([5, 0.5]);
    // Feet have no unit here: 60 ft are 20 yards.
    expect(row!.exercises[1]).toMatchObject({
      distanceUnit: 'yards',
      sets: [set({ weight: 40, weightUnit: 'kg', distance: 20, duration: 30 })],
    });
  });

  it('bad rows are skipped with their line and what is wrong; the file still reads', async () => {
    const events = await readFile('strong-bad-rows.csv');
    expect(warnings(events)).toEqual([
      { line: 3, message: 'Date: "2024-13-01 10:00:00" is not a date' },
      { line: 4, message: 'Reps: "five" is not a number' },
      { line: 5, message: 'Exercise Name: missing' },
      { line: 6, message: 'Set Order: "X" is not a set number, W, D or F' },
      { line: 7, message: 'Weight: "-5" is negative' },
      { line: 8, message: 'Weight: "60kg" is not a number' },
      { line: 9, message: 'RPE: "hard" is not a number; dropped' },
      { line: 10, message: 'Reps: "4.5" is not a whole number' },
      { line: 11, message: 'Date: missing' },
      { line: 12, message: 'Duration: "soon" is not a duration' },
      { line: 12, message: 'RPE: "0" is outside 1–10; dropped' },
    ]);
    const [test, short] = workoutsOf(events);
    // The RPE-less row 9 is kept as a set.
    expect(test!.exercises[0]!.sets).toHaveLength(2);
    // A short row (cells missing at its end) still reads.
    expect(short).toMatchObject({ duration: null });
    expect(short!.exercises[0]!.sets).toEqual([
      set({ weight: 100, reps: 5 }),
      set({ weight: 100, reps: 5 }),
    ]);
  });
});

describe('strong rows', () => {
  const layout = strongLayout(CLASSIC.split(','));
  const row = (over: Record<string, string>) => {
    const cells = {
      Date: '2024-03-26 17:26:00',
      'Workout Name': 'Push',
      Duration: '1h',
      'Exercise Name': 'Bench Press (Barbell)',
      'Set Order': '1',
      Weight: '60',
      Reps: '8',
      Distance: '',
      Seconds: '',
      Notes: '',
      'Workout Notes': '',
      RPE: '',
      ...over,
    };
    return readStrongRow(layout, Object.values(cells));
  };

  it.each<[string, Record<string, string>, object]>([
    ['numbered set', { 'Set Order': '3' }, { kind: 'set', set: { setType: 'normal' } }],
    ['warm-up', { 'Set Order': 'W' }, { kind: 'set', set: { setType: 'warmup' } }],
    ['drop (lower case)', { 'Set Order': 'd' }, { kind: 'set', set: { setType: 'drop' } }],
    ['failure', { 'Set Order': 'F' }, { kind: 'set', set: { setType: 'failure' } }],
    ['empty set order', { 'Set Order': '' }, { kind: 'set', set: { setType: 'normal' } }],
    ['rest timer', { 'Set Order': 'Rest Timer' }, { kind: 'rest' }],
    ['rest timer on a bad date', { 'Set Order': 'rest timer', Date: 'x' }, { kind: 'rest' }],
    ['note', { 'Set Order': 'Note', Notes: 'Slow' }, { kind: 'note', note: 'Slow' }],
    ['date without seconds', { Date: '2024-03-26 17:26' }, { start: '2024-03-26T17:26:00' }],
    ['date with T', { Date: '2024-03-26T07:05:09' }, { start: '2024-03-26T07:05:09' }],
    ['12-hour clock', { Date: '2024-03-26 5:26 PM' }, { start: '2024-03-26T17:26:00' }],
    ['date alone', { Date: '2024-03-26' }, { start: '2024-03-26T12:00' }],
    ['text duration', { Duration: '1h 5m' }, { duration: { ok: true, value: 3900 } }],
    ['minutes', { Duration: '45m' }, { duration: { ok: true, value: 2700 } }],
    ['seconds text', { Duration: '30s' }, { duration: { ok: true, value: 30 } }],
    ['bare seconds', { Duration: '3725' }, { duration: { ok: true, value: 3725 } }],
    ['no duration', { Duration: '' }, { duration: { ok: true, value: null } }],
    ['decimal comma', { Weight: '62,5' }, { set: { weight: 62.5 } }],
    ['reps written 8.0', { Reps: '8.0' }, { set: { reps: 8 } }],
    ['empty weight', { Weight: '' }, { set: { weight: null, reps: 8 } }],
    ['zero weight: a bodyweight set', { Weight: '0' }, { set: { weight: null, reps: 8 } }],
    ['RPE half step', { RPE: '7.5' }, { set: { rpe: 7.5 }, rpeWarning: null }],
    ['RPE rounded', { RPE: '7.76' }, { set: { rpe: 8 } }],
    [
      'RPE 10.2 dropped',
      { RPE: '10.2' },
      { set: { rpe: null }, rpeWarning: 'RPE: "10.2" is outside 1–10; dropped' },
    ],
    [
      'bad date',
      { Date: '26/03/2024' },
      { kind: 'bad', message: 'Date: "26/03/2024" is not a date' },
    ],
    ['31 February', { Date: '2024-02-31 10:00:00' }, { kind: 'bad' }],
    ["25 o'clock", { Date: '2024-02-01 25:00:00' }, { kind: 'bad' }],
    ['no exercise', { 'Exercise Name': ' ' }, { kind: 'bad', message: 'Exercise Name: missing' }],
    [
      'bad set order',
      { 'Set Order': '1a' },
      { kind: 'bad', message: 'Set Order: "1a" is not a set number, W, D or F' },
    ],
    [
      'bad seconds',
      { Seconds: '1:30' },
      { kind: 'bad', message: 'Seconds: "1:30" is not a number' },
    ],
    [
      'bad distance',
      { Distance: '5 km' },
      { kind: 'bad', message: 'Distance: "5 km" is not a number' },
    ],
  ])('%s', (_name, over, expected) => {
    expect(row(over)).toMatchObject(expected);
  });

  it('names newer columns with their units in messages', () => {
    const newer = strongLayout(NEWER.split(','));
    const cells = [
      '1',
      '2024-01-01 10:00:00',
      'W',
      '60',
      'Squat',
      '1',
      'lots',
      '5',
      '',
      '',
      '',
      '',
      '',
    ];
    expect(readStrongRow(newer, cells)).toEqual({
      kind: 'bad',
      message: 'Weight (kg): "lots" is not a number',
    });
  });

  it.each<[string, string, object]>([
    [
      'classic',
      CLASSIC,
      { weightUnit: null, distanceUnit: null, needs: ['weightUnit', 'distanceUnit'] },
    ],
    [
      'classic without Distance',
      'Date,Workout Name,Exercise Name,Set Order,Weight,Reps',
      { needs: ['weightUnit'] },
    ],
    [
      'newer kg/meters',
      NEWER,
      { weightUnit: 'kg', distanceUnit: { unit: 'meters', factor: 1 }, needs: [] },
    ],
    [
      'newer lbs/miles',
      'Date,Workout Name,Exercise Name,Set Order,Weight (lbs),Distance (miles),Duration (sec)',
      { weightUnit: 'lb', distanceUnit: { unit: 'miles', factor: 1 }, needs: [] },
    ],
    [
      'km',
      'Date,Workout Name,Exercise Name,Set Order,Weight (kg),Distance (km)',
      { distanceUnit: { unit: 'km' } },
    ],
    [
      'feet',
      'Date,Workout Name,Exercise Name,Set Order,Weight (kg),Distance (feet)',
      { distanceUnit: { unit: 'yards' } },
    ],
    ['minutes', 'Date,Workout Name,Exercise Name,Set Order,Duration (min)', { durationScale: 60 }],
    [
      'older unit columns',
      'Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Distance,Distance Unit',
      { needs: [] },
    ],
  ])('layout: %s', (_name, header, expected) => {
    expect(strongLayout(header.split(','))).toMatchObject(expected);
  });
});

describe('strong grouping', () => {
  it('groups contiguous rows; the same exercise twice apart stays two exercises; order is kept', async () => {
    const text = [
      CLASSIC,
      '2024-01-01 10:00:00,A,1h,Squat,1,100,5,0,0,,,',
      '2024-01-01 10:00:00,A,1h,Bench,1,60,5,0,0,,,',
      '2024-01-01 10:00:00,A,1h,Squat,1,80,8,0,0,,Back-off,',
      '2024-01-01 10:00:00,B,1h,Squat,1,100,5,0,0,,,',
      '2023-12-30 09:00:00,A,20m,Row,1,50,10,0,0,,,',
    ].join('\n');
    const workouts = workoutsOf(await readText(text));
    expect(workouts.map((w) => [w.name, w.start, w.exercises.map((e) => e.name)])).toEqual([
      ['A', { local: '2024-01-01T10:00:00' }, ['Squat', 'Bench', 'Squat']],
      ['B', { local: '2024-01-01T10:00:00' }, ['Squat']],
      ['A', { local: '2023-12-30T09:00:00' }, ['Row']],
    ]);
    // Workout Notes are taken from the first row that has them.
    expect(workouts[0]!.notes).toBe('Back-off');
  });

  it('a workout of only rest timers and notes yields no workout', async () => {
    const text = [
      CLASSIC,
      '2024-01-01 10:00:00,A,1h,Squat,Note,,,,,Knees out,,',
      '2024-01-01 10:00:00,A,1h,Squat,Rest Timer,0,0,0,120,,,',
    ].join('\n');
    const events = await readText(text);
    expect(workoutsOf(events)).toEqual([]);
    expect(skips(events)).toEqual([
      { kind: 'skip', warning: null },
      { kind: 'skip', warning: null },
    ]);
  });

  it('a header alone yields only what it needs', async () => {
    expect(await readText(CLASSIC)).toEqual([
      { kind: 'needs', unit: 'weightUnit' },
      { kind: 'needs', unit: 'distanceUnit' },
    ]);
    expect(await readText(NEWER)).toEqual([]);
  });

  it('an older file with a weight but no unit on the row skips that row', async () => {
    const text = [
      'Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Reps',
      '2024-01-01 10:00:00,A,Squat,1,100,,5',
      '2024-01-01 10:00:00,A,Squat,2,100,stone,5',
      '2024-01-01 10:00:00,A,Squat,3,,,5',
    ].join('\n');
    const events = await readText(text);
    expect(warnings(events)).toEqual([
      { line: 2, message: 'Weight Unit: missing' },
      { line: 3, message: 'Weight Unit: "stone" is not kg or lbs' },
    ]);
    expect(workoutsOf(events)[0]!.exercises[0]!.sets).toEqual([set({ reps: 5 })]);
  });
});
