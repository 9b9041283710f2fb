// Repeat reads cost one lookup (issue 30 §1), through the real app on PGlite and PostgreSQL: a
// cached read answers after the session lookup alone, with an ETag and `304` for it; a write
// gives a new answer and a new ETag; one user's ETag or entry never answers another; a bad
// If-None-Match is only a miss; and two app instances on one database stay right after a write
// through either (each has its own cache; the version is in the database).
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { makeWorkout, postGoal, postWorkout } from '../factories';
import { APP_ORIGIN, clockAt, createTestApp, signUp, type TestApp } from '../setup/test-app';
import { isSessionLookup, statementCounter } from '../setup/statement-counter';
import { openSharedPg, openTestDatabase } from '../setup/test-database';

const counter = statementCounter();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sqlLogger: counter.logger });
});
afterAll(() => t.close());

type Me = Awaited<ReturnType<typeof signUp>>;
/** Who is asking: the session lookup, or a token's lookup and its failure count (one each). */
const isSignIn = (query: string) =>
  isSessionLookup(query) || /from "api_tokens"|rate_limits/.test(query);

/** A user with something on every screen, and the routine they keep. */
type User = Me & { routineId: string };

/** The cached reads, as the screens send them. */
const READS = (id: string, routineId: string) => [
  `/api/dashboard/${id}`,
  `/api/workouts/${id}`,
  `/api/workouts/${id}/page?limit=2`,
  `/api/progress/${id}`,
  `/api/progress/${id}/lifts?weeks=4`,
  '/api/progression/me',
  `/api/goals/${id}`,
  '/api/exercises/names',
  '/api/exercises/history?name=Bench%20Press',
  '/api/routines',
  `/api/routines/${routineId}`,
  `/api/routines/${routineId}/history`,
  '/api/body-weights',
  '/api/live-workout',
];

async function ok(me: Me, request: Parameters<Me['as']>[0], status = 200) {
  const res = await me.as(request);
  expect(res.statusCode, res.body).toBe(status);
  return res;
}

const routineBody = (name: string) => ({
  name,
  exercises: [{ name: 'Squat', setList: [{ reps: 5, weight: 100 }] }],
});
const liveBody = (setsDone: number) => ({
  key: 'read-cache-live',
  name: 'Push A',
  startedAt: '2026-05-01T17:00:00.000Z',
  setsDone,
  setsTotal: 9,
  state: { at: setsDone },
});

async function userWithHistory(): Promise<User> {
  const me = await signUp(t);
  const routine = await ok(
    me,
    { method: 'POST', url: '/api/routines', payload: routineBody('Legs') },
    201,
  );
  const routineId = (routine.json() as { id: string }).id;
  await postWorkout(me, { name: 'Leg day', routineId });
  await postGoal(me);
  const weighIn = { weight: 180, unit: 'lb' };
  await ok(me, { method: 'POST', url: '/api/body-weights', payload: weighIn }, 201);
  await ok(me, { method: 'PUT', url: '/api/live-workout', payload: liveBody(2) });
  return Object.assign(me, { routineId });
}

