import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExercise, makeWorkout, postWorkout } from '../../../../tests/factories';
import { APP_ORIGIN, createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';
import { NO_NAMED_EXERCISE } from '../../../shared/schemas/workouts';
import { exercises } from '../../db/schema';

let t: TestApp;
/** A user who only ever sends invalid input, so they never have workouts. */
let invalid: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  invalid = await signUp(t);
});
afterAll(() => t.close());

const exerciseCount = async (workoutId: string) =>
  (await t.db.select().from(exercises).where(eq(exercises.workoutId, workoutId))).length;

describe('GET /api/workouts/{userId}', () => {
  it('lists only my workouts, newest first, each with its exercises in order', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await postWorkout(other, { name: 'Not mine' });
    await postWorkout(me, { name: 'Older', completedAt: '2026-01-01T10:00:00Z' });
    await postWorkout(me, { name: 'Newer', completedAt: '2026-01-02T10:00:00Z' });
    const res = await me.as({ url: `/api/workouts/${me.user.id}` });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((w: { name: string }) => w.name)).toEqual(['Newer', 'Older']);
    expect(list[0].exercises.map((e: { name: string }) => e.name)).toEqual([
      'Bench Press',
      'Push-ups',
    ]);
    expect(list[0]).toMatchObject({ userId: me.user.id, completedAt: '2026-01-02T10:00:00.000Z' });
  });

  it('answers an empty list for a user with no workouts', async () => {
    const me = await signUp(t);
    expect((await me.as({ url: `/api/workouts/${me.user.id}` })).json()).toEqual([]);
  });

  it("answers 403 for another user's id, 400 for a malformed one, 401 signed out", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await postWorkout(other);
    const theirs = await me.as({ url: `/api/workouts/${other.user.id}` });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain('Push Day');
    const bad = await me.as({ url: '/api/workouts/nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^userId: /);
    expect((await t.app.inject({ url: `/api/workouts/${me.user.id}` })).statusCode).toBe(401);
  });
});

