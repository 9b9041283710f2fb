import { describe, expect, it } from 'vitest';
import type { Exercise, ExerciseSet } from '../../../shared/schemas/workouts';
import { routineExerciseFrom, routineNameKey } from './import-routines';

describe('routineNameKey: names as a person reads them', () => {
  it.each([
    ['Push Day', 'push day'],
    ['  push day ', 'push day'],
    ['PUSH DAY', 'push day'],
    ['Push  Day', 'push  day'],
  ])('%j → %j', (name, key) => expect(routineNameKey(name)).toBe(key));
});

const set = (over: Partial<ExerciseSet> = {}): ExerciseSet => ({
  reps: 5,
  weight: 100,
  weightUnit: 'kg',
  duration: null,
  distance: null,
  done: true,
  setType: 'normal',
  rpe: null,
  ...over,
});

const exercise = (setList: ExerciseSet[]): Exercise => ({
  id: 'e',
  workoutId: 'w',
  name: 'Bench Press',
  sets: setList.length,
  reps: 5,
  weight: 220,
  weightUnit: 'lb',
  duration: null,
  distance: null,
  distanceUnit: 'miles',
  intensity: 'moderate',
  restTime: 120,
  supersetGroup: 2,
  setList,
  personalRecord: null,
});

describe('routineExerciseFrom: a logged exercise as a routine’s targets', () => {
  it.each([
    ['a weight as typed', set({ weight: 82.5 }), { weight: 82.5 }],
    ['a converted weight to the nearest half', set({ weight: 22.6796 }), { weight: 22.5 }],
    ['an upper quarter up', set({ weight: 61.25 }), { weight: 61.5 }],
    ['no weight', set({ weight: null }), { weight: null }],
    ['a warm-up stays one', set({ setType: 'warmup' }), { setType: 'warmup' }],
    ['RPE kept', set({ rpe: 8.5 }), { rpe: 8.5 }],
    ['the unit kept', set({ weightUnit: 'lb', weight: 135 }), { weightUnit: 'lb', weight: 135 }],
  ])('%s', (_, logged, target) => {
    const [made] = routineExerciseFrom(exercise([logged])).setList;
    expect(made).toMatchObject(target);
    // Whether a set was ticked is the log's, not the plan's.
    expect(made).not.toHaveProperty('done');
  });

  it('keeps the rest, the superset and the distance unit, and no notes', () => {
    const made = routineExerciseFrom(exercise([set()]));
    expect(made).toEqual({
      name: 'Bench Press',
      restSeconds: 120,
      supersetGroup: 2,
      distanceUnit: 'miles',
      setList: [
        { setType: 'normal', reps: 5, weight: 100, weightUnit: 'kg', duration: null, distance: null, rpe: null }, // prettier-ignore
      ],
    });
  });
});