describe.each([false, true])('the read cache (via token: %s)', (viaToken) => {
  let me: User;
  let get: (url: string, headers?: Record<string, string>) => ReturnType<Me['as']>;
  beforeAll(async () => {
    me = await userWithHistory();
    if (!viaToken) {
      get = (url, headers = {}) => me.as({ url, headers });
      return;
    }
    // A script signed in by a personal access token is served from the same cache.
    const made = await me.as({ method: 'POST', url: '/api/tokens', payload: { name: 'cache' } });
    expect(made.statusCode, made.body).toBe(201);
    const token = (made.json() as { token: string }).token;
    get = (url, headers = {}) =>
      t.app.inject({ url, headers: { authorization: `Bearer ${token}`, ...headers } });
  });

  it.each(READS('{id}', '{routine}'))(
    '%s: the repeat answers after the session lookup alone, same bytes',
    async (path) => {
      const url = path.replace('{id}', me.user.id).replace('{routine}', me.routineId);
      const first = await get(url);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);

      const { result: again, statements } = await counter.during(() => get(url));
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(etag);
      expect(statements.filter((q) => !isSignIn(q))).toEqual([]);
      if (!viaToken) expect(statements).toHaveLength(1);

      const notModified = await get(url, { 'if-none-match': etag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
    },
  );
});

describe('after a write', () => {
  it('answers the new data with a new ETag, and the old ETag no longer gets a 304', async () => {
    const me = await userWithHistory();
    const urls = READS(me.user.id, me.routineId);
    const before = await Promise.all(urls.map((url) => me.as({ url })));
    await postWorkout(me, { name: 'Hill sprints', completedAt: new Date().toISOString() });
    const changed = [];
    for (const [i, url] of urls.entries()) {
      const was = before[i]!;
      const now = await me.as({ url, headers: { 'if-none-match': String(was.headers.etag) } });
      const body = (await me.as({ url })).body;
      if (body === was.body) {
        // This read does not show the workout (a goal tracked by hand, no new exercise name):
        // the same bytes, so the old ETag is still right (an ETag is of the answer).
        expect(now.statusCode, url).toBe(304);
        continue;
      }
      changed.push(url);
      expect(now.statusCode, url).toBe(200);
      expect(now.body, url).toBe(body);
      expect(now.headers.etag, url).not.toBe(was.headers.etag);
    }
    expect(changed).toEqual(
      expect.arrayContaining([
        `/api/dashboard/${me.user.id}`,
        `/api/workouts/${me.user.id}`,
        `/api/workouts/${me.user.id}/page?limit=2`,
        `/api/progress/${me.user.id}`,
        '/api/progression/me',
      ]),
    );
    const list = await me.as({ url: `/api/workouts/${me.user.id}` });
    expect((list.json() as { name: string }[]).map((w) => w.name)).toContain('Hill sprints');
  });

  it('a change of preferences (the user row itself) is seen at once', async () => {
    const me = await userWithHistory();
    const before = await me.as({ url: `/api/dashboard/${me.user.id}` });
    const res = await me.as({
      method: 'PUT',
      url: '/api/users/me/time-zone',
      payload: { timeZone: 'Pacific/Kiritimati' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await me.as({ url: `/api/dashboard/${me.user.id}` });
    expect(after.json().timeZone).toBe('Pacific/Kiritimati');
    expect(before.json().timeZone).toBe('UTC');
  });
});

describe('routines, weigh-ins and the workout under way', () => {
  /** Writes of the owner's, each with the read it changes; deleting the routine comes last. */
  const WRITES: [string, (me: User) => Promise<unknown>, (me: User) => string][] = [
    [
      'a routine made',
      (me) => ok(me, { method: 'POST', url: '/api/routines', payload: routineBody('Pull') }, 201),
      () => '/api/routines',
    ],
    [
      'a routine renamed',
      (me) =>
        ok(me, {
          method: 'PUT',
          url: `/api/routines/${me.routineId}`,
          payload: { name: 'Legs B' },
        }),
      (me) => `/api/routines/${me.routineId}`,
    ],
    [
      'a routine copied',
      (me) => ok(me, { method: 'POST', url: `/api/routines/${me.routineId}/duplicate` }, 201),
      () => '/api/routines',
    ],
    [
      'a workout done from a routine',
      (me) => postWorkout(me, { name: 'Legs again', routineId: me.routineId }),
      (me) => `/api/routines/${me.routineId}/history`,
    ],
    [
      'a weigh-in logged',
      (me) =>
        ok(
          me,
          { method: 'POST', url: '/api/body-weights', payload: { weight: 179, unit: 'lb' } },
          201,
        ),
      () => '/api/body-weights',
    ],
    [
      'a weigh-in deleted',
      async (me) => {
        const [kept] = (await ok(me, { url: '/api/body-weights' })).json() as { id: string }[];
        return ok(me, { method: 'DELETE', url: `/api/body-weights/${kept!.id}` }, 204);
      },
      () => '/api/body-weights',
    ],
    [
      'the workout under way kept again',
      (me) => ok(me, { method: 'PUT', url: '/api/live-workout', payload: liveBody(5) }),
      () => '/api/live-workout',
    ],
    [
      'the workout under way saved (it is no longer under way)',
      (me) =>
        ok(
          me,
          {
            method: 'POST',
            url: '/api/workouts',
            headers: { 'idempotency-key': liveBody(0).key },
            payload: makeWorkout(me.user.id, { name: 'Push A' }),
          },
          201,
        ),
      () => '/api/live-workout',
    ],
    [
      'the workout under way ended',
      (me) => ok(me, { method: 'DELETE', url: '/api/live-workout' }, 204),
      () => '/api/live-workout',
    ],
    [
      'a routine deleted',
      (me) => ok(me, { method: 'DELETE', url: `/api/routines/${me.routineId}` }, 204),
      (me) => `/api/routines/${me.routineId}`,
    ],
  ];

  it.each(WRITES)(
    '%s: the kept answer is not answered again, nor its ETag',
    async (_w, write, url) => {
      const me = await userWithHistory();
      const before = await ok(me, { url: url(me) });
      await ok(me, { url: url(me) });
      await write(me);
      const etag = String(before.headers.etag);
      const after = await me.as({ url: url(me), headers: { 'if-none-match': etag } });
      expect(after.statusCode).not.toBe(304);
      expect(after.body).not.toBe(before.body);
    },
  );

  it('another user’s writes of every kind leave the owner’s kept answers kept', async () => {
    const me = await userWithHistory();
    const other = await userWithHistory();
    const urls = READS(me.user.id, me.routineId).filter((url) =>
      /routines|body-weights|live-workout/.test(url),
    );
    const kept = [];
    for (const url of urls) kept.push((await ok(me, { url })).body);
    for (const [, write] of WRITES) await write(other);
    for (const [i, url] of urls.entries()) {
      const { result, statements } = await counter.during(() => me.as({ url }));
      expect(result.statusCode, url).toBe(200);
      expect(result.body, url).toBe(kept[i]);
      expect(statements, url).toHaveLength(1);
    }
  });
});

describe('a read that changes with time names when', () => {
  afterEach(() => vi.useRealTimers());

  it('a Maybe Later said before a move west ends mid-day there, and the dashboard shows it again then', async () => {
    clockAt('2026-06-10T20:00:00Z');
    const me = await signUp(t);
    const url = `/api/dashboard/${me.user.id}`;
    const shown = () =>
      me.as({ url }).then((r) => (r.json() as { suggestions: { id: string }[] }).suggestions);
    const id = (await shown())[0]!.id;
    const dismissed = await me.as({ method: 'POST', url: `/api/suggestions/${id}/dismiss` });
    expect(dismissed.statusCode).toBe(200);
    // Hidden until midnight UTC, which is 14:00 the same day in Honolulu, where the user now is.
    const moved = await me.as({
      method: 'PUT',
      url: '/api/users/me/time-zone',
      payload: { timeZone: 'Pacific/Honolulu' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await shown()).map((s) => s.id)).not.toContain(id);
    clockAt('2026-06-11T00:00:01Z');
    expect((await shown()).map((s) => s.id)).toContain(id);
  });
});

describe('one user never gets what was kept for another', () => {
  it('the same URL answers each their own, and one’s ETag is no 304 for the other', async () => {
    const a = await userWithHistory();
    const b = await signUp(t);
    for (const url of ['/api/progression/me', '/api/exercises/names']) {
      const ofA = await a.as({ url });
      const ofB = await b.as({ url, headers: { 'if-none-match': String(ofA.headers.etag) } });
      expect(ofB.statusCode, url).toBe(200);
      expect(ofB.headers.etag, url).not.toBe(ofA.headers.etag);
      expect(ofB.body, url).not.toBe(ofA.body);
    }
    // Another user's path with one's own cache warm: still 403, never the owner's answer.
    await a.as({ url: `/api/dashboard/${a.user.id}` });
    const other = await b.as({ url: `/api/dashboard/${a.user.id}` });
    expect(other.statusCode).toBe(403);
    const signedOut = await t.app.inject({ url: `/api/dashboard/${a.user.id}` });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('If-None-Match that is not ours is only a miss', () => {
  it.each([
    ['garbage', 'not an etag'],
    ['a list of strangers', 'W/"a", "b", W/'],
    ['an empty value', ''],
    ['a very long value', `W/"${'x'.repeat(6000)}"`],
    ['a strong form of a weak tag', '"zzz"'],
  ])('%s → 200 with the body', async (_what, header) => {
    const me = await userWithHistory();
    const res = await me.as({ url: '/api/progression/me', headers: { 'if-none-match': header } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalXp: expect.any(Number) });
  });

  it('`*` is a 304 (the answer exists), as RFC 9110 says for a GET', async () => {
    const me = await userWithHistory();
    const res = await me.as({ url: '/api/progression/me', headers: { 'if-none-match': '*' } });
    expect(res.statusCode).toBe(304);
  });
});

describe('two instances on one database', () => {
  const onPg = process.env.TEST_DB_KIND === 'pg';
  let databases: Database[];
  let apps: TestApp[];
  beforeAll(async () => {
    // On PostgreSQL each instance has a pool of its own, as two servers would; PGlite belongs to
    // one process, so there the two apps share its one connection (still two caches).
    databases = onPg ? await openSharedPg(2) : [await openTestDatabase()];
    apps = [];
    for (const database of onPg ? databases : [databases[0]!, databases[0]!]) {
      apps.push(await createTestApp({ database }));
    }
  });
  afterAll(async () => {
    for (const a of apps ?? []) await a.close();
    for (const d of databases ?? []) await d.close();
  });

  it('a write through one is seen by the other at once, whatever either kept', async () => {
    const me = await signUp(apps[0]!);
    const through =
      (a: TestApp) =>
      (url: string, o: InjectOptions = {}) =>
        a.app.inject({ url, ...o, headers: { origin: APP_ORIGIN, cookie: me.cookie } });
    const [one, two] = [through(apps[0]!), through(apps[1]!)];
    const urls = [
      `/api/dashboard/${me.user.id}`,
      `/api/workouts/${me.user.id}`,
      '/api/progression/me',
    ];
    const kept = [];
    for (const url of urls) {
      kept.push((await one(url)).body);
      expect((await two(url)).body).toBe(kept.at(-1));
    }
    const write = await two('/api/workouts', {
      method: 'POST',
      payload: makeWorkout(me.user.id, {
        name: 'Через два',
        completedAt: new Date().toISOString(),
      }),
    });
    expect(write.statusCode, write.body).toBe(201);
    for (const [i, url] of urls.entries()) {
      const seen = await one(url);
      expect(seen.statusCode).toBe(200);
      expect(seen.body, url).not.toBe(kept[i]);
      expect((await two(url)).body, url).toBe(seen.body);
    }
    expect((await one(`/api/workouts/${me.user.id}`)).body).toContain('Через два');
  });
});
