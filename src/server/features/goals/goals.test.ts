import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGoal, postGoal } from '../../../../tests/factories';
import { insertGoal } from '../../../../tests/setup/factories';
import { APP_ORIGIN, createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';
import type { Goal } from '../../../shared/schemas/goals';

let t: TestApp;
let other: Awaited<ReturnType<typeof signUp>>;
/** A user who only ever sends invalid input, so they never have goals. */
let invalid: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  other = await signUp(t);
  invalid = await signUp(t);
});
afterAll(() => t.close());

const listOf = async (who: Awaited<ReturnType<typeof signUp>>): Promise<Goal[]> =>
  (await who.as({ url: `/api/goals/${who.user.id}` })).json();

describe('GET /api/goals/{userId}', () => {
  it('lists only my goals, newest first, with progress and completion', async () => {
    const me = await signUp(t);
    await insertGoal(t.db, other.user.id, { title: 'Not mine' });
    await insertGoal(t.db, me.user.id, { title: 'First', currentValue: 10, targetValue: 40 });
    await insertGoal(t.db, me.user.id, { title: 'Second', currentValue: 60, targetValue: 40 });
    const res = await me.as({ url: `/api/goals/${me.user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: Goal) => [g.title, g.progressPercentage, g.isCompleted])).toEqual([
      ['Second', 100, true],
      ['First', 25, false],
    ]);
  });

  it("answers 403 for another user's id, 400 for a malformed one, 401 signed out", async () => {
    const me = await signUp(t);
    await insertGoal(t.db, other.user.id, { title: 'Secret goal' });
    const res = await me.as({ url: `/api/goals/${other.user.id}` });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Secret goal');
    expect((await me.as({ url: '/api/goals/42' })).json().message).toMatch(/^userId: /);
    expect((await t.app.inject({ url: `/api/goals/${me.user.id}` })).statusCode).toBe(401);
  });
});

describe('POST /api/goals', () => {
  it('creates a goal with the defaults of SPEC §9 (type general, unit units, current 0)', async () => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/goals',
      payload: { userId: me.user.id, title: ' Get fit ', targetValue: 12.5, extra: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: me.user.id,
      title: 'Get fit',
      description: null,
      type: 'general',
      targetValue: 12.5,
      currentValue: 0,
      unit: 'units',
      deadline: null,
      isCompleted: false,
      progressPercentage: 0,
      completedAt: null,
    });
    expect(res.json().extra).toBeUndefined();
  });

  it('takes an empty deadline (an empty date input) as none', async () => {
    const me = await signUp(t);
    expect((await postGoal(me, { deadline: '' })).deadline).toBeNull();
  });

  it('accepts every unit of both SPEC §9 lists and a deadline date', async () => {
    const me = await signUp(t);
    for (const unit of ['lbs', 'pounds', 'kg', 'hours', 'sets', 'days', 'reps', 'units'] as const) {
      const g = await postGoal(me, { unit, deadline: '2027-01-31' });
      expect(g).toMatchObject({ unit, deadline: '2027-01-31' });
    }
  });

  it('is complete at once when current reaches target, or when marked completed', async () => {
    const me = await signUp(t);
    const reached = await postGoal(me, { currentValue: 50, targetValue: 50 });
    expect(reached).toMatchObject({ isCompleted: true, progressPercentage: 100 });
    expect(reached.completedAt).not.toBeNull();
    const flagged = await postGoal(me, { currentValue: 5, isCompleted: true });
    expect(flagged).toMatchObject({ isCompleted: true, progressPercentage: 10 });
    const zero = await postGoal(me, { currentValue: 0, targetValue: 0 });
    expect(zero).toMatchObject({ isCompleted: false, progressPercentage: 0 });
  });

  it.each<[string, Record<string, unknown>]>([
    ['title: is required', { title: undefined }],
    ['title: is required', { title: '   ' }],
    ['title: must be at most 120 characters', { title: 'x'.repeat(121) }],
    ['targetValue: is required', { targetValue: undefined }],
    ['targetValue: must be at least 0', { targetValue: -1 }],
    ['targetValue: must be a number', { targetValue: '10' }],
    ['currentValue: must be at least 0', { currentValue: -0.1 }],
    ['description: must be at most 500 characters', { description: 'x'.repeat(501) }],
    [
      'type: must be one of weight_loss, weight_gain, strength, endurance, distance, time, general',
      { type: 'fun' },
    ],
    [
      'unit: must be one of lbs, kg, miles, km, minutes, hours, workouts, reps, sets, days, units, pounds',
      {
        unit: 'furlongs',
      },
    ],
    ['deadline: must be a date YYYY-MM-DD', { deadline: '2026-02-30' }],
    ['deadline: must be a date YYYY-MM-DD', { deadline: '31/01/2027' }],
    ['deadline: must be a date between 2000-01-01 and 2100-12-31', { deadline: '2101-01-01' }],
    ['isCompleted: must be true or false', { isCompleted: 'yes' }],
    ['userId: must be a user id', { userId: 'someone' }],
  ])('answers 400 "%s"', async (message, overrides) => {
    const res = await invalid.as({
      method: 'POST',
      url: '/api/goals',
      payload: { ...makeGoal(invalid.user.id), ...overrides },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await listOf(invalid)).toEqual([]);
  });

  it("answers 403 for another user's userId and 401 signed out", async () => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/goals',
      payload: makeGoal(other.user.id),
    });
    expect(res.statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      payload: makeGoal(me.user.id),
    });
    expect(anon.statusCode).toBe(401);
    expect(await listOf(me)).toEqual([]);
  });
});

describe('PUT /api/goals/{id}', () => {
  it('replaces the fields (SPEC §7 "same fields", deadline date or null)', async () => {
    const me = await signUp(t);
    const g = await insertGoal(t.db, me.user.id, { deadline: '2027-03-01' });
    const res = await me.as({
      method: 'PUT',
      url: `/api/goals/${g.id}`,
      payload: {
        userId: me.user.id,
        title: 'Run 60 miles',
        description: '',
        type: 'endurance',
        targetValue: 60,
        currentValue: 45,
        unit: 'miles',
        deadline: null,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: g.id,
      title: 'Run 60 miles',
      description: null,
      type: 'endurance',
      currentValue: 45,
      deadline: null,
      progressPercentage: 75,
      isCompleted: false,
    });
  });

  it('completes when current reaches target, keeps the moment, and reopens below it', async () => {
    const me = await signUp(t);
    const g = await insertGoal(t.db, me.user.id, { currentValue: 10, targetValue: 50 });
    const put = (currentValue: number) =>
      me.as({
        method: 'PUT',
        url: `/api/goals/${g.id}`,
        payload: { ...makeGoal(me.user.id), currentValue },
      });
    const done = (await put(50)).json();
    expect(done).toMatchObject({ isCompleted: true, progressPercentage: 100 });
    const still = (await put(55)).json();
    expect(still.completedAt).toBe(done.completedAt);
    expect((await put(20)).json()).toMatchObject({ isCompleted: false, completedAt: null });
  });

  it('answers 400 for bad fields', async () => {
    const me = await signUp(t);
    const g = await insertGoal(t.db, me.user.id);
    const res = await me.as({
      method: 'PUT',
      url: `/api/goals/${g.id}`,
      payload: { ...makeGoal(me.user.id), targetValue: -5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('targetValue: must be at least 0');
  });

  it("answers 404 for another user's goal or none, 400 for a bad id, 401", async () => {
    const me = await signUp(t);
    const theirs = await insertGoal(t.db, other.user.id, { title: 'Theirs' });
    const put = (id: string) =>
      me.as({ method: 'PUT', url: `/api/goals/${id}`, payload: makeGoal(me.user.id) });
    expect((await put(theirs.id)).statusCode).toBe(404);
    expect((await put(randomUUID())).statusCode).toBe(404);
    expect((await put('x')).json().message).toMatch(/^id: /);
    expect((await listOf(other)).find((g) => g.id === theirs.id)!.title).toBe('Theirs');
    const anon = await t.app.inject({
      method: 'PUT',
      url: `/api/goals/${theirs.id}`,
      payload: makeGoal(me.user.id),
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('DELETE /api/goals/{id}', () => {
  it('deletes my goal', async () => {
    const me = await signUp(t);
    const g = await insertGoal(t.db, me.user.id);
    const res = await me.as({ method: 'DELETE', url: `/api/goals/${g.id}` });
    expect(res.statusCode).toBe(204);
    expect(await listOf(me)).toEqual([]);
    expect((await me.as({ method: 'DELETE', url: `/api/goals/${g.id}` })).statusCode).toBe(404);
  });

  it("answers 404 for another user's goal and keeps it, 400 for a bad id, 401", async () => {
    const me = await signUp(t);
    const theirs = await insertGoal(t.db, other.user.id);
    expect((await me.as({ method: 'DELETE', url: `/api/goals/${theirs.id}` })).statusCode).toBe(
      404,
    );
    expect((await listOf(other)).some((g) => g.id === theirs.id)).toBe(true);
    expect((await me.as({ method: 'DELETE', url: '/api/goals/nope' })).statusCode).toBe(400);
    const anon = await t.app.inject({
      method: 'DELETE',
      url: `/api/goals/${theirs.id}`,
      headers: { origin: APP_ORIGIN },
    });
    expect(anon.statusCode).toBe(401);
  });
});
