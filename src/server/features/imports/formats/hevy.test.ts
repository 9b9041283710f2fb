import { describe, expect, it } from 'vitest';
import { hevy, readHevyTime } from './hevy';
import { chunksOf, fixture, randomChunks, readWith, setCount, workoutsOf } from './test-utils';
import type { ImportedSet, ParseEvent } from './types';

const HEADER =
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';

const readFile = (name: string) => readWith(hevy, chunksOf(fixture(name), 1 << 20));
const readText = (text: string) => readWith(hevy, chunksOf(text, 1 << 20));
const warnings = (events: ParseEvent[]) =>
  events.flatMap((e) =>
    e.kind === 'warning' || (e.kind === 'skip' && e.warning) ? [e.warning!] : [],
  );

const set = (over: Partial<ImportedSet>): ImportedSet => ({
  reps: null,
  weight: null,
  weightUnit: 'kg',
  duration: null,
  distance: null,
  setType: 'normal',
  rpe: null,
  ...over,
});

describe('hevy.matches', () => {
  it.each<[string, string, boolean]>([
    ['kg', HEADER, true],
    [
      'lbs',
      HEADER.replace('weight_kg', 'weight_lbs').replace('distance_km', 'distance_miles'),
      true,
    ],
    ['upper case', 'TITLE,Start_Time,exercise_title,set_type', true],
    [
      'Strong',
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
      false,
    ],
    ['no set_type', 'title,start_time,exercise_title,reps', false],
  ])('%s → %s', (_name, header, expected) => {
    expect(hevy.matches(header.split(','))).toBe(expected);
  });
});

