import { describe, expect, it } from 'vitest';
import { doneSet as set } from '../../tests/setup/set-values';
import {
  estimatedOneRepMax,
  exerciseKey,
  isPersonalRecord,
  recordMeasure,
  setsMiles,
  setsSeconds,
  summarize,
  uniformSets,
} from './sets';

describe('summarize: SPEC §3 sets/reps/weight as the count and the top set', () => {
  it.each([
    ['a pyramid', [set({ reps: 10, weight: 135 }), set({ reps: 8, weight: 155 }), set({ reps: 6, weight: 175 })], { sets: 3, reps: 6, weight: 175, weightUnit: 'lb' }],
    ['uniform sets', uniformSets(3, { reps: 12, weight: 50, weightUnit: 'lb', duration: null, distance: null }), { sets: 3, reps: 12, weight: 50 }],
    ['kilograms compare as pounds', [set({ reps: 5, weight: 100, weightUnit: 'kg' }), set({ reps: 8, weight: 200 })], { reps: 5, weight: 220.462, weightUnit: 'lb' }],
    ['equal weights: the most reps', [set({ reps: 5, weight: 100 }), set({ reps: 7, weight: 100 })], { reps: 7, weight: 100 }],
    ['body weight sets', [set({ reps: 12 }), set({ reps: 15 }), set({ reps: 9 })], { sets: 3, reps: 15, weight: null }],
    ['timed holds: the longest', [set({ duration: 45 }), set({ duration: 60 })], { duration: 60, reps: null }],
    ['runs: the farthest', [set({ distance: 1 }), set({ distance: 1.5 })], { distance: 1.5 }],
  ] as const)('%s', (_name, sets, expected) => {
    expect(summarize(sets)).toMatchObject(expected);
  }); // prettier-ignore

  it('keeps the exact pounds of a kilogram weight (no rounding to a step)', () => {
    expect(summarize([set({ reps: 5, weight: 60, weightUnit: 'kg' })]).weight).toBeCloseTo(
      132.2772,
      4,
    );
  });
});

describe('totals over sets', () => {
  it('adds durations and distances set by set', () => {
    const sets = [set({ duration: 300, distance: 1 }), set({ duration: 330, distance: 1.2 })];
    expect(setsSeconds(sets)).toBe(630);
    expect(setsMiles(sets, 'km')).toBeCloseTo(2.2 * 0.621371, 6);
  });
});

describe('estimatedOneRepMax (Epley)', () => {
  it.each([
    [{ weight: 200, reps: 1, weightUnit: 'lb' }, 200],
    [{ weight: 150, reps: 10, weightUnit: 'lb' }, 200],
    [{ weight: 100, reps: 3, weightUnit: 'kg' }, 100 * 2.20462 * 1.1],
    [{ weight: 100, reps: 13, weightUnit: 'lb' }, null],
    [{ weight: null, reps: 10, weightUnit: 'lb' }, null],
    [{ weight: 100, reps: 0, weightUnit: 'lb' }, null],
  ] as const)('%j → %s', (s, expected) => {
    const got = estimatedOneRepMax(s);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(expected, 6);
  });
});

describe('personal records', () => {
  it.each([
    ['weighted sets by e1RM', [set({ reps: 5, weight: 200 })], 'e1rm'],
    ['high-rep weighted sets by weight', [set({ reps: 20, weight: 50 })], 'weight'],
    ['body weight by reps', [set({ reps: 30 })], 'reps'],
    ['runs by distance', [set({ distance: 5, duration: 1500 })], 'distance'],
    ['holds by duration', [set({ duration: 90 })], 'duration'],
  ] as const)('measures %s', (_name, sets, kind) => {
    expect(recordMeasure(sets, 'miles')?.kind).toBe(kind);
  });

  it('is a record only when it beats every earlier measure of its kind', () => {
    const m = (value: number) => ({ kind: 'e1rm' as const, value });
    expect(isPersonalRecord(m(210), [m(200), m(205)])).toBe(true);
    expect(isPersonalRecord(m(205), [m(200), m(205)])).toBe(false);
    expect(isPersonalRecord(m(210), [])).toBe(false);
    expect(isPersonalRecord(m(210), [{ kind: 'reps', value: 5 }])).toBe(false);
    expect(isPersonalRecord(null, [m(1)])).toBe(false);
  });
});

describe('exerciseKey: one history whatever the spelling', () => {
  it.each([
    ['Push-ups', 'pushup'],
    ['push up', 'pushup'],
    ['Bench Press', 'benchpress'],
    ['Squats', 'squat'],
    ['crunches', 'crunch'],
    ['Lunges', 'lunge'],
    ['Boxes', 'box'],
    ['Glass', 'glass'],
  ])('%s → %s', (name, key) => {
    expect(exerciseKey(name)).toBe(key);
  });
});
