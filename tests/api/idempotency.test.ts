// Every create takes an Idempotency-Key (issue 28: the offline outbox replays what it kept, and a
// save retried after a lost answer must not be logged twice): the same key again from the same
// user writes nothing and answers what the first made, with 200. Also the voice command's
// `spokenAt`, and the X-Joeyfit-User header the service worker keys its cache by.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeGoal } from '../factories';
import { APP_ORIGIN, signUp, useTestApp, type Me } from '../setup/test-app';

const t = useTestApp({ env: { BILLING_MODE: 'sandbox' } });

const DAY_MS = 86_400_000;
const ROUTINE = { name: 'Pull B', exercises: [{ name: 'Chin-ups', setList: [{ reps: 8 }] }] };

/** A create as the outbox sends it: the body, and the table its row lands in. */
interface Create {
  table: 'goals' | 'body_weights' | 'routines' | 'workouts';
  /** Today's status of a first create. */
  first: number;
  send: (me: Me, key: string) => Promise<LightMyRequestResponse>;
  /** The stored row's id in the answer. */
  idOf: (body: Record<string, unknown>) => string;
}

const post = (me: Me, url: string, payload: unknown, key: string) =>
  me.as({ method: 'POST', url, payload: payload as object, headers: { 'idempotency-key': key } });
const say = (me: Me, voiceText: string, key?: string, spokenAt?: string) =>
  me.as({
    method: 'POST',
    url: '/api/voice-command',
    payload: { voiceText, userId: me.user.id, ...(spokenAt ? { spokenAt } : {}) },
    headers: key ? { 'idempotency-key': key } : {},
  });
const own = (body: Record<string, unknown>) => body.id as string;
const stored = (what: 'workout' | 'goal' | 'bodyWeight') => (body: Record<string, unknown>) =>
  (body[what] as { id: string }).id;

/** Routines to duplicate, one per user, made once. */
const sources = new Map<string, string>();
async function routineOf(me: Me) {
  if (!sources.has(me.user.id)) {
    const res = await me.as({ method: 'POST', url: '/api/routines', payload: ROUTINE });
    sources.set(me.user.id, res.json().id);
  }
  return sources.get(me.user.id)!;
}

const CREATES: Record<string, Create> = {
  'POST /api/goals': {
    table: 'goals',
    first: 201,
    send: (me, key) => post(me, '/api/goals', makeGoal(me.user.id), key),
    idOf: own,
  },
  'POST /api/body-weights': {
    table: 'body_weights',
    first: 201,
    send: (me, key) => post(me, '/api/body-weights', { weight: 81.5, unit: 'kg' }, key),
    idOf: own,
  },
  'POST /api/routines': {
    table: 'routines',
    first: 201,
    send: (me, key) => post(me, '/api/routines', ROUTINE, key),
    idOf: own,
  },
  'POST /api/routines/:id/duplicate': {
    table: 'routines',
    first: 201,
    send: async (me, key) => post(me, `/api/routines/${await routineOf(me)}/duplicate`, {}, key),
    idOf: own,
  },
  'voice log_workout': {
    table: 'workouts',
    first: 200,
    send: (me, key) => say(me, 'knocked out 4 sets of 9 goblet squats at 20 kg', key),
    idOf: stored('workout'),
  },
  'voice log_weight': {
    table: 'body_weights',
    first: 200,
    send: (me, key) => say(me, 'my body weight reads 81.5 kg', key),
    idOf: stored('bodyWeight'),
  },
  'voice set_goal': {
    table: 'goals',
    first: 200,
    send: (me, key) => say(me, 'set a goal to cycle 120 km by the end of next month', key),
    idOf: stored('goal'),
  },
};

