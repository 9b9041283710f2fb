import { describe, expect, it } from 'vitest';
import type { PlanExercise } from '@shared/schemas/assessment';
import { createRoutineBody } from '@shared/schemas/routines';
import type { SharedWorkoutView } from '@shared/schemas/shares';
import { exercisesFromPlan, exercisesFromShare } from './routine-sources';

const plan = (over: Partial<PlanExercise>): PlanExercise => ({
  exerciseId: 'x',
  name: 'Push-ups',
  block: 'main',
  sets: 3,
  reps: 12,
  duration: null,
  restTime: 60,
  instructions: '',
  why: '',
  ...over,
});

describe('an assessment plan as routine exercises', () => {
  it.each<[string, Partial<PlanExercise>, object]>([
    ['reps', {}, { count: 3, setType: 'normal', reps: 12, duration: null, rest: 60 }],
    ['a timed hold', { reps: null, duration: 45, sets: 2 }, { count: 2, setType: 'normal', reps: null, duration: 45, rest: 60 }],
    ['the warm-up block as warm-up sets', { block: 'warm-up', sets: 1 }, { count: 1, setType: 'warmup', reps: 12, duration: null, rest: 60 }],
    ['at least one set', { sets: 0 }, { count: 1, setType: 'normal', reps: 12, duration: null, rest: 60 }],
    ['rest within bounds', { restTime: 99_999 }, { count: 3, setType: 'normal', reps: 12, duration: null, rest: 3_600 }],
  ])('%s', (_, over, want) => {
    const [e] = exercisesFromPlan([plan(over)]);
    const s = e!.setList[0]!;
    expect({ count: e!.setList.length, setType: s.setType, reps: s.reps, duration: s.duration, rest: e!.restSeconds }).toEqual(want);
  }); // prettier-ignore

  it('is a body the contract accepts', () => {
    const exercises = exercisesFromPlan([plan({ block: 'warm-up' }), plan({ name: 'Plank', reps: null, duration: 30 })]);
    expect(createRoutineBody.safeParse({ name: 'Plan', exercises }).success).toBe(true);
  }); // prettier-ignore
});

type SharedExercise = SharedWorkoutView['exercises'][number];
const shared = (over: Partial<SharedExercise>): SharedExercise => ({
  name: 'Bench Press',
  sets: 2,
  reps: 8,
  weight: 135,
  duration: null,
  distance: null,
  distanceUnit: null,
  weightUnit: 'lb',
  setList: [],
  ...over,
});

describe('a shared workout as routine exercises', () => {
  it('keeps each set as the sharer typed it', () => {
    const setList = [
      { reps: 10, weight: 20, weightUnit: 'kg', duration: null, distance: null, done: true, setType: 'warmup', rpe: null },
      { reps: 8, weight: 60, weightUnit: 'kg', duration: null, distance: null, done: false, setType: 'failure', rpe: 9.5 },
    ] as const; // prettier-ignore
    const [e] = exercisesFromShare([shared({ setList: [...setList] })]);
    expect(e!.setList).toEqual([
      { reps: 10, weight: 20, weightUnit: 'kg', duration: null, distance: null, setType: 'warmup', rpe: null },
      { reps: 8, weight: 60, weightUnit: 'kg', duration: null, distance: null, setType: 'failure', rpe: 9.5 },
    ]); // prettier-ignore
  });

  it('makes sets from the summary when there is no set list, in pounds', () => {
    const [e] = exercisesFromShare([shared({})]);
    expect(e!.setList).toHaveLength(2);
    expect(e!.setList[0]).toMatchObject({
      reps: 8,
      weight: 135,
      weightUnit: 'lb',
      setType: 'normal',
    });
  });

  it.each([
    ['km', 'km'],
    [null, 'miles'],
    ['furlongs', 'miles'],
  ])('distance unit %s → %s', (unit, want) => {
    expect(exercisesFromShare([shared({ distanceUnit: unit })])[0]!.distanceUnit).toBe(want);
  });

  it('is a body the contract accepts', () => {
    const exercises = exercisesFromShare([shared({}), shared({ name: 'Run', sets: null, reps: null, weight: null, distance: 3, distanceUnit: 'km' })]);
    expect(createRoutineBody.safeParse({ name: 'Shared', exercises }).success).toBe(true);
  }); // prettier-ignore
});
