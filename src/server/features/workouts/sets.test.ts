// Issue 8: every set, weights as typed, one save for the whole workout, dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workout } from '../../../shared/schemas/workouts';
import { postWorkout, makeExercise } from '../../../../tests/factories';
import { createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let me: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t);
});
afterAll(() => t.close());

const pyramid = [
  { reps: 10, weight: 135 },
  { reps: 8, weight: 155 },
  { reps: 6, weight: 175 },
];

const reload = async (w: Workout) =>
  ((await me.as({ url: `/api/workouts/${me.user.id}` })).json() as Workout[]).find(
    (x) => x.id === w.id,
  )!;

describe('sets one by one', () => {
  it('stores a pyramid set by set, with SPEC’s summary: the count and the top set', async () => {
    const w = await postWorkout(me, {
      exercises: [makeExercise({ name: 'Bench Press', setList: pyramid })],
    });
    const [e] = w.exercises;
    expect(e).toMatchObject({ sets: 3, reps: 6, weight: 175, weightUnit: 'lb' });
    expect(e!.setList.map((s) => [s.reps, s.weight, s.weightUnit, s.done])).toEqual([
      [10, 135, 'lb', true],
      [8, 155, 'lb', true],
      [6, 175, 'lb', true],
    ]);
  });

  it('reads SPEC’s sets × reps × weight as that many identical sets', async () => {
    const w = await postWorkout(me, {
      exercises: [{ name: 'Row', sets: 4, reps: 12, weight: 95 }],
    });
    expect(w.exercises[0]!.setList).toHaveLength(4);
    expect(new Set(w.exercises[0]!.setList.map((s) => `${s.reps}x${s.weight}`))).toEqual(
      new Set(['12x95']),
    );
  });

  it('keeps a weight in the unit it was typed in: unchanged by a save that does not touch it', async () => {
    const w = await postWorkout(me, {
      exercises: [{ name: 'Squat', setList: [{ reps: 5, weight: 60, weightUnit: 'kg' }] }],
    });
    const e = w.exercises[0]!;
    expect(e.setList[0]).toMatchObject({ weight: 60, weightUnit: 'kg' });
    // The summary is in pounds and says so (issue 26 §4; it said 'kg' beside the pounds before).
    expect(e.weight).toBeCloseTo(132.2772, 3);
    expect(e.weightUnit).toBe('lb');
    // The edit dialog sends back what it loaded.
    const res = await me.as({
      method: 'PUT',
      url: `/api/workouts/${w.id}`,
      payload: { exercises: [{ id: e.id, name: e.name, setList: e.setList }] },
    });
    expect(res.statusCode).toBe(200);
    expect((await reload(w)).exercises[0]!.setList[0]).toMatchObject({
      weight: 60,
      weightUnit: 'kg',
    });
  });

  it.each([
    ['setList: must hold at least one set', { setList: [] }],
    ['setList.0.weight: must be in steps of 0.5', { setList: [{ reps: 5, weight: 60.2 }] }],
    ['setList.0.weightUnit: must be one of lb, kg', { setList: [{ reps: 5, weightUnit: 'st' }] }],
    ['setList.0.reps: must be a whole number', { setList: [{ reps: 2.5 }] }],
  ])('answers 400 "exercises.0.%s"', async (message, exercise) => {
    const res = await me.as({
      method: 'POST',
      url: '/api/workouts',
      payload: { userId: me.user.id, name: 'Bad', exercises: [{ name: 'Squat', ...exercise }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`exercises.0.${message}`);
  });
});

describe('PUT /api/workouts/{id} with exercises: one save for the whole dialog', () => {
  it('updates kept exercises, adds new ones and deletes the rest, in the order given', async () => {
    const w = await postWorkout(me); // Bench Press, Push-ups
    const [bench, pushups] = w.exercises;
    const res = await me.as({
      method: 'PUT',
      url: `/api/workouts/${w.id}`,
      payload: {
        name: 'Push Day',
        exercises: [
          { name: 'Dips', sets: 3, reps: 10 },
          { id: bench!.id, name: 'Bench Press', setList: [{ reps: 5, weight: 155 }] },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await reload(w);
    expect(after.exercises.map((e) => e.name)).toEqual(['Dips', 'Bench Press']);
    expect(after.exercises[1]!.id).toBe(bench!.id);
    expect(after.exercises[1]).toMatchObject({ sets: 1, reps: 5, weight: 155 });
    expect(after.exercises.some((e) => e.id === pushups!.id)).toBe(false);
  });

  it('never takes another workout’s exercise: an unknown id is a new exercise', async () => {
    const mine = await postWorkout(me);
    const other = await postWorkout(me, { name: 'Other' });
    const res = await me.as({
      method: 'PUT',
      url: `/api/workouts/${mine.id}`,
      payload: { exercises: [{ id: other.exercises[0]!.id, name: 'Taken?', sets: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    expect((await reload(other)).exercises[0]!.name).toBe(other.exercises[0]!.name);
    expect((await reload(mine)).exercises.map((e) => e.name)).toEqual(['Taken?']);
  });

  it('keeps at least one named exercise, and changes nothing when refused', async () => {
    const w = await postWorkout(me);
    const res = await me.as({
      method: 'PUT',
      url: `/api/workouts/${w.id}`,
      payload: { name: 'Renamed', exercises: [{ name: '  ' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('exercises: Please add at least one exercise with a name.');
    const after = await reload(w);
    expect(after.name).toBe(w.name);
    expect(after.exercises).toHaveLength(2);
  });
});

describe('dates', () => {
  it('logs a workout done yesterday on yesterday, and moves it with an edit', async () => {
    const fresh = await signUp(t);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const w = await postWorkout(fresh, { completedAt: yesterday });
    expect(w.completedAt).toBe(yesterday);
    const dashboard = (await fresh.as({ url: `/api/dashboard/${fresh.user.id}` })).json();
    expect(dashboard.recentWorkouts.map((r: Workout) => r.id)).toEqual([w.id]);
    // Not today's: today's progress follows the date the workout was done.
    expect(dashboard.todayStats.workouts).toBe(0);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const res = await fresh.as({
      method: 'PUT',
      url: `/api/workouts/${w.id}`,
      payload: { completedAt: twoDaysAgo },
    });
    expect(res.json().completedAt).toBe(twoDaysAgo);
  });
});
