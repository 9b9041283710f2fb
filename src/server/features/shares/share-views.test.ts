// Public share views are cheap and limited (issue 25 §5): answered from a cache per share and the
// owner's data version, right after the owner changes anything, and limited per address.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeExercise, postWorkout } from '../../../../tests/factories';
import { statementCounter } from '../../../../tests/setup/statement-counter';
import {
  clockAt,
  createTestApp,
  signUp,
  type Me,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { addDays, localDayOf } from '../../../shared/local-day';
import type { Share, SharedProgressView } from '../../../shared/schemas/shares';

const counter = statementCounter();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SHARE_VIEWS_PER_MINUTE: '1000' },
    sqlLogger: counter.logger,
  });
});
afterAll(() => t.close());

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const tokenOf = (s: Share) => s.url.split('/s/')[1]!;
const view = (app: TestApp, token: string, remoteAddress = '198.51.100.7') =>
  app.app.inject({ url: `/api/shares/${token}`, remoteAddress });

async function share(me: Me, payload: Record<string, unknown>): Promise<string> {
  const res = await me.as({
    method: 'POST',
    url: '/api/shares',
    payload: { expiresAt: tomorrow(), ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return tokenOf(res.json());
}

/** A progress share of the last week, and a function answering what a visitor sees. */
async function progressShare(me: Me) {
  const today = localDayOf(new Date(), 'UTC');
  const token = await share(me, {
    kind: 'progress',
    rangeStart: addDays(today, -6),
    rangeEnd: today,
    includeIdentity: true,
  });
  return async () => {
    const res = await view(t, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SharedProgressView;
  };
}

describe('GET /api/shares/{token}: cached per share and data version', () => {
  it('shows the owner’s new, edited and deleted workouts at once', async () => {
    const me = await signUp(t);
    await postWorkout(me, { type: 'strength', duration: 1800 });
    const seen = await progressShare(me);
    expect((await seen()).totals).toMatchObject({ workouts: 1, minutes: 30 });
    expect((await seen()).totals).toMatchObject({ workouts: 1, minutes: 30 });

    const run = await postWorkout(me, { type: 'cardio', duration: 600 });
    expect((await seen()).totals).toMatchObject({ workouts: 2, minutes: 40 });

    await me.as({ method: 'PUT', url: `/api/workouts/${run.id}`, payload: { duration: 1200 } });
    const edited = await seen();
    expect(edited.totals).toMatchObject({ workouts: 2, minutes: 50 });
    expect(edited.byType).toEqual([
      { type: 'strength', workouts: 1, minutes: 30 },
      { type: 'cardio', workouts: 1, minutes: 20 },
    ]);

    await me.as({ method: 'DELETE', url: `/api/workouts/${run.id}` });
    expect((await seen()).totals).toMatchObject({ workouts: 1, minutes: 30 });
  });

  it('shows an exercise edit on a workout share, and the owner’s new name', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me);
    const token = await share(me, { kind: 'workout', workoutId: w.id, includeIdentity: true });
    expect((await view(t, token)).json().exercises[0]).toMatchObject({ sets: 3, weight: 135 });
    const moved = await me.as({
      method: 'PUT',
      url: `/api/exercises/${w.exercises[0]!.id}`,
      payload: makeExercise({ sets: 5, weight: 145 }),
    });
    expect(moved.statusCode).toBe(200);
    expect((await view(t, token)).json().exercises[0]).toMatchObject({ sets: 5, weight: 145 });
    const named = await me.as({
      method: 'PUT',
      url: '/api/users/me/profile',
      payload: { displayName: 'Casey' },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((await view(t, token)).json().identity).toEqual({ name: 'Casey' });
  });

  it('stops answering a revoked or deleted share at once, cached or not', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me);
    const token = await share(me, { kind: 'workout', workoutId: w.id });
    expect((await view(t, token)).statusCode).toBe(200);
    const [listed] = (await me.as({ url: '/api/shares' })).json() as Share[];
    await me.as({ method: 'DELETE', url: `/api/shares/${listed!.id}` });
    expect((await view(t, token)).statusCode).toBe(404);

    const other = await postWorkout(me);
    const second = await share(me, { kind: 'workout', workoutId: other.id });
    expect((await view(t, second)).statusCode).toBe(200);
    await me.as({ method: 'DELETE', url: `/api/workouts/${other.id}` });
    expect((await view(t, second)).statusCode).toBe(404);
  });

  it('answers a repeated view with one lookup, reading no workout', async () => {
    const me = await signUp(t);
    for (let i = 0; i < 5; i++) await postWorkout(me);
    const seen = await progressShare(me);
    const first = await counter.during(seen);
    expect(first.statements.some((q) => /from workouts w/.test(q))).toBe(true);
    const again = await counter.during(seen);
    expect(again.result).toEqual(first.result);
    const reads = again.statements.filter((q) => !/rate_limits/.test(q));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/from shares s join users u/);
  });
});

describe('GET /api/shares/{token}: kept in the app’s read cache, for nobody else', () => {
  afterEach(() => vi.useRealTimers());

  it('is no-store with no ETag, so If-None-Match is never a 304; refusals are no-store too', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me);
    const token = await share(me, { kind: 'workout', workoutId: w.id });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        url: `/api/shares/${token}`,
        remoteAddress: '198.51.100.7',
        headers: { 'if-none-match': '*' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.etag).toBeUndefined();
    }
    const missing = await view(t, 'x'.repeat(32));
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('another user’s write leaves a kept view kept; the owner’s reads it again', async () => {
    const me = await signUp(t);
    const stranger = await signUp(t);
    await postWorkout(me);
    const seen = await progressShare(me);
    await seen();
    await postWorkout(stranger);
    const kept = await counter.during(seen);
    expect(kept.statements.some((q) => /from workouts w/.test(q))).toBe(false);
    await postWorkout(me);
    const read = await counter.during(seen);
    expect(read.statements.some((q) => /from workouts w/.test(q))).toBe(true);
    expect(read.result.totals.workouts).toBe(2);
  });

  it('stops answering a kept view when its link expires, with no write in between', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me);
    const inAnHour = new Date(Date.now() + 3_600_000);
    const token = await share(me, {
      kind: 'workout',
      workoutId: w.id,
      expiresAt: inAnHour.toISOString(),
    });
    for (let i = 0; i < 2; i++) expect((await view(t, token)).statusCode).toBe(200);
    clockAt(new Date(inAnHour.getTime() + 1).toISOString());
    expect((await view(t, token)).statusCode).toBe(404);
  });

  it('reads every view when READ_CACHE_ENTRIES is 0, the one switch of every kept read', async () => {
    const off = await createTestApp({
      env: { SHARE_VIEWS_PER_MINUTE: '1000', READ_CACHE_ENTRIES: '0' },
      sqlLogger: counter.logger,
    });
    try {
      const me = await signUp(off);
      await postWorkout(me);
      const w = await postWorkout(me);
      const made = await me.as({
        method: 'POST',
        url: '/api/shares',
        payload: { kind: 'workout', workoutId: w.id, expiresAt: tomorrow() },
      });
      const token = tokenOf(made.json());
      for (let i = 0; i < 2; i++) {
        const { result, statements } = await counter.during(() => view(off, token));
        expect(result.statusCode).toBe(200);
        // Beyond the address's count and the share's lookup, the workout is read each time.
        const reads = statements.filter((q) => !/rate_limits|from shares s join users u/.test(q));
        expect(reads).not.toEqual([]);
      }
    } finally {
      await off.close();
    }
  });
});