describe('readHevyTime', () => {
  it.each<[string, object | null]>([
    ['26 Mar 2024, 17:26', { local: '2024-03-26T17:26:00' }],
    ['6 Jan 2025, 06:05', { local: '2025-01-06T06:05:00' }],
    ['26 March 2024 17:26', { local: '2024-03-26T17:26:00' }],
    ['26 Sept 2024, 7:26 PM', { local: '2024-09-26T19:26:00' }],
    ['Mar 26, 2024, 5:26 PM', { local: '2024-03-26T17:26:00' }],
    ['Mar 26, 2024 12:05 AM', { local: '2024-03-26T00:05:00' }],
    ['2024-03-26 17:26:00', { local: '2024-03-26T17:26:00' }],
    ['2024-03-26T17:26', { local: '2024-03-26T17:26:00' }],
    ['2024-03-26T17:26:00Z', { instant: '2024-03-26T17:26:00Z' }],
    ['2024-03-26T17:26:00.000+01:00', { instant: '2024-03-26T17:26:00.000+01:00' }],
    ['31 Jun 2024, 10:00', null],
    ['26 Foo 2024, 10:00', null],
    ['26 Mar 2024, 24:00', null],
    ['26 Mar 2024, 13:00 PM', null],
    ['yesterday', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(readHevyTime(text)).toEqual(expected);
  });
});

describe('hevy fixtures', () => {
  it.each<{
    file: string;
    workouts: number;
    exercises: number;
    sets: number;
    skips: number;
    warningLines: number[];
  }>([
    { file: 'hevy-kg.csv', workouts: 3, exercises: 9, sets: 18, skips: 0, warningLines: [] },
    { file: 'hevy-lbs.csv', workouts: 2, exercises: 6, sets: 11, skips: 0, warningLines: [] },
    {
      file: 'hevy-bad-rows.csv',
      workouts: 2,
      exercises: 2,
      sets: 4,
      skips: 5,
      warningLines: [3, 4, 5, 6, 7, 8, 10],
    },
  ])('$file: $workouts workouts, $sets sets', async (c) => {
    const events = await readFile(c.file);
    const workouts = workoutsOf(events);
    expect(workouts).toHaveLength(c.workouts);
    expect(workouts.reduce((n, w) => n + w.exercises.length, 0)).toBe(c.exercises);
    expect(setCount(workouts)).toBe(c.sets);
    expect(events.filter((e) => e.kind === 'skip')).toHaveLength(c.skips);
    expect(warnings(events).map((w) => w.line)).toEqual(c.warningLines);
    // Hevy names its units in the header: nothing to ask.
    expect(events.filter((e) => e.kind === 'needs')).toEqual([]);
  });

  it.each(['hevy-kg.csv', 'hevy-lbs.csv', 'hevy-bad-rows.csv'])(
    '%s reads the same fed one byte at a time and in random chunks',
    async (file) => {
      const whole = await readFile(file);
      expect(await readWith(hevy, chunksOf(fixture(file), 1))).toEqual(whole);
      for (const seed of [5, 23, 777]) {
        expect(await readWith(hevy, randomChunks(fixture(file), seed, 100))).toEqual(whole);
      }
    },
  );

  it('kg: times, duration from end − start, notes with commas, quotes and newlines', async () => {
    const [upper, legs, legs2] = workoutsOf(await readFile('hevy-kg.csv'));
    expect(upper).toMatchObject({
      line: 2,
      name: 'Upper A',
      start: { local: '2024-03-26T17:26:00' },
      duration: 65 * 60,
      notes: 'Good session, new PR\non bench',
    });
    // Records span two lines each (the description's newline): lines stay physical.
    expect(legs).toMatchObject({
      line: 24,
      name: 'Legs',
      start: { local: '2024-03-28T07:05:00' },
      duration: 57 * 60,
      notes: null,
    });
    // The same title at another start time is another workout.
    expect(legs2).toMatchObject({
      line: 29,
      name: 'Legs',
      start: { local: '2024-03-30T18:00:00' },
      duration: 45 * 60,
    });

    const [bench, incline, fly, pullUp, facePull] = upper!.exercises;
    expect(bench).toMatchObject({
      name: 'Bench Press (Barbell)',
      supersetGroup: null,
      notes: 'Grip: one finger in, "pinky" on the ring',
      distanceUnit: 'km',
    });
    expect(bench!.sets).toEqual([
      set({ setType: 'warmup', weight: 40, reps: 10 }),
      set({ weight: 80, reps: 5, rpe: 8 }),
      set({ weight: 80, reps: 5, rpe: 8.5 }),
      set({ setType: 'failure', weight: 80, reps: 4, rpe: 10 }),
    ]);
    expect(incline!.sets[1]).toEqual(set({ setType: 'drop', weight: 18, reps: 12 }));
    // superset_id 3 and 5 → groups 1 and 2, in order of first appearance.
    expect([incline, fly, pullUp, facePull].map((e) => e!.supersetGroup)).toEqual([1, 1, 2, 2]);
    // An empty weight is a bodyweight set.
    expect(pullUp!.sets).toEqual([set({ reps: 8 }), set({ reps: 7, rpe: 9 })]);

    const [, running, plank] = legs!.exercises;
    expect(running!.sets).toEqual([set({ distance: 3.2, duration: 1080 })]);
    expect(plank!.sets).toEqual([set({ duration: 60 })]);
    expect(legs2!.exercises[0]).toMatchObject({
      notes: 'Seat at 4',
      sets: [{ weight: 140 }, { weight: 160, rpe: 8 }],
    });
  });

  it('lbs: pounds and miles as written, RPE to the nearest half, an exercise done twice', async () => {
    const [push, conditioning] = workoutsOf(await readFile('hevy-lbs.csv'));
    expect(push).toMatchObject({
      start: { local: '2025-01-05T06:10:00' },
      duration: 52 * 60,
      notes: null,
    });
    expect(push!.exercises.map((e) => [e.name, e.supersetGroup, e.sets.length])).toEqual([
      ['Bench Press (Barbell)', null, 3],
      ['Dips', 1, 2],
      ['Lateral Raise (Dumbbell)', 1, 1],
      ['Bench Press (Barbell)', null, 2],
    ]);
    expect(push!.exercises[0]!.sets).toEqual([
      set({ weightUnit: 'lb', setType: 'warmup', weight: 95, reps: 10 }),
      set({ weightUnit: 'lb', weight: 185, reps: 5, rpe: 8 }),
      set({ weightUnit: 'lb', setType: 'drop', weight: 135, reps: 10 }),
    ]);
    expect(push!.exercises[1]).toMatchObject({ notes: 'Lean forward, elbows in' });
    expect(push!.exercises[1]!.sets[1]).toEqual(
      set({ weightUnit: 'lb', setType: 'failure', reps: 9, rpe: 10 }),
    );
    expect(push!.exercises[3]!.sets[1]!.rpe).toBe(6.5); // 6.3
    expect(conditioning).toMatchObject({ duration: 35 * 60, notes: 'Hot outside, "easy" effort' });
    expect(conditioning!.exercises[0]).toMatchObject({
      distanceUnit: 'miles',
      sets: [set({ weightUnit: 'lb', distance: 2.5, duration: 1500 })],
    });
  });

  it('bad rows are skipped with their line and what is wrong; the file still reads', async () => {
    const events = await readFile('hevy-bad-rows.csv');
    expect(warnings(events)).toEqual([
      { line: 3, message: 'start_time: "31 Jun 2024, 10:00" is not a date' },
      { line: 4, message: 'set_type: "superset" is not normal, warmup, failure or dropset' },
      { line: 5, message: 'reps: "x" is not a number' },
      { line: 6, message: 'exercise_title: missing' },
      { line: 7, message: 'weight_kg: "heavy" is not a number' },
      { line: 8, message: 'rpe: "12" is outside 1–10; dropped' },
      { line: 10, message: 'end_time: "soon" is not a date' },
    ]);
    const [test, later] = workoutsOf(events);
    expect(test!.exercises[0]!.sets).toHaveLength(3);
    expect(later).toMatchObject({ line: 10, duration: null });
  });
});

describe('hevy grouping', () => {
  const row = (cells: Partial<Record<string, string>>) => {
    const all: Record<string, string> = {
      title: 'A',
      start_time: '"1 Feb 2024, 10:00"',
      end_time: '"1 Feb 2024, 11:00"',
      description: '',
      exercise_title: 'Squat',
      superset_id: '',
      exercise_notes: '',
      set_index: '0',
      set_type: 'normal',
      weight_kg: '100',
      reps: '5',
      distance_km: '',
      duration_seconds: '',
      rpe: '',
      ...cells,
    };
    return Object.values(all).join(',');
  };

  it('a set_index that starts again is the same exercise done a second time', async () => {
    const text = [
      HEADER,
      row({ set_index: '0' }),
      row({ set_index: '1' }),
      row({ set_index: '0', weight_kg: '80' }),
      row({ set_index: '1', weight_kg: '80' }),
    ].join('\n');
    const [workout] = workoutsOf(await readText(text));
    expect(workout!.exercises.map((e) => e.sets.map((s) => s.weight))).toEqual([
      [100, 100],
      [80, 80],
    ]);
  });

  it('superset numbers restart in each workout, whatever ids Hevy wrote', async () => {
    const text = [
      HEADER,
      row({ exercise_title: 'Curl', superset_id: '7' }),
      row({ exercise_title: 'Pushdown', superset_id: '7' }),
      row({ exercise_title: 'Squat', superset_id: '' }),
      row({ exercise_title: 'Row', superset_id: '2' }),
      row({ start_time: '"2 Feb 2024, 10:00"', exercise_title: 'Row', superset_id: '2' }),
    ].join('\n');
    const workouts = workoutsOf(await readText(text));
    expect(workouts.map((w) => w.exercises.map((e) => e.supersetGroup))).toEqual([
      [1, 1, null, 2],
      [1],
    ]);
  });

  it('an end before the start, or none, leaves the duration unknown', async () => {
    const text = [
      HEADER,
      row({ end_time: '"1 Feb 2024, 09:00"' }),
      row({ start_time: '"2 Feb 2024, 10:00"', end_time: '' }),
      row({ start_time: '"3 Feb 2024, 23:30"', end_time: '"4 Feb 2024, 00:15"' }),
    ].join('\n');
    expect(workoutsOf(await readText(text)).map((w) => w.duration)).toEqual([null, null, 45 * 60]);
  });

  it('a header naming no weight unit asks for one', async () => {
    const header = HEADER.replace('weight_kg', 'weight');
    const events = await readText(`${header}\n${row({})}`);
    expect(events[0]).toEqual({ kind: 'needs', unit: 'weightUnit' });
    expect(workoutsOf(events)[0]!.exercises[0]!.sets[0]!.weightUnit).toBeNull();
  });

  it('a zero weight is kept; an empty set_type is a working set', async () => {
    const text = [HEADER, row({ weight_kg: '0', set_type: '' })].join('\n');
    expect(workoutsOf(await readText(text))[0]!.exercises[0]!.sets).toEqual([
      set({ weight: 0, reps: 5 }),
    ]);
  });
});
