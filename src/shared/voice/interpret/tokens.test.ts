// Counts and loads said as words, durations said as a clock reads, and the place an exercise was
// done (tokens.ts, quantities.ts, log.ts), through the whole interpreter. Sentences written for
// this test: none from the development corpus, the held-out or the tuning set.
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import type { LoggedExercise } from '../schema';

const NOW = new Date('2025-03-14T15:00:00Z');

function logged(text: string): LoggedExercise[] {
  const r = interpret(text, NOW, 'Europe/London');
  if (r.action !== 'log_workout') throw new Error(`${text}: ${r.action}`);
  return r.exercises;
}

type Want = Partial<LoggedExercise> & { exerciseId: string };

describe('a plural number after the/with/using/pair of is a load in pounds', () => {
  it.each<[string, Want]>([
    [
      'dumbbell rows with the 60s 4 sets of 10',
      { exerciseId: 'dumbbell-row', sets: 4, reps: 10, weightLbs: 60 },
    ],
    ['did hammer curls using 35s for 12', { exerciseId: 'hammer-curl', reps: 12, weightLbs: 35 }],
    [
      'goblet squats 3 by 15 with a pair of 45s',
      { exerciseId: 'goblet-squat', sets: 3, reps: 15, weightLbs: 45 },
    ],
    ['curled the thirties for ten', { exerciseId: 'bicep-curl', reps: 10, weightLbs: 30 }],
  ])('%s', (text, want) => {
    expect(logged(text)[0]).toMatchObject(want);
  });

  it('keeps "sets of 30s" as seconds', () => {
    expect(logged('wall sits 3 sets of 45s')[0]).toMatchObject({
      exerciseId: 'wall-sit',
      sets: 3,
      durationSeconds: 45,
    });
  });
});

describe('once/twice/thrice and a single/double/triple count reps', () => {
  it.each<[string, Want]>([
    ['squatted 365 twice', { exerciseId: 'squat', reps: 2, weightLbs: 365 }],
    ['pulled 500 once on deadlift', { exerciseId: 'deadlift', reps: 1, weightLbs: 500 }],
    ['hit a double on bench at 245', { exerciseId: 'bench-press', reps: 2, weightLbs: 245 }],
    [
      'overhead pressed 155 for a single',
      { exerciseId: 'overhead-press', reps: 1, weightLbs: 155 },
    ],
  ])('%s', (text, want) => {
    expect(logged(text)[0]).toMatchObject(want);
  });

  it('leaves an exercise named with "single" alone', () => {
    expect(logged('single leg deadlifts 3 sets of 8')[0]).toMatchObject({ sets: 3, reps: 8 });
  });
});

describe('"hundred" and "thousand" alone open a number', () => {
  it.each<[string, Want]>([
    ['hundred sit ups this morning', { exerciseId: 'sit-up', reps: 100 }],
    ['rowed thousand meters', { exerciseId: 'rowing', distance: 1000, distanceUnit: 'meters' }],
    ['hundred and twenty jumping jacks', { exerciseId: 'jumping-jack', reps: 120 }],
  ])('%s', (text, want) => {
    expect(logged(text)[0]).toMatchObject(want);
  });
});

describe('a bare number below 60 after a time unit is the next smaller unit', () => {
  it.each<[string, number]>([
    ['wall sit for a minute forty five', 105],
    ['cycled for an hour twenty', 4800],
    ['held a plank 2 minutes 10', 130],
  ])('%s', (text, seconds) => {
    expect(logged(text)[0]!.durationSeconds).toBe(seconds);
  });

  it('leaves a count of another exercise after a duration alone', () => {
    const [run, squats] = logged('ran 20 minutes then 15 squats');
    expect(run).toMatchObject({ exerciseId: 'running', durationSeconds: 1200 });
    expect(squats).toMatchObject({ exerciseId: 'squat', reps: 15 });
  });
});

describe('a mention after on/at that follows an exercise is the place', () => {
  it.each<[string, string]>([
    ['tricep dips on the bench 3 sets of 12', 'dip'],
    ['a 25 minute walk on the treadmill', 'walking'],
    ['step ups on the box 3 by 10', 'step-up'],
  ])('%s', (text, id) => {
    const exercises = logged(text);
    expect(exercises.map((e) => e.exerciseId)).toEqual([id]);
  });
});