describe('GET /api/shares/{token}: eight views at once', () => {
  it('read the range once when they miss together, and agree', async () => {
    const me = await signUp(t);
    await postWorkout(me);
    const seen = await progressShare(me);
    await seen();
    await postWorkout(me);
    const { result: views, statements } = await counter.during(() =>
      Promise.all(Array.from({ length: 8 }, () => seen())),
    );
    expect(statements.filter((q) => /from workouts w/.test(q))).toHaveLength(1);
    expect(new Set(views.map((v) => v.totals.workouts))).toEqual(new Set([2]));
  });
});

describe('GET /api/shares/{token}: two instances, one database', () => {
  it('never answers one instance’s cached view after a write through the other', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const me = await signUp(t);
      const seen = await progressShare(me);
      const there = async (token: string) => (await view(second, token)).json().totals.workouts;
      const token = ((await me.as({ url: '/api/shares' })).json() as Share[]).map(tokenOf)[0]!;
      expect(await there(token)).toBe(0);
      // Logged through the first instance; the second had the view cached.
      await postWorkout(me);
      expect(await there(token)).toBe(1);
      expect((await seen()).totals.workouts).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('GET /api/shares/{token}: limited per address', () => {
  it('answers 429 with Retry-After past the views of a minute, for that address only', async () => {
    const small = await createTestApp({ env: { SHARE_VIEWS_PER_MINUTE: '3' } });
    try {
      const me = await signUp(small);
      const w = await postWorkout(me);
      const res = await me.as({
        method: 'POST',
        url: '/api/shares',
        payload: { kind: 'workout', workoutId: w.id, expiresAt: tomorrow() },
      });
      const token = tokenOf(res.json());
      // Windows are fixed minutes: if one ends among these views, the next limit+1 still pass it.
      let refused;
      for (let i = 0; i < 8 && !refused; i++) {
        const r = await view(small, token, '203.0.113.9');
        if (r.statusCode === 429) refused = r;
        else expect(r.statusCode).toBe(200);
      }
      expect(refused, 'no view was refused').toBeDefined();
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused!.json().message).toMatch(
        /^Too many shared pages opened from your network\. Try again in \d+ seconds\.$/,
      );
      expect((await view(small, token, '203.0.113.10')).statusCode).toBe(200);
      // Unknown tokens count too: guessing is limited like viewing.
      expect((await view(small, 'x'.repeat(32), '203.0.113.9')).statusCode).toBe(429);
    } finally {
      await small.close();
    }
  });
});
