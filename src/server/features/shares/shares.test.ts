import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExercise } from '../../../../tests/factories';
import { insertPlan, insertUser, insertWorkout } from '../../../../tests/setup/factories';
import { createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';
import { addDays, localDayOf } from '../../../shared/local-day';
import { NO_WORKOUT_SELECTED, type Share } from '../../../shared/schemas/shares';
import { shares } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
/** A user who only ever sends invalid input, so they never have shares. */
let invalid: Caller;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://joey.test/', BILLING_MODE: 'sandbox' } });
  invalid = await signUp(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString();
const tokenOf = (s: Share) => s.url.split('/s/')[1]!;

async function create(me: Caller, payload: Record<string, unknown>) {
  return me.as({ method: 'POST', url: '/api/shares', payload });
}
async function createOk(me: Caller, payload: Record<string, unknown>): Promise<Share> {
  const res = await create(me, payload);
  if (res.statusCode !== 201) throw new Error(`share failed ${res.statusCode}: ${res.body}`);
  return res.json();
}
const view = (token: string) => t.app.inject({ url: `/api/shares/${encodeURIComponent(token)}` });

describe('POST /api/shares', () => {
  it('creates a workout share with a long random token under PUBLIC_URL', async () => {
    const me = await signUp(t);
    const w = await insertWorkout(t.db, me.user.id, { name: 'Leg Day' });
    const res = await create(me, { kind: 'workout', workoutId: w.id, expiresAt: inDays(1) });
    expect(res.statusCode).toBe(201);
    const share: Share = res.json();
    expect(share).toMatchObject({
      kind: 'workout',
      workoutId: w.id,
      workoutName: 'Leg Day',
      includeIdentity: false,
      revoked: false,
      rangeStart: null,
      rangeEnd: null,
    });
    expect(share.url).toMatch(/^https:\/\/joey\.test\/s\/[A-Za-z0-9_-]{22,}$/);
    // base64url: ≥ 22 characters carry ≥ 128 bits.
    expect(tokenOf(share).length).toBeGreaterThanOrEqual(22);
    const second = await createOk(me, { workoutId: w.id, expiresAt: inDays(1) });
    expect(tokenOf(second)).not.toBe(tokenOf(share));
  });

  it('without PUBLIC_URL, names the host only for a request from this machine', async () => {
    const plain = await createTestApp();
    try {
      const me = await signUp(plain);
      const w = await insertWorkout(plain.db, me.user.id);
      const create = (remoteAddress: string) =>
        me.as({
          method: 'POST',
          url: '/api/shares',
          headers: { host: 'fit.example:8080', origin: 'http://fit.example:8080' },
          payload: { workoutId: w.id, expiresAt: inDays(1) },
          remoteAddress,
        });
      const local = await create('127.0.0.1');
      expect(local.statusCode).toBe(201);
      expect(local.json().url).toMatch(/^http:\/\/fit\.example:8080\/s\//);
      // Anyone else could choose the Host header: the link is a path the app completes.
      const remote = await create('203.0.113.40');
      expect(remote.statusCode).toBe(201);
      expect(remote.json().url).toMatch(/^\/s\/[A-Za-z0-9_-]{22,}$/);
    } finally {
      await plain.close();
    }
  });

  it('creates a progress share over the last 30 days through today by default', async () => {
    const me = await signUp(t);
    const share = await createOk(me, { kind: 'progress', expiresAt: inDays(7) });
    const today = localDayOf(new Date(), 'UTC');
    expect(share).toMatchObject({
      kind: 'progress',
      workoutId: null,
      rangeStart: addDays(today, -29),
      rangeEnd: today,
    });
    const given = await createOk(me, {
      kind: 'progress',
      rangeStart: '2026-01-01',
      rangeEnd: '2026-01-31',
      expiresAt: inDays(1),
    });
    expect(given).toMatchObject({ rangeStart: '2026-01-01', rangeEnd: '2026-01-31' });
  });

  it.each<[string, Record<string, unknown>]>([
    [NO_WORKOUT_SELECTED, { kind: 'workout' }],
    [NO_WORKOUT_SELECTED, { workoutId: null }],
    ['workoutId: must be a workout id', { workoutId: 'nope' }],
    ['expiresAt: must be in the future', { workoutId: randomUUID(), expiresAt: inDays(-1) }],
    ['expiresAt: must be an ISO-8601 date and time', { kind: 'progress', expiresAt: 'tomorrow' }],
    [
      'expiresAt: must be between 2000-01-01 and 2100-12-31',
      { kind: 'progress', expiresAt: '2300-01-01T00:00:00Z' },
    ],
    [
      'rangeEnd: must be on or after rangeStart',
      { kind: 'progress', rangeStart: '2026-02-01', rangeEnd: '2026-01-01' },
    ],
    ['rangeStart: must be a date YYYY-MM-DD', { kind: 'progress', rangeStart: '2026-02-30' }],
    ['kind: must be one of workout, progress', { kind: 'goal' }],
    ['includeIdentity: must be true or false', { kind: 'progress', includeIdentity: 'yes' }],
  ])('answers 400 "%s"', async (message, payload) => {
    const res = await create(invalid, { expiresAt: inDays(1), ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 for another user's workout, and 401 signed out", async () => {
    const me = await signUp(t);
    const other = await insertUser(t.db);
    const theirs = await insertWorkout(t.db, other.id, { name: 'Their secret' });
    const res = await create(me, { workoutId: theirs.id, expiresAt: inDays(1) });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Their secret');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/shares',
      payload: { workoutId: theirs.id },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('keeps free-tier links within 7 days, naming the plan that lifts the limit (403)', async () => {
    const me = await signUp(t);
    const w = await insertWorkout(t.db, me.user.id);
    const never = await create(me, { workoutId: w.id, expiresAt: null });
    expect(never.statusCode).toBe(403);
    expect(never.json().message).toMatch(/Free plan.*7 days.*Champion/);
    const month = await create(me, { workoutId: w.id, expiresAt: inDays(30) });
    expect(month.statusCode).toBe(403);
    expect(month.json().message).toMatch(/Free plan.*7 days.*Coach/);
    expect((await create(me, { workoutId: w.id, expiresAt: inDays(7) })).statusCode).toBe(201);
    expect(await t.db.select().from(shares).where(eq(shares.userId, me.user.id))).toHaveLength(1);
  });

  it("reads the limit from the user's subscription tier", async () => {
    const me = await signUp(t);
    const w = await insertWorkout(t.db, me.user.id);
    // A plan is in force while its paid time lasts (issue 25 §1): insertPlan grants 30 days.
    await insertPlan(t.db, me.user.id, 2);
    expect((await create(me, { workoutId: w.id, expiresAt: inDays(30) })).statusCode).toBe(201);
    const never = await create(me, { workoutId: w.id, expiresAt: null });
    expect(never.json().message).toMatch(/Coach plan.*30 days.*Champion/);
    await insertPlan(t.db, me.user.id, 3);
    const forever = await createOk(me, { workoutId: w.id, expiresAt: null });
    expect(forever.expiresAt).toBeNull();
  });
});

describe('GET /api/shares', () => {
  it('lists only my shares, newest first, revoked ones included', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const mine = await insertWorkout(t.db, me.user.id, { name: 'Mine' });
    await createOk(other, {
      workoutId: (await insertWorkout(t.db, other.user.id)).id,
      expiresAt: inDays(1),
    });
    const first = await createOk(me, { workoutId: mine.id, expiresAt: inDays(1) });
    const second = await createOk(me, { kind: 'progress', expiresAt: inDays(2) });
    await me.as({ method: 'DELETE', url: `/api/shares/${first.id}` });
    const res = await me.as({ url: '/api/shares' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: Share) => [s.id, s.kind, s.revoked])).toEqual([
      [second.id, 'progress', false],
      [first.id, 'workout', true],
    ]);
    expect((await t.app.inject({ url: '/api/shares' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/shares/{id}', () => {
  it('revokes the share, after which its link is 404', async () => {
    const me = await signUp(t);
    const w = await insertWorkout(t.db, me.user.id, { name: 'Soon gone' });
    const share = await createOk(me, { workoutId: w.id, expiresAt: inDays(1) });
    expect((await view(tokenOf(share))).statusCode).toBe(200);
    const res = await me.as({ method: 'DELETE', url: `/api/shares/${share.id}` });
    expect(res.statusCode).toBe(204);
    const after = await view(tokenOf(share));
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain('Soon gone');
    // Revoking again changes nothing.
    expect((await me.as({ method: 'DELETE', url: `/api/shares/${share.id}` })).statusCode).toBe(
      204,
    );
  });

  it("answers 404 for another user's share and leaves it working; 400 for a bad id", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const theirs = await createOk(other, {
      workoutId: (await insertWorkout(t.db, other.user.id)).id,
      expiresAt: inDays(1),
    });
    expect((await me.as({ method: 'DELETE', url: `/api/shares/${theirs.id}` })).statusCode).toBe(
      404,
    );
    expect((await view(tokenOf(theirs))).statusCode).toBe(200);
    const bad = await me.as({ method: 'DELETE', url: '/api/shares/42' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id: must be a share id');
  });
});

describe('GET /api/shares/{token}', () => {
  it('shows the shared workout signed out, with nothing else of the user', async () => {
    const me = await signUp(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const w = await insertWorkout(t.db, me.user.id, {
      name: 'Track Session',
      type: 'cardio',
      notes: 'private note',
      completedAt: '2026-03-01T08:00:00Z',
      exercises: [
        makeExercise({
          name: 'Run',
          sets: 1,
          reps: null,
          weight: null,
          distance: 3,
          duration: 1500,
        }),
        makeExercise({ name: 'Squat', sets: 3, reps: 5, weight: 185 }),
      ],
    });
    await insertWorkout(t.db, me.user.id, { name: 'Another workout' });
    const share = await createOk(me, { workoutId: w.id, expiresAt: inDays(1) });
    const res = await view(tokenOf(share));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      kind: 'workout',
      workout: {
        name: 'Track Session',
        type: 'cardio',
        completedAt: '2026-03-01T08:00:00.000Z',
        day: '2026-03-01',
        duration: 1500, // the exercises' durations
      },
      exercises: [
        {
          name: 'Run',
          sets: 1,
          reps: null,
          weight: null,
          duration: 1500,
          distance: 3,
          distanceUnit: 'miles',
          weightUnit: 'lb',
          setList: [
            {
              reps: null,
              weight: null,
              weightUnit: 'lb',
              duration: 1500,
              distance: 3,
              done: true,
              setType: 'normal',
              rpe: null,
            },
          ],
        },
        {
          name: 'Squat',
          sets: 3,
          reps: 5,
          weight: 185,
          duration: null,
          distance: null,
          distanceUnit: 'miles',
          weightUnit: 'lb',
          setList: Array.from({ length: 3 }, () => ({
            reps: 5,
            weight: 185,
            weightUnit: 'lb',
            duration: null,
            distance: null,
            done: true,
            setType: 'normal',
            rpe: null,
          })),
        },
      ],
      identity: null,
      units: { weight: 'lb', distance: 'mi' },
    });
    for (const secret of ['private note', 'Another workout', me.user.id, w.id, 'Ada']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('carries the sharer’s units, so the page shows amounts as its owner sees them', async () => {
    const me = await signUp(t);
    await me.as({
      method: 'PUT',
      url: '/api/users/me/preferences',
      payload: { weightUnit: 'kg', distanceUnit: 'km' },
    });
    const w = await insertWorkout(t.db, me.user.id);
    const share = await createOk(me, { workoutId: w.id, expiresAt: inDays(1) });
    expect((await view(tokenOf(share))).json().units).toEqual({ weight: 'kg', distance: 'km' });
  });

  it('names the user only when the share includes identity', async () => {
    const me = await signUp(t, { firstName: 'Grace', lastName: 'Hopper' });
    const w = await insertWorkout(t.db, me.user.id);
    const named = await createOk(me, {
      workoutId: w.id,
      includeIdentity: true,
      expiresAt: inDays(1),
    });
    expect((await view(tokenOf(named))).json().identity).toEqual({ name: 'Grace Hopper' });
    const progress = await createOk(me, {
      kind: 'progress',
      includeIdentity: true,
      expiresAt: inDays(1),
    });
    expect((await view(tokenOf(progress))).json().identity).toEqual({ name: 'Grace Hopper' });
  });

  it('summarises a progress share over its range only', async () => {
    const me = await signUp(t);
    const cardio = [
      makeExercise({ name: 'Run', sets: 1, reps: null, weight: null, distance: 2, duration: 600 }),
    ];
    await insertWorkout(t.db, me.user.id, {
      type: 'cardio',
      completedAt: '2026-01-10T12:00:00Z',
      exercises: cardio,
      durationSeconds: 1200,
    });
    await insertWorkout(t.db, me.user.id, {
      type: 'strength',
      completedAt: '2026-01-20T12:00:00Z',
      durationSeconds: 1800,
    });
    await insertWorkout(t.db, me.user.id, { name: 'Outside', completedAt: '2026-02-10T12:00:00Z' });
    const share = await createOk(me, {
      kind: 'progress',
      rangeStart: '2026-01-01',
      rangeEnd: '2026-01-31',
      expiresAt: inDays(1),
    });
    const res = await view(tokenOf(share));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'progress',
      range: { start: '2026-01-01', end: '2026-01-31' },
      totals: { workouts: 2, minutes: 50, miles: 2 },
      byType: [
        { type: 'strength', workouts: 1, minutes: 30 },
        { type: 'cardio', workouts: 1, minutes: 20 },
      ],
      identity: null,
      units: { weight: 'lb', distance: 'mi' },
    });
    expect(res.body).not.toContain('Outside');
  });

  it('answers 404 for an expired share, without the workout', async () => {
    const me = await signUp(t);
    const w = await insertWorkout(t.db, me.user.id, { name: 'Expired workout' });
    const token = 'expired-token-' + randomUUID();
    await t.db.insert(shares).values({
      userId: me.user.id,
      token,
      kind: 'workout',
      workoutId: w.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await view(token);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Expired workout');
  });

  it('answers 404 for unknown and malformed tokens', async () => {
    expect((await view('no-such-token')).statusCode).toBe(404);
    expect((await view('x'.repeat(99))).statusCode).toBe(404);
    expect((await view('../../etc/passwd')).statusCode).toBe(404);
  });
});
