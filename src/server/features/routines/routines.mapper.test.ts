import { describe, expect, it } from 'vitest';
import { doneSet as setOf } from '../../../../tests/setup/set-values';
import { createRoutineBody } from '../../../shared/schemas/routines';
import type { ExerciseRow } from '../workouts/workouts.service';
import { copyName, exercisesFromWorkout, storedExercises, toRoutineDto } from './routines.mapper';

describe('copyName', () => {
  it.each([
    ['Push A', 'Push A (copy)'],
    ['Push A (copy)', 'Push A (copy) (copy)'],
    ['x'.repeat(93), `${'x'.repeat(93)} (copy)`],
    ['x'.repeat(100), `${'x'.repeat(93)} (copy)`],
    // Shortened where a space falls, the space is not kept before the suffix.
    [`${'x'.repeat(92)} yyyy`, `${'x'.repeat(92)} (copy)`],
  ])('%s → %s (at most 100 characters)', (name, copy) => {
    expect(copyName(name)).toBe(copy);
    expect(copyName(name).length).toBeLessThanOrEqual(100);
  });
});

describe('storedExercises', () => {
  it('fills every field the contract answers, absent optional ones as null', () => {
    const body = createRoutineBody.parse({
      name: 'A',
      exercises: [
        { name: 'Dips', notes: '', setList: [{ reps: 10 }] },
        { name: 'Row', restSeconds: 90, supersetGroup: 1, notes: 'Slow', distanceUnit: 'km', setList: [{ setType: 'drop', weight: 50, weightUnit: 'kg', rpe: 9.5, distance: 1, duration: 240 }] }, // prettier-ignore
      ],
    });
    expect(storedExercises(body.exercises!)).toEqual([
      {
        name: 'Dips',
        restSeconds: null,
        supersetGroup: null,
        notes: null,
        distanceUnit: 'miles',
        setList: [{ setType: 'normal', reps: 10, weight: null, weightUnit: 'lb', duration: null, distance: null, rpe: null }], // prettier-ignore
      },
      {
        name: 'Row',
        restSeconds: 90,
        supersetGroup: 1,
        notes: 'Slow',
        distanceUnit: 'km',
        setList: [{ setType: 'drop', reps: null, weight: 50, weightUnit: 'kg', duration: 240, distance: 1, rpe: 9.5 }], // prettier-ignore
      },
    ]);
  });
});

describe('exercisesFromWorkout', () => {
  const row = (over: Partial<ExerciseRow>) => ({ ...over }) as ExerciseRow;

  it.each([
    [
      'a pyramid in kg with a warm-up and RPE, its rest and superset',
      row({ id: 'e1', name: 'Squat', restSeconds: 120, supersetGroup: 3, distanceUnit: 'miles' }),
      [setOf({ setType: 'warmup', reps: 10, weight: 20, weightUnit: 'kg' }), setOf({ reps: 5, weight: 100, weightUnit: 'kg', rpe: 8, done: false })], // prettier-ignore
      {
        name: 'Squat',
        restSeconds: 120,
        supersetGroup: 3,
        notes: null,
        distanceUnit: 'miles',
        setList: [
          { setType: 'warmup', reps: 10, weight: 20, weightUnit: 'kg', duration: null, distance: null, rpe: null }, // prettier-ignore
          { setType: 'normal', reps: 5, weight: 100, weightUnit: 'kg', duration: null, distance: null, rpe: 8 }, // prettier-ignore
        ],
      },
    ],
    [
      'a run in km without rest',
      row({ id: 'e2', name: 'Run', restSeconds: null, supersetGroup: null, distanceUnit: 'km' }),
      [setOf({ distance: 5, duration: 1500 })],
      {
        name: 'Run',
        restSeconds: null,
        supersetGroup: null,
        notes: null,
        distanceUnit: 'km',
        setList: [{ setType: 'normal', reps: null, weight: null, weightUnit: 'lb', duration: 1500, distance: 5, rpe: null }], // prettier-ignore
      },
    ],
  ])('copies %s, every set as typed and without "done"', (_, exercise, sets, expected) => {
    expect(exercisesFromWorkout([exercise], new Map([[exercise.id, sets]]))).toEqual([expected]);
  });
});

describe('toRoutineDto', () => {
  it('answers instants as ISO text and the use given', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    const dto = toRoutineDto(
      {
        id: 'r',
        userId: 'u',
        name: 'A',
        notes: null,
        exercises: [],
        idempotencyKey: null,
        importId: null,
        createdAt: at,
        updatedAt: at,
      },
      { lastDoneAt: new Date('2026-05-02T10:00:00Z'), timesDone: 3 },
    );
    expect(dto).toEqual({
      id: 'r',
      name: 'A',
      notes: null,
      exercises: [],
      lastDoneAt: '2026-05-02T10:00:00.000Z',
      timesDone: 3,
      createdAt: '2026-05-01T10:00:00.000Z',
      updatedAt: '2026-05-01T10:00:00.000Z',
    });
  });
});