/** How many rows of `table` the user has with `key`, and in all. */
async function rows(table: Create['table'], userId: string, key?: string) {
  const res = await t.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}
        where user_id = ${userId} ${key ? sql`and idempotency_key = ${key}` : sql``}`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe.each(Object.entries(CREATES))('%s with an Idempotency-Key', (_, create) => {
  let me: Me;
  beforeAll(async () => {
    me = await signUp(t);
    await routineOf(me); // the routine a duplicate copies, made before any row is counted
  });

  it('answers a replay with 200 and what the first made, and writes once', async () => {
    const key = randomUUID();
    const before = await rows(create.table, me.user.id);
    const first = await create.send(me, key);
    expect(first.statusCode, first.body).toBe(create.first);
    const again = await create.send(me, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(create.idOf(again.json())).toBe(create.idOf(first.json()));
    expect(again.json()).toEqual(first.json());
    expect(await rows(create.table, me.user.id, key)).toBe(1);
    expect(await rows(create.table, me.user.id)).toBe(before + 1);
  });

  it('writes once when two requests with one key arrive together', async () => {
    const key = randomUUID();
    const both = await Promise.all([create.send(me, key), create.send(me, key)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual(
      create.first === 200 ? [200, 200] : [200, 201],
    );
    expect(create.idOf(both[0]!.json())).toBe(create.idOf(both[1]!.json()));
    expect(await rows(create.table, me.user.id, key)).toBe(1);
  });

  it('never matches another user’s key: the same key writes their own row', async () => {
    const key = randomUUID();
    const other = await signUp(t);
    const mine = await create.send(me, key);
    const theirs = await create.send(other, key);
    expect(theirs.statusCode, theirs.body).toBe(create.first);
    expect(create.idOf(theirs.json())).not.toBe(create.idOf(mine.json()));
    expect(await rows(create.table, other.user.id, key)).toBe(1);
    expect(await rows(create.table, me.user.id, key)).toBe(1);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(65), 'semi;colon-key'])(
    'refuses the key %j with a 400 naming the header, writing nothing',
    async (key) => {
      const before = await rows(create.table, me.user.id);
      const res = await create.send(me, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /idempotency-key.*must be 8 to 64 letters, digits, dashes or underscores/,
      );
      expect(await rows(create.table, me.user.id)).toBe(before);
    },
  );
});

describe('POST /api/voice-command replayed', () => {
  const quotas = async (me: Me) =>
    (await me.as({ url: '/api/me/entitlements' })).json().quotas as Record<
      'voiceWorkouts' | 'aiSuggestions',
      { used: number }
    >;

  it('takes a voice workout from the plan’s allowance once however often it is replayed', async () => {
    const me = await signUp(t);
    const key = randomUUID();
    await CREATES['voice log_workout']!.send(me, key);
    await Promise.all([1, 2, 3].map(() => CREATES['voice log_workout']!.send(me, key)));
    expect((await quotas(me)).voiceWorkouts.used).toBe(1);
    expect(await rows('workouts', me.user.id)).toBe(1);
  });

  it('answers the same result shape, action and reply included', async () => {
    const me = await signUp(t);
    const key = randomUUID();
    const first = await say(me, 'weighed in at 81.5 kg for the record', key);
    const again = await say(me, 'weighed in at 81.5 kg for the record', key);
    expect(again.json()).toEqual(first.json());
    expect(again.json()).toMatchObject({
      action: 'log_weight',
      workout: null,
      goal: null,
      bodyWeight: { weight: 81.5, unit: 'kg' },
    });
  });

  it('answers a question with a key like one without (questions write nothing)', async () => {
    const me = await signUp(t);
    const res = await say(me, 'how is my training going lately', randomUUID());
    expect(res.statusCode).toBe(200);
    expect(res.json().action).toBe('check_progress');
  });
});

describe('POST /api/voice-command spokenAt', () => {
  const noon = (daysAgo: number) => {
    const d = new Date(Date.now() - daysAgo * DAY_MS);
    d.setUTCHours(12, 0, 0, 0);
    return d;
  };

  it('reads the words as of when they were said: yesterday is the day before that', async () => {
    const me = await signUp(t);
    const spokenAt = noon(3);
    const res = await say(
      me,
      'knocked out 4 sets of 9 goblet squats at 20 kg yesterday',
      undefined,
      spokenAt.toISOString(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const day = new Date(spokenAt.getTime() - DAY_MS).toISOString().slice(0, 10);
    expect(res.json().workout.completedAt.slice(0, 10)).toBe(day);
  });

  it('dates a write that names no day when it was said, not when it arrived', async () => {
    const me = await signUp(t);
    const spokenAt = new Date(Date.now() - 2 * DAY_MS - 3_600_000).toISOString();
    const weighIn = await say(me, 'my body weight reads 81.5 kg', undefined, spokenAt);
    expect(Date.parse(weighIn.json().bodyWeight.measuredAt)).toBe(Date.parse(spokenAt));
    const workout = await say(
      me,
      'knocked out 4 sets of 9 goblet squats at 20 kg',
      undefined,
      spokenAt,
    );
    expect(Date.parse(workout.json().workout.completedAt)).toBe(Date.parse(spokenAt));
  });

  it('accepts a clock a minute ahead, and dates the write now rather than in the future', async () => {
    const me = await signUp(t);
    const ahead = new Date(Date.now() + 60_000).toISOString();
    const res = await say(me, 'my body weight reads 81.5 kg', undefined, ahead);
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json().bodyWeight.measuredAt)).toBeLessThanOrEqual(Date.now());
  });

  it.each<[string, () => string, RegExp]>([
    [
      'more than 2 minutes ahead',
      () => new Date(Date.now() + 3 * 60_000).toISOString(),
      /^spokenAt: must not be in the future/,
    ],
    [
      'older than 7 days',
      () => new Date(Date.now() - 7 * DAY_MS - 60_000).toISOString(),
      /^spokenAt: must be within the last 7 days/,
    ],
    ['not a date', () => 'last tuesday', /^spokenAt: must be an ISO-8601 date and time/],
    ['without an offset', () => '2026-01-01T10:00:00', /^spokenAt: must be an ISO-8601/],
  ])('refuses a spokenAt %s with a 400 that says why, writing nothing', async (_, at, message) => {
    const me = await signUp(t);
    const res = await say(me, 'my body weight reads 81.5 kg', randomUUID(), at());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await rows('body_weights', me.user.id)).toBe(0);
  });
});

describe('X-Joeyfit-User', () => {
  it('names the signed-in user on every /api answer, errors included', async () => {
    const me = await signUp(t);
    const list = await me.as({ url: `/api/goals/${me.user.id}` });
    expect(list.headers['x-joeyfit-user']).toBe(me.user.id);
    const missing = await me.as({ url: `/api/routines/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-joeyfit-user']).toBe(me.user.id);
    const probe = await me.as({ url: '/api/auth/user' });
    expect(probe.headers['x-joeyfit-user']).toBe(me.user.id);
  });

  it('names no one when signed out, or on the answer that signs out', async () => {
    const me = await signUp(t);
    const anonymous = await t.app.inject({ url: '/api/routines' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['x-joeyfit-user']).toBeUndefined();
    const out = await me.as({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: APP_ORIGIN },
    });
    expect(out.statusCode).toBe(204);
    expect(out.headers['x-joeyfit-user']).toBeUndefined();
    const after = await me.as({ url: '/api/routines' });
    expect(after.statusCode).toBe(401);
    expect(after.headers['x-joeyfit-user']).toBeUndefined();
  });
});
