import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../../../shared/schemas/imports';
import { HttpError } from '../../../plugins/errors';
import { readJoeyFit, readJoeyFitWorkout } from './joeyfit';
import { chunksOf, collect, fixture, randomChunks, setCount, workoutsOf } from './test-utils';
import type { ParseEvent } from './types';

const read = (data: Uint8Array | string, size = 4096) => collect(readJoeyFit(chunksOf(data, size)));

async function refusal(events: Promise<ParseEvent[]>) {
  const err = await events.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return { statusCode: (err as HttpError).statusCode, message: (err as HttpError).message };
}

const SET = {
  reps: 5,
  weight: 100,
  weightUnit: 'kg',
  duration: null,
  distance: null,
  done: true,
  setType: 'normal',
  rpe: null,
};
const workout = (overrides: object = {}) => ({
  id: 'w1',
  name: 'Legs',
  notes: null,
  duration: 600,
  completedAt: '2024-05-01T10:00:00.000Z',
  exercises: [{ name: 'Squat', distanceUnit: 'miles', supersetGroup: null, setList: [SET] }],
  ...overrides,
});
const exercise = (overrides: object) => ({
  exercises: [{ name: 'Squat', distanceUnit: 'miles', setList: [SET], ...overrides }],
});
const set = (overrides: object) => exercise({ setList: [{ ...SET, ...overrides }] });