describe('POST /api/workouts', () => {
  it('creates a workout with its exercises and the defaults of SPEC §9', async () => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/workouts',
      payload: {
        userId: me.user.id,
        name: '  Morning run  ',
        exercises: [{ name: 'Run', distance: 5, distanceUnit: 'km', duration: 1500 }],
      },
    });
    expect(res.statusCode).toBe(201);
    const w = res.json();
    expect(w).toMatchObject({ name: 'Morning run', type: 'mixed', notes: null, duration: 1500 });
    expect(w.distance).toBe(3.11);
    expect(w.exercises[0]).toMatchObject({
      workoutId: w.id,
      name: 'Run',
      sets: 1,
      reps: null,
      weight: null,
      distanceUnit: 'km',
      intensity: 'moderate',
      restTime: null,
    });
    expect(Date.now() - Date.parse(w.completedAt)).toBeLessThan(60_000);
  });

  it('derives duration (duration × sets, summed) and miles (SPEC §9 factors × sets)', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me, {
      exercises: [
        makeExercise({ name: 'Plank', sets: 3, reps: null, weight: null, duration: 45 }),
        makeExercise({
          name: 'Row',
          sets: 4,
          duration: 120,
          distance: 500,
          distanceUnit: 'meters',
        }),
        makeExercise({ name: 'Sprint', sets: 10, distance: 100, distanceUnit: 'yards' }),
      ],
    });
    expect(w.duration).toBe(3 * 45 + 4 * 120);
    expect(w.distance).toBe(Math.round((4 * 500 * 0.000621371 + 1000 * 0.000568182) * 100) / 100);
  });

  it('keeps a given duration and distance (the client-side repeat of SPEC §7 sends them)', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me, { duration: 3600, distance: 4.2, exercises: undefined });
    expect(w).toMatchObject({ duration: 3600, distance: 4.2, exercises: [] });
  });

  it('drops blank-name exercises (SPEC §5) and ignores unknown fields', async () => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/workouts',
      payload: {
        ...makeWorkout(me.user.id),
        id: randomUUID(),
        xp: 9999,
        exercises: [{ name: '   ', sets: 0 }, makeExercise({ name: 'Squat' }), { sets: 2 }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().exercises.map((e: { name: string }) => e.name)).toEqual(['Squat']);
    expect(res.json().xp).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>]>([
    [`exercises: ${NO_NAMED_EXERCISE}`, { exercises: [] }],
    [`exercises: ${NO_NAMED_EXERCISE}`, { exercises: [{ name: '' }, { name: '  ' }] }],
    ['name: is required', { name: undefined }],
    ['name: is required', { name: '   ' }],
    ['name: must be at most 100 characters', { name: 'x'.repeat(101) }],
    ['notes: must be at most 500 characters', { notes: 'x'.repeat(501) }],
    ['type: must be one of strength, cardio, flexibility, mixed, sports', { type: 'yoga' }],
    ['duration: must be at least 0', { duration: -1 }],
    ['duration: must be a whole number', { duration: 90.5 }],
    ['distance: must be at least 0', { distance: -0.1 }],
    ['completedAt: must be an ISO-8601 date and time', { completedAt: 'yesterday' }],
    ['userId: must be a user id', { userId: 'me' }],
    ['exercises.0.sets: must be at least 1', { exercises: [{ name: 'A', sets: 0 }] }],
    ['exercises.0.sets: must be a whole number', { exercises: [{ name: 'A', sets: 1.5 }] }],
    ['exercises.0.sets: must be a number', { exercises: [{ name: 'A', sets: '3' }] }],
    ['exercises.0.sets: must be at most 50', { exercises: [{ name: 'A', sets: 1e9 }] }],
    ['exercises.0.reps: must be at least 1', { exercises: [{ name: 'A', reps: 0 }] }],
    ['exercises.0.weight: must be at least 0', { exercises: [{ name: 'A', weight: -5 }] }],
    ['exercises.0.weight: must be in steps of 0.5', { exercises: [{ name: 'A', weight: 2.25 }] }],
    ['exercises.0.restTime: must be at least 0', { exercises: [{ name: 'A', restTime: -1 }] }],
    ['exercises.0.duration: must be at least 0', { exercises: [{ name: 'A', duration: -1 }] }],
    ['exercises.0.distance: must be at least 0', { exercises: [{ name: 'A', distance: -1 }] }],
    [
      'exercises.0.distanceUnit: must be one of miles, km, meters, yards',
      { exercises: [{ name: 'A', distanceUnit: 'furlongs' }] },
    ],
    [
      'exercises.0.intensity: must be one of low, moderate, high',
      { exercises: [{ name: 'A', intensity: 'extreme' }] },
    ],
    [
      'exercises.1.name: must be at most 100 characters',
      { exercises: [{ name: 'A' }, { name: 'x'.repeat(101) }] },
    ],
  ])('answers 400 "%s"', async (message, overrides) => {
    const payload = { ...makeWorkout(invalid.user.id), ...overrides };
    const res = await invalid.as({ method: 'POST', url: '/api/workouts', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await invalid.as({ url: `/api/workouts/${invalid.user.id}` })).json()).toEqual([]);
  });

  it("answers 403 for another user's userId, 401 signed out, 400 without a body", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/workouts',
      payload: makeWorkout(other.user.id),
    });
    expect(res.statusCode).toBe(403);
    expect((await other.as({ url: `/api/workouts/${other.user.id}` })).json()).toEqual([]);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/workouts',
      payload: makeWorkout(me.user.id),
    });
    expect(anon.statusCode).toBe(401);
    const empty = await me.as({ method: 'POST', url: '/api/workouts' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/workouts with an Idempotency-Key (issue 11)', () => {
  const post = (
    who: Awaited<ReturnType<typeof signUp>>,
    key: string,
    payload = makeWorkout(who.user.id, { exercises: [makeExercise()] }),
  ) =>
    who.as({ method: 'POST', url: '/api/workouts', payload, headers: { 'idempotency-key': key } });

  it('logs once however often the save is retried, even in parallel, and earns XP once', async () => {
    const me = await signUp(t);
    const key = randomUUID();
    const first = await post(me, key);
    expect(first.statusCode).toBe(201);
    const retries = await Promise.all([post(me, key), post(me, key), post(me, key)]);
    expect(retries.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(retries.map((r) => r.json())).toEqual([first.json(), first.json(), first.json()]);
    const list = (await me.as({ url: `/api/workouts/${me.user.id}` })).json();
    expect(list).toHaveLength(1);
    expect(await exerciseCount(first.json().id)).toBe(1);
    const progression = (await me.as({ url: '/api/progression/me' })).json();
    expect(progression.totalXp).toBe(30);
  });

  it('logs each of two parallel first saves with different keys', async () => {
    const me = await signUp(t);
    const res = await Promise.all([post(me, randomUUID()), post(me, randomUUID())]);
    expect(res.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await me.as({ url: `/api/workouts/${me.user.id}` })).json()).toHaveLength(2);
  });

  it('keeps keys per user: the same key from another user logs their own workout', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const key = randomUUID();
    const mine = await post(me, key);
    const theirs = await post(other, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect((await other.as({ url: `/api/workouts/${other.user.id}` })).json()).toHaveLength(1);
  });

  it.each([['short'], ['has spaces in it'], ['x'.repeat(65)], ['semi;colon-key']])(
    'answers 400 for the key %j and logs nothing',
    async (key) => {
      const res = await post(invalid, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /idempotency-key.*must be 8 to 64 letters, digits, dashes or underscores/,
      );
      expect((await invalid.as({ url: `/api/workouts/${invalid.user.id}` })).json()).toEqual([]);
    },
  );

  it('still validates the body of a retried save', async () => {
    const me = await signUp(t);
    const key = randomUUID();
    expect((await post(me, key)).statusCode).toBe(201);
    const bad = await post(me, key, { ...makeWorkout(me.user.id), name: '' } as never);
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/workouts/{id}', () => {
  it('updates name, notes and type and keeps everything else', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me, { completedAt: '2026-02-01T08:00:00Z' });
    const res = await me.as({
      method: 'PUT',
      url: `/api/workouts/${w.id}`,
      payload: { name: 'Chest Day', notes: '', type: 'mixed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: w.id,
      name: 'Chest Day',
      notes: null,
      type: 'mixed',
      completedAt: '2026-02-01T08:00:00.000Z',
    });
    expect(res.json().exercises).toEqual(w.exercises);
  });

  it('sets a duration, and null goes back to the derived one', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me, {
      exercises: [makeExercise({ duration: 60, sets: 2 })],
    });
    const put = (duration: number | null) =>
      me.as({ method: 'PUT', url: `/api/workouts/${w.id}`, payload: { name: w.name, duration } });
    expect((await put(1800)).json().duration).toBe(1800);
    expect((await put(null)).json().duration).toBe(120);
  });

  it.each<[string, Record<string, unknown>]>([
    ['name: is required', { name: '' }],
    ['notes: must be at most 500 characters', { name: 'ok', notes: 'x'.repeat(501) }],
    [
      'type: must be one of strength, cardio, flexibility, mixed, sports',
      { name: 'ok', type: 'running' },
    ],
    ['duration: must be a whole number', { name: 'ok', duration: 1.5 }],
  ])('answers 400 "%s"', async (message, payload) => {
    const me = await signUp(t);
    const w = await postWorkout(me);
    const res = await me.as({ method: 'PUT', url: `/api/workouts/${w.id}`, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 for another user's workout and for no workout, 400 for a bad id, 401", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const theirs = await postWorkout(other);
    const put = (id: string) =>
      me.as({ method: 'PUT', url: `/api/workouts/${id}`, payload: { name: 'Mine now' } });
    expect((await put(theirs.id)).statusCode).toBe(404);
    expect((await put(randomUUID())).statusCode).toBe(404);
    expect((await put('123')).json().message).toMatch(/^id: /);
    const after = (await other.as({ url: `/api/workouts/${other.user.id}` })).json();
    expect(after[0].name).toBe('Push Day');
    const anon = await t.app.inject({
      method: 'PUT',
      url: `/api/workouts/${theirs.id}`,
      payload: { name: 'x' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('DELETE /api/workouts/{id}', () => {
  it('deletes the workout and its exercises', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me);
    expect(await exerciseCount(w.id)).toBe(2);
    const res = await me.as({ method: 'DELETE', url: `/api/workouts/${w.id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await exerciseCount(w.id)).toBe(0);
    expect((await me.as({ url: `/api/workouts/${me.user.id}` })).json()).toEqual([]);
    expect((await me.as({ method: 'DELETE', url: `/api/workouts/${w.id}` })).statusCode).toBe(404);
  });

  it("answers 404 for another user's workout and leaves it, 400 for a bad id, 401", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const theirs = await postWorkout(other);
    expect((await me.as({ method: 'DELETE', url: `/api/workouts/${theirs.id}` })).statusCode).toBe(
      404,
    );
    expect(await exerciseCount(theirs.id)).toBe(2);
    expect((await me.as({ method: 'DELETE', url: '/api/workouts/x' })).statusCode).toBe(400);
    const anon = await t.app.inject({
      method: 'DELETE',
      url: `/api/workouts/${theirs.id}`,
      headers: { origin: APP_ORIGIN },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('POST /api/workouts/{id}/repeat', () => {
  it('creates "{name} (Repeated)", done now, with a copy of every exercise', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me, {
      completedAt: '2026-01-05T07:00:00Z',
      exercises: [
        makeExercise({ name: 'Squat', weight: 225, intensity: 'high' }),
        makeExercise({ name: 'Run', distance: 2, distanceUnit: 'km', duration: 600 }),
      ],
    });
    const res = await me.as({ method: 'POST', url: `/api/workouts/${w.id}/repeat` });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(w.id);
    expect(copy).toMatchObject({
      name: 'Push Day (Repeated)',
      type: w.type,
      notes: w.notes,
      duration: w.duration,
      distance: w.distance,
    });
    expect(Date.parse(copy.completedAt)).toBeGreaterThan(Date.parse(w.completedAt));
    const strip = ({ id: _i, workoutId: _w, ...rest }: Record<string, unknown>) => rest;
    expect(copy.exercises.map(strip)).toEqual(w.exercises.map(strip));
    expect(copy.exercises.every((e: { workoutId: string }) => e.workoutId === copy.id)).toBe(true);
    expect(await exerciseCount(w.id)).toBe(2);
    const list = (await me.as({ url: `/api/workouts/${me.user.id}` })).json();
    expect(list.map((x: { name: string }) => x.name)).toEqual(['Push Day (Repeated)', 'Push Day']);
  });

  it("answers 404 for another user's workout, 400 for a bad id, 401 signed out", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const theirs = await postWorkout(other);
    const res = await me.as({ method: 'POST', url: `/api/workouts/${theirs.id}/repeat` });
    expect(res.statusCode).toBe(404);
    expect((await me.as({ url: `/api/workouts/${me.user.id}` })).json()).toEqual([]);
    expect((await me.as({ method: 'POST', url: '/api/workouts/1/repeat' })).statusCode).toBe(400);
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/workouts/${theirs.id}/repeat`,
      headers: { origin: APP_ORIGIN },
    });
    expect(anon.statusCode).toBe(401);
  });
});
