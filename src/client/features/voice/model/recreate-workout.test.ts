import { describe, expect, it } from 'vitest';
import { createWorkoutBody, type Exercise, type Workout } from '@shared/schemas/workouts';
import type { SetValues } from '@shared/sets';
import { doneSet } from '../../../../../tests/setup/set-values';
import { recreateWorkoutBody } from './recreate-workout';

const set = (over: Partial<SetValues> = {}) => doneSet({ reps: 8, weight: 185, ...over });

const exercise = (over: Partial<Exercise> = {}): Exercise => ({
  id: 'e1',
  workoutId: 'w1',
  name: 'Bench Press',
  sets: 2,
  reps: 8,
  weight: 185,
  weightUnit: 'lb',
  duration: null,
  distance: null,
  distanceUnit: 'miles',
  intensity: 'high',
  restTime: 120,
  supersetGroup: null,
  setList: [
    set({ setType: 'warmup', weight: 95, rpe: null }),
    set({ rpe: 8.5, weightUnit: 'kg', weight: 84 }),
  ],
  personalRecord: { kind: 'weight', value: 185 },
  ...over,
});

const workout = (over: Partial<Workout> = {}): Workout => ({
  id: '6f1d2a3e-0000-4000-8000-000000000001',
  userId: '6f1d2a3e-0000-4000-8000-000000000002',
  name: 'Push Day',
  type: 'strength',
  notes: 'felt strong',
  duration: 0,
  distance: 0,
  completedAt: '2026-11-27T18:30:00.000Z',
  day: '2026-11-27',
  createdAt: '2026-11-27T18:31:00.000Z',
  routineId: null,
  exercises: [exercise()],
  ...over,
});

describe('recreateWorkoutBody', () => {
  it('is a body POST /api/workouts accepts, with every set as stored', () => {
    const body = recreateWorkoutBody(workout());
    const parsed = createWorkoutBody.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(body).toMatchObject({
      name: 'Push Day',
      type: 'strength',
      notes: 'felt strong',
      completedAt: '2026-11-27T18:30:00.000Z',
      routineId: null,
    });
    expect(body.exercises[0]).toMatchObject({
      name: 'Bench Press',
      sets: 2,
      intensity: 'high',
      restTime: 120,
      setList: [
        { setType: 'warmup', reps: 8, weight: 95, weightUnit: 'lb', done: true, rpe: null },
        { setType: 'normal', reps: 8, weight: 84, weightUnit: 'kg', done: true, rpe: 8.5 },
      ],
    });
  });

  it('sends a duration or distance only when it was given, not added up from the sets', () => {
    const run = exercise({
      name: 'Running',
      distanceUnit: 'km',
      setList: [set({ reps: null, weight: null, duration: 1500, distance: 5 })],
    });
    const added = recreateWorkoutBody(
      workout({ duration: 1500, distance: 3.11, exercises: [run] }),
    );
    expect(added).not.toHaveProperty('duration');
    expect(added).not.toHaveProperty('distance');
    const given = recreateWorkoutBody(workout({ duration: 3600, distance: 4, exercises: [run] }));
    expect(given).toMatchObject({ duration: 3600, distance: 4 });
    expect(createWorkoutBody.safeParse(given).success).toBe(true);
  });

  it('keeps the routine it was done from and a superset', () => {
    const body = recreateWorkoutBody(
      workout({
        routineId: '6f1d2a3e-0000-4000-8000-000000000003',
        exercises: [exercise({ supersetGroup: 1 }), exercise({ name: 'Rows', supersetGroup: 1 })],
      }),
    );
    expect(createWorkoutBody.safeParse(body).success).toBe(true);
    expect(body.routineId).toBe('6f1d2a3e-0000-4000-8000-000000000003');
    expect(body.exercises.map((e) => e.supersetGroup)).toEqual([1, 1]);
  });
});