describe('joeyfit.json', () => {
  it('reads every workout as it was logged: start = completedAt − duration, sets exactly', async () => {
    const events = await read(fixture('joeyfit.json'));
    expect(events.filter((e) => e.kind === 'skip' || e.kind === 'warning')).toEqual([]);
    const workouts = workoutsOf(events);
    expect(workouts.map((w) => [w.name, w.start, w.duration, w.notes])).toEqual([
      ['Push day', { instant: '2024-05-01T17:00:00.000Z' }, 3600, 'Supersets to save time'],
      ['Morning run', { instant: '2024-04-29T05:00:00.000Z' }, 1800, null],
      // No duration: it started when it was completed.
      ['Yoga', { instant: '2024-04-27T10:00:00.000Z' }, null, 'Class at the studio'],
    ]);
    // Each workout's line, found by its id in the formatted file.
    const lines = workouts.map((w) => w.line);
    expect(lines[0]).toBeGreaterThan(1);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    // The set not ticked done is kept, as not done (a move between servers loses nothing).
    expect(setCount(workouts)).toBe(9);
    // What only this app records comes too: the type, a distance given for the whole workout.
    expect(workouts.map((w) => [w.type, w.distanceMiles ?? null])).toEqual([
      ['strength', null],
      ['cardio', 3.107],
      ['flexibility', null],
    ]);
    const [push, run, yoga] = workouts;
    expect(push!.exercises.map((e) => [e.name, e.supersetGroup, e.sets.length])).toEqual([
      ['Bench Press', null, 4],
      ['Lateral Raise', 1, 2],
      ['Tricep Pushdown', 1, 2],
    ]);
    expect(push!.exercises[0]!.sets).toEqual([
      {
        reps: 10,
        weight: 40,
        weightUnit: 'kg',
        duration: null,
        distance: null,
        setType: 'warmup',
        rpe: null,
      },
      {
        reps: 5,
        weight: 80,
        weightUnit: 'kg',
        duration: null,
        distance: null,
        setType: 'normal',
        rpe: 7.5,
      },
      {
        reps: 5,
        weight: 85,
        weightUnit: 'kg',
        duration: null,
        distance: null,
        setType: 'failure',
        rpe: 10,
      },
      {
        done: false,
        reps: 5,
        weight: 85,
        weightUnit: 'kg',
        duration: null,
        distance: null,
        setType: 'normal',
        rpe: null,
      },
    ]);
    expect(push!.exercises[1]!.sets.map((s) => [s.weight, s.weightUnit, s.setType, s.rpe])).toEqual(
      [
        [20, 'lb', 'normal', null],
        [15, 'lb', 'drop', 9],
      ],
    );
    expect(run!.exercises).toEqual([
      {
        intensity: 'moderate',
        name: 'Running',
        distanceUnit: 'km',
        supersetGroup: null,
        notes: null,
        sets: [
          {
            reps: null,
            weight: null,
            weightUnit: 'kg',
            duration: 1800,
            distance: 5,
            setType: 'normal',
            rpe: null,
          },
        ],
      },
    ]);
    expect(yoga!.exercises).toEqual([]);
  });

  it('hands on weigh-ins, routines and goals as they are, once, after the workouts', async () => {
    const events = await read(fixture('joeyfit.json'));
    const extras = events.filter((e) => e.kind === 'extras');
    expect(extras).toHaveLength(1);
    expect(events.at(-1)).toBe(extras[0]);
    const file = JSON.parse(new TextDecoder().decode(fixture('joeyfit.json'))) as Record<
      string,
      unknown
    >;
    expect(extras[0]).toEqual({
      kind: 'extras',
      extras: { weighIns: file.weighIns, routines: file.routines, goals: file.goals },
    });
  });

  it('reads the same however the bytes are split (a UTF-8 character across chunks included)', async () => {
    const text = new TextDecoder()
      .decode(fixture('joeyfit.json'))
      .replace('Push day', 'Push day — Brustpresse');
    const bytes = new TextEncoder().encode(text);
    const whole = await read(bytes, 1 << 22);
    expect(workoutsOf(whole)[0]!.name).toBe('Push day — Brustpresse');
    for (const seed of [7, 8])
      expect(await collect(readJoeyFit(randomChunks(bytes, seed, 97)))).toEqual(whole);
    expect(await read(bytes, 1)).toEqual(whole);
  });

  it('reads the one-line file the export writes, with a byte-order mark', async () => {
    const minified = JSON.stringify(JSON.parse(new TextDecoder().decode(fixture('joeyfit.json'))));
    const events = await read(`\uFEFF${minified}`);
    expect(workoutsOf(events).map((w) => w.line)).toEqual([1, 1, 1]);
    expect(setCount(workoutsOf(events))).toBe(9);
  });

  it('skips each malformed workout with a warning naming it, and keeps the rest', async () => {
    const events = await read(fixture('joeyfit-bad-workouts.json'));
    const skips = events.flatMap((e) =>
      e.kind === 'skip' && e.warning ? [e.warning.message] : [],
    );
    expect(skips).toEqual([
      'workout 1 "No date": completedAt: must be a date and time with its offset',
      'workout 2 "Bad set type" 2024-05-01: exercises[0].setList[0].setType: must be one of normal, warmup, drop, failure',
      'workout 3: must be a workout',
      'workout 4 2024-05-01: name: missing',
      'workout 5 "Negative reps" 2024-05-01: exercises[0].setList[0].reps: must be a whole number from 0 to 10000',
      'workout 6 "Local time only" 2024-05-01: completedAt: must be a date and time with its offset',
    ]);
    const warnings = events.flatMap((e) => (e.kind === 'warning' ? [e.warning.message] : []));
    expect(warnings).toEqual([
      'workout 7 "Fine but odd RPE" 2024-05-01: exercises[0].setList[1].rpe: 14 is not an RPE from 1 to 10; dropped',
      'weighIns: is not a list; left out',
    ]);
    const workouts = workoutsOf(events);
    expect(workouts.map((w) => w.name)).toEqual(['Fine but odd RPE', 'Summary only']);
    // RPE to the nearest half step; one outside 1–10 dropped, its set kept.
    expect(workouts[0]!.exercises[0]!.sets.map((s) => s.rpe)).toEqual([8.5, null]);
    expect(workouts[0]!.start).toEqual({ instant: '2024-05-01T10:40:00.000Z' });
    // An exercise with only its summary: `sets` identical sets, its weight in pounds.
    expect(workouts[1]!.exercises[0]!.sets).toEqual(
      Array(3).fill({
        reps: 8,
        weight: 135,
        weightUnit: 'lb',
        duration: null,
        distance: null,
        setType: 'normal',
        rpe: null,
      }),
    );
    expect(events.at(-1)).toEqual({
      kind: 'extras',
      extras: { weighIns: [], routines: [], goals: [] },
    });
  });

  it.each([
    ['not JSON at all', '{ this is not json', 400, /^file: this is not valid JSON \(/],
    [
      'cut off',
      '{"exportedAt":"2024-05-02T09:00:00.000Z","workouts":[{"id":"x","name":"Cut',
      400,
      /^file: this is not valid JSON/,
    ],
    [
      'another app’s JSON',
      new TextDecoder().decode(fixture('not-joeyfit.json')),
      400,
      /^file: this JSON is not a Joey Fit export/,
    ],
    ['a list', '[{"workouts":[]}]', 400, /^file: this JSON is not a Joey Fit export/],
    [
      'workouts not a list',
      '{"workouts":{"a":1},"goals":[]}',
      400,
      /^file: workouts must be a list$/,
    ],
  ])('refuses %s', async (_, text, statusCode, message) => {
    const answer = await refusal(read(text));
    expect(answer.statusCode).toBe(statusCode);
    expect(answer.message).toMatch(message);
  });

  it('refuses a file over the size limit as it arrives, without reading it all', async () => {
    const mb = new Uint8Array(1024 * 1024).fill(0x20);
    let pulled = 0;
    async function* endless() {
      yield new TextEncoder().encode('{"workouts":[');
      for (;;) {
        pulled++;
        yield mb;
      }
    }
    const answer = await refusal(collect(readJoeyFit(endless())));
    expect(answer).toEqual({ statusCode: 413, message: 'file: is larger than 20 MB' });
    expect(pulled).toBe(IMPORT_LIMITS.fileBytes / mb.length);
  });
});

describe('readJoeyFitWorkout', () => {
  const problem = (raw: unknown) => {
    try {
      readJoeyFitWorkout(raw, 1);
      return null;
    } catch (err) {
      return (err as Error).message;
    }
  };

  it.each([
    [workout({ name: 'x'.repeat(101) }), 'name: longer than 100 characters'],
    [workout({ completedAt: 'yesterday' }), 'completedAt: must be a date and time with its offset'],
    [
      workout({ completedAt: 1714557600000 }),
      'completedAt: must be a date and time with its offset',
    ],
    [workout({ exercises: 'squats' }), 'exercises: must be a list'],
    [
      workout({ exercises: Array(41).fill(exercise({}).exercises[0]) }),
      'exercises: a workout holds at most 40 exercises',
    ],
    [workout(exercise({ name: '' })), 'exercises[0].name: missing'],
    [
      workout(exercise({ distanceUnit: 'furlongs' })),
      'exercises[0].distanceUnit: must be one of miles, km, meters, yards',
    ],
    [
      workout(exercise({ supersetGroup: 0 })),
      'exercises[0].supersetGroup: must be a whole number from 1 to 20',
    ],
    [
      workout(exercise({ supersetGroup: 21 })),
      'exercises[0].supersetGroup: must be a whole number from 1 to 20',
    ],
    [workout(exercise({ setList: 'lots' })), 'exercises[0].setList: must be a list of sets'],
    [
      workout(exercise({ setList: Array(51).fill(SET) })),
      'exercises[0].setList: an exercise holds at most 50 sets',
    ],
    [workout(exercise({ setList: [null] })), 'exercises[0].setList[0]: must be a set'],
    [
      workout(set({ weight: 5000.5 })),
      'exercises[0].setList[0].weight: must be a number from 0 to 5000',
    ],
    [
      workout(set({ weight: '100' })),
      'exercises[0].setList[0].weight: must be a number from 0 to 5000',
    ],
    [
      workout(set({ weightUnit: 'stone' })),
      'exercises[0].setList[0].weightUnit: must be one of lb, kg',
    ],
    [
      workout(set({ reps: 2.5 })),
      'exercises[0].setList[0].reps: must be a whole number from 0 to 10000',
    ],
    [
      workout(set({ duration: 90000 })),
      'exercises[0].setList[0].duration: must be a whole number from 0 to 86400',
    ],
    [
      workout(set({ distance: -1 })),
      'exercises[0].setList[0].distance: must be a number from 0 to 1000000',
    ],
  ])('%# %s', (raw, message) => {
    expect(problem(raw)).toBe(message);
  });

  it.each([
    // Liberal where nothing is lost: a missing unit is the API's default, a missing type normal.
    [set({ weightUnit: undefined, setType: undefined }), { weightUnit: 'lb', setType: 'normal' }],
    [set({ rpe: 7.2 }), { rpe: 7 }],
    [set({ rpe: 0 }), { rpe: null }],
    [set({ rpe: 'hard' }), { rpe: null }],
  ])('%# reads a set leniently', (raw, expected) => {
    const warnings: string[] = [];
    expect(readJoeyFitWorkout(workout(raw), 1, warnings).exercises[0]!.sets[0]).toMatchObject(
      expected,
    );
  });

  it('leaves out a workout length over a day and cuts long notes, with warnings', () => {
    const warnings: string[] = [];
    const w = readJoeyFitWorkout(
      workout({ duration: 90_000, notes: 'n'.repeat(600) }),
      1,
      warnings,
    );
    expect(w.duration).toBeNull();
    expect(w.start).toEqual({ instant: '2024-05-01T10:00:00.000Z' });
    expect(w.notes).toHaveLength(500);
    expect(warnings).toEqual([
      'duration: 90000 seconds is longer than a day; left out',
      'notes: longer than 500 characters; cut short',
    ]);
  });

  it('keeps a set not ticked done as not done, and what only this app records', () => {
    const w = readJoeyFitWorkout(
      workout({
        ...exercise({ setList: [{ ...SET, done: false }], intensity: 'high', restTime: 90 }),
        type: 'cardio',
        distance: 3.1,
      }),
      1,
    );
    expect(w.type).toBe('cardio');
    expect(w.distanceMiles).toBe(3.1);
    expect(w.exercises.map((e) => [e.intensity, e.restTime, e.sets[0]!.done])).toEqual([
      ['high', 90, false],
    ]);
  });
});
