import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWorkout, makeExercise } from '../../../../tests/factories';
import { APP_ORIGIN, createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';
import { LAST_EXERCISE, type Workout } from '../../../shared/schemas/workouts';

let t: TestApp;
let me: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t);
  other = await signUp(t);
});
afterAll(() => t.close());

/** The workout as listed now. */
async function reload(w: Workout, who = me): Promise<Workout> {
  const list: Workout[] = (await who.as({ url: `/api/workouts/${who.user.id}` })).json();
  return list.find((x) => x.id === w.id)!;
}

describe('POST /api/exercises', () => {
  it('adds an exercise after the last one, and the workout totals follow', async () => {
    const w = await postWorkout(me, { exercises: [makeExercise({ duration: 60, sets: 2 })] });
    const res = await me.as({
      method: 'POST',
      url: '/api/exercises',
      payload: { workoutId: w.id, name: 'Row', distance: 2, distanceUnit: 'km', duration: 480 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      workoutId: w.id,
      name: 'Row',
      sets: 1,
      distanceUnit: 'km',
      intensity: 'moderate',
    });
    const after = await reload(w);
    expect(after.exercises.map((e) => e.name)).toEqual(['Bench Press', 'Row']);
    expect(after.duration).toBe(120 + 480);
    expect(after.distance).toBe(1.24);
  });

  it.each<[string, Record<string, unknown>]>([
    ['name: is required', { name: '' }],
    ['name: must be at most 100 characters', { name: 'x'.repeat(101) }],
    ['sets: must be at least 1', { sets: 0 }],
    ['reps: must be at least 1', { reps: 0 }],
    ['reps: must be a whole number', { reps: 2.5 }],
    ['weight: must be at least 0', { weight: -0.5 }],
    ['weight: must be in steps of 0.5', { weight: 10.2 }],
    ['restTime: must be at least 0', { restTime: -30 }],
    ['duration: must be a whole number', { duration: 12.5 }],
    ['distance: must be at least 0', { distance: -3 }],
    ['distanceUnit: must be one of miles, km, meters, yards', { distanceUnit: 'mi' }],
    ['intensity: must be one of low, moderate, high', { intensity: 'max' }],
    ['workoutId: must be a workout id', { workoutId: 'abc' }],
  ])('answers 400 "%s"', async (message, overrides) => {
    const w = await postWorkout(me);
    const res = await me.as({
      method: 'POST',
      url: '/api/exercises',
      payload: { workoutId: w.id, ...makeExercise(), ...overrides },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await reload(w)).exercises).toHaveLength(2);
  });

  it("answers 404 for another user's workout or none, 401 signed out", async () => {
    const theirs = await postWorkout(other);
    const add = (workoutId: string) =>
      me.as({ method: 'POST', url: '/api/exercises', payload: { workoutId, name: 'Sneaky' } });
    const res = await add(theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Workout not found');
    expect((await add(randomUUID())).statusCode).toBe(404);
    expect((await reload(theirs, other)).exercises).toHaveLength(2);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/exercises',
      payload: { workoutId: theirs.id, name: 'x' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('PUT /api/exercises/{id}', () => {
  it('replaces every field, and fields left out go back to their defaults', async () => {
    const w = await postWorkout(me);
    const [first] = w.exercises;
    const res = await me.as({
      method: 'PUT',
      url: `/api/exercises/${first!.id}`,
      payload: { name: 'Incline Press', sets: 4, reps: 8, weight: 142.5, workoutId: randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: first!.id,
      workoutId: w.id,
      name: 'Incline Press',
      sets: 4,
      reps: 8,
      weight: 142.5,
      duration: null,
      distance: null,
      distanceUnit: 'miles',
      intensity: 'moderate',
      restTime: null,
      supersetGroup: null,
      weightUnit: 'lb',
      // SPEC's sets × reps × weight, stored as four identical sets.
      setList: Array.from({ length: 4 }, () => ({
        reps: 8,
        weight: 142.5,
        weightUnit: 'lb',
        duration: null,
        distance: null,
        done: true,
        setType: 'normal',
        rpe: null,
      })),
      personalRecord: null,
    });
    expect((await reload(w)).exercises[0]!.name).toBe('Incline Press');
  });

  it.each<[string, Record<string, unknown>]>([
    ['name: is required', { name: '  ' }],
    ['sets: must be at least 1', { name: 'A', sets: -1 }],
    ['weight: must be in steps of 0.5', { name: 'A', weight: 0.1 }],
    ['restTime: must be at least 0', { name: 'A', restTime: -1 }],
  ])('answers 400 "%s"', async (message, payload) => {
    const w = await postWorkout(me);
    const res = await me.as({
      method: 'PUT',
      url: `/api/exercises/${w.exercises[0]!.id}`,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 for another user's exercise or none, 400 for a bad id, 401", async () => {
    const theirs = await postWorkout(other);
    const put = (id: string) =>
      me.as({ method: 'PUT', url: `/api/exercises/${id}`, payload: { name: 'Mine' } });
    expect((await put(theirs.exercises[0]!.id)).statusCode).toBe(404);
    expect((await put(randomUUID())).statusCode).toBe(404);
    expect((await put('nope')).json().message).toMatch(/^id: /);
    expect((await reload(theirs, other)).exercises[0]!.name).toBe('Bench Press');
    const anon = await t.app.inject({
      method: 'PUT',
      url: `/api/exercises/${theirs.exercises[0]!.id}`,
      payload: { name: 'x' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('DELETE /api/exercises/{id}', () => {
  it('deletes an exercise but refuses the last one with 409 (SPEC §5)', async () => {
    const w = await postWorkout(me);
    const [a, b] = w.exercises;
    const first = await me.as({ method: 'DELETE', url: `/api/exercises/${a!.id}` });
    expect(first.statusCode).toBe(204);
    expect((await reload(w)).exercises.map((e) => e.id)).toEqual([b!.id]);
    const last = await me.as({ method: 'DELETE', url: `/api/exercises/${b!.id}` });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(LAST_EXERCISE);
    expect((await reload(w)).exercises).toHaveLength(1);
  });

  it('keeps one exercise when the last two are deleted at the same time', async () => {
    const w = await postWorkout(me);
    const results = await Promise.all(
      w.exercises.map((e) => me.as({ method: 'DELETE', url: `/api/exercises/${e.id}` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect((await reload(w)).exercises).toHaveLength(1);
  });

  it("answers 404 for another user's exercise or none, 400 for a bad id, 401", async () => {
    const theirs = await postWorkout(other);
    const del = (id: string) => me.as({ method: 'DELETE', url: `/api/exercises/${id}` });
    expect((await del(theirs.exercises[0]!.id)).statusCode).toBe(404);
    expect((await del(randomUUID())).statusCode).toBe(404);
    expect((await del('1')).statusCode).toBe(400);
    expect((await reload(theirs, other)).exercises).toHaveLength(2);
    const anon = await t.app.inject({
      method: 'DELETE',
      url: `/api/exercises/${theirs.exercises[0]!.id}`,
      headers: { origin: APP_ORIGIN },
    });
    expect(anon.statusCode).toBe(401);
  });
});
