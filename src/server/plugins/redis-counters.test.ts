// The Redis counter store against the machine's real Redis (decision 023): counts, windows,
// expiry, giving back, atomicity under parallel attempts (also from two connections, as two app
// instances), Redis stalling or going away (503 at once, never a hang, and recovery by itself),
// and the app built with REDIS_URL counting its sign-in limit there. Each test writes under its
// own key prefix and deletes its keys afterwards.
import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteKeysUnder,
  keysUnder,
  redisAnswers,
  redisClient,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
} from '../../../tests/setup/redis';
import { createTestApp, signUp, type TestApp } from '../../../tests/setup/test-app';
import { rateLimits } from '../db/schema';
import type { CounterStore } from './counter-store';
import { HttpError } from './errors';
import { release, reserve, windowStart } from './rate-limit';
import { redisCounters, type RedisCounterOptions } from './redis-counters';

const redisUp = await redisAnswers();
const MINUTE = 60_000;
const quiet = { warn: () => undefined, info: () => undefined };

/**
 * A TCP door in front of the real Redis: open, it passes bytes both ways; frozen, it holds what
 * the app sends (a Redis that stopped answering); shut, it cuts every connection and refuses new
 * ones (a Redis that went away).
 */
async function redisDoor() {
  const target = new URL(TEST_REDIS_URL);
  let state: 'open' | 'frozen' | 'shut' = 'open';
  const pairs = new Set<[Socket, Socket]>();
  const server: Server = createServer((inbound) => {
    inbound.on('error', () => undefined);
    if (state === 'shut') return void inbound.destroy();
    const outbound = connect(Number(target.port), target.hostname);
    outbound.on('error', () => inbound.destroy());
    inbound.pipe(outbound);
    outbound.pipe(inbound);
    const pair: [Socket, Socket] = [inbound, outbound];
    pairs.add(pair);
    inbound.on('close', () => {
      outbound.destroy();
      pairs.delete(pair);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => pairs.size,
    freeze() {
      state = 'frozen';
      for (const [inbound, outbound] of pairs) {
        inbound.unpipe(outbound);
        inbound.pause();
      }
    },
    shut() {
      state = 'shut';
      for (const [inbound] of pairs) inbound.destroy();
    },
    open() {
      state = 'open';
    },
    async close() {
      for (const [inbound] of pairs) inbound.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Asks again until `check` holds; the ceiling is the test's timeout, not a speed claim. */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 100));
}

const tooMany = (s: number) => `Too many: try again in ${s} seconds.`;

/** How an attempt ended: passed, or the status it was refused with. */
const outcome = (p: Promise<void>) =>
  p.then(
    () => 'passed' as const,
    (err: unknown) => (err instanceof HttpError ? err.statusCode : err),
  );

describe.skipIf(!redisUp)(
  'Redis counters (the Redis on 127.0.0.1:6379; skipped when none answers)',
  () => {
    let admin: Redis;
    let prefix: string;
    const stores: CounterStore[] = [];
    const open = (url = TEST_REDIS_URL, log: RedisCounterOptions['log'] = quiet) => {
      const store = redisCounters(url, { prefix, log });
      stores.push(store);
      return store;
    };

    beforeAll(async () => {
      admin = redisClient();
      await admin.connect();
    });
    afterAll(() => admin.quit());
    beforeEach(() => {
      prefix = uniqueRedisPrefix();
    });
    afterEach(async () => {
      await Promise.all(stores.splice(0).map((s) => s.close()));
      await deleteKeysUnder(admin, prefix);
    });

    describe('counting', () => {
      it('counts each key in its own window, answering in the order asked', async () => {
        const store = open();
        const start = windowStart(new Date(), MINUTE);
        expect(await store.increment(['a', 'b'], start, MINUTE)).toEqual([1, 1]);
        expect(await store.increment(['b', 'a'], start, MINUTE)).toEqual([2, 2]);
        expect(await store.increment(['a'], start, MINUTE)).toEqual([3]);
        const next = new Date(start.getTime() + MINUTE);
        expect(await store.increment(['a'], next, MINUTE)).toEqual([1]);
        expect(await admin.get(`${prefix}a:${start.getTime()}`)).toBe('3');
      });

      it('lets a counter expire after its window (and a little slack), never before', async () => {
        const store = open();
        const start = windowStart(new Date(), MINUTE);
        await store.increment(['a'], start, MINUTE);
        const ttl = await admin.pttl(`${prefix}a:${start.getTime()}`);
        expect(ttl).toBeGreaterThan(MINUTE);
        expect(ttl).toBeLessThanOrEqual(2 * MINUTE);
      });

      it('gives back an attempt, never below zero, and never creates a counter doing so', async () => {
        const store = open();
        const start = windowStart(new Date(), MINUTE);
        await store.increment(['a'], start, MINUTE);
        await store.increment(['a'], start, MINUTE);
        for (let i = 0; i < 3; i++) await store.decrement(['a', 'never'], start);
        expect(await admin.get(`${prefix}a:${start.getTime()}`)).toBe('0');
        expect(await admin.exists(`${prefix}never:${start.getTime()}`)).toBe(0);
      });

      it('clears a counter in one window only (a sign-in that proved its password)', async () => {
        const store = open();
        const start = windowStart(new Date(), MINUTE);
        const next = new Date(start.getTime() + MINUTE);
        await store.increment(['a', 'b'], start, MINUTE);
        await store.increment(['a'], next, MINUTE);
        await store.reset(['a', 'never'], start);
        expect(await store.increment(['a', 'b'], start, MINUTE)).toEqual([1, 2]);
        expect(await admin.get(`${prefix}a:${next.getTime()}`)).toBe('1');
        expect(await admin.exists(`${prefix}never:${start.getTime()}`)).toBe(0);
      });

      it('reserve refuses over the limit with the caller’s message; release gives one back', async () => {
        const store = open();
        const now = new Date();
        const limits = [{ key: 'login', limit: 2 }];
        await reserve(store, limits, MINUTE, tooMany, now);
        await reserve(store, limits, MINUTE, tooMany, now);
        const refused = await reserve(store, limits, MINUTE, tooMany, now).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(HttpError);
        expect(refused).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many/) }); // prettier-ignore
        expect(Number((refused as HttpError).headers['retry-after'])).toBeGreaterThan(0);
        await release(store, ['login'], MINUTE, now);
        await release(store, ['login'], MINUTE, now);
        await reserve(store, limits, MINUTE, tooMany, now);
      });
    });

    describe('atomic reservations', () => {
      it('lets exactly `limit` of 60 parallel attempts pass', async () => {
        const store = open();
        const now = new Date();
        const results = await Promise.all(
          Array.from({ length: 60 }, () =>
            outcome(reserve(store, [{ key: 'race', limit: 10 }], MINUTE, tooMany, now)),
          ),
        );
        expect(results.filter((r) => r === 'passed')).toHaveLength(10);
        expect(results.filter((r) => r === 429)).toHaveLength(50);
        expect(await admin.get(`${prefix}race:${windowStart(now, MINUTE).getTime()}`)).toBe('60');
      });

      it('counts every key of an attempt together: the tightest limit decides', async () => {
        const store = open();
        const now = new Date();
        const limits = [
          { key: 'user', limit: 5 },
          { key: 'addr', limit: 20 },
        ];
        const results = await Promise.all(
          Array.from({ length: 30 }, () => outcome(reserve(store, limits, MINUTE, tooMany, now))),
        );
        expect(results.filter((r) => r === 'passed')).toHaveLength(5);
        const start = windowStart(now, MINUTE).getTime();
        expect(await admin.mget(`${prefix}user:${start}`, `${prefix}addr:${start}`)).toEqual(['30', '30']); // prettier-ignore
      });

      it('shares one count between two connections, as between two app instances', async () => {
        const [one, two] = [open(), open()];
        const now = new Date();
        const attempt = (store: CounterStore) =>
          outcome(reserve(store, [{ key: 'shared', limit: 7 }], MINUTE, tooMany, now));
        const results = await Promise.all(
          Array.from({ length: 40 }, (_, i) => attempt(i % 2 ? one : two)),
        );
        expect(results.filter((r) => r === 'passed')).toHaveLength(7);
      });
    });

    describe('when Redis fails', () => {
      it('answers 503 at once when nothing listens there', async () => {
        const door = await redisDoor();
        door.shut();
        try {
          const store = open(door.url);
          const refused = await store
            .increment(['a'], windowStart(new Date(), MINUTE), MINUTE)
            .catch((e: unknown) => e);
          expect(refused).toMatchObject({ statusCode: 503, message: expect.stringMatching(/unreachable/) }); // prettier-ignore
          expect((refused as HttpError).headers['retry-after']).toBe('2');
        } finally {
          await door.close();
        }
      });

      it('answers 503 when Redis stops answering, instead of waiting for it', async () => {
        const door = await redisDoor();
        try {
          const store = open(door.url);
          const start = windowStart(new Date(), MINUTE);
          expect(await store.increment(['a'], start, MINUTE)).toEqual([1]);
          door.freeze();
          await expect(store.increment(['a'], start, MINUTE)).rejects.toMatchObject({
            statusCode: 503,
          });
        } finally {
          await door.close();
        }
      });

      it('says once that Redis went away, answers 503 meanwhile, and recovers by itself', async () => {
        const door = await redisDoor();
        const said: string[] = [];
        const log = { warn: (_: object, m: string) => said.push(m), info: (m: string) => said.push(m) }; // prettier-ignore
        try {
          const store = open(door.url, log);
          const start = windowStart(new Date(), MINUTE);
          expect(await store.increment(['a'], start, MINUTE)).toEqual([1]);
          door.shut();
          for (let i = 0; i < 5; i++) {
            await expect(store.increment(['a'], start, MINUTE)).rejects.toMatchObject({
              statusCode: 503,
            });
          }
          door.open();
          await until(() =>
            store.increment(['a'], start, MINUTE).then(
              () => true,
              () => false,
            ),
          );
          expect(said.filter((m) => /unreachable/.test(m))).toHaveLength(1);
          expect(said.at(-1)).toMatch(/answers again/);
          // The attempts refused while it was away were not counted.
          expect(await admin.get(`${prefix}a:${start.getTime()}`)).toBe('2');
        } finally {
          await door.close();
        }
      });
    });

    describe('the app with REDIS_URL', () => {
      // One app for these tests (building one is the slow part), its Redis behind a door.
      let door: Awaited<ReturnType<typeof redisDoor>>;
      let t: TestApp;
      let appPrefix: string;
      let closed = false;
      beforeAll(async () => {
        door = await redisDoor();
        appPrefix = uniqueRedisPrefix();
        t = await createTestApp({ env: { REDIS_URL: door.url, REDIS_KEY_PREFIX: appPrefix } });
      });
      afterAll(async () => {
        if (!closed) await t.close();
        await door.close();
        await deleteKeysUnder(admin, appPrefix);
      });
      afterEach(() => {
        vi.useRealTimers();
      });
      const login = (username: string, password: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

      it('counts sign-in failures in Redis, not in the database: the sixth is 429', async () => {
        // Near a window's start, so the six attempts cannot straddle two windows.
        const now = Date.now();
        vi.useFakeTimers({ toFake: ['Date'], now: now - (now % MINUTE) + 1_000 });
        const { user, password } = await signUp(t);
        for (let i = 0; i < 5; i++) {
          expect((await login(user.username, 'nope nope')).statusCode).toBe(401);
        }
        const limited = await login(user.username, password);
        expect(limited.statusCode).toBe(429);
        expect(limited.json().message).toMatch(
          /^Too many failed sign-ins. Try again in \d+ seconds.$/,
        );
        // Counted per name and address (the refused sixth is given back) and per name an hour.
        const name = user.username.toLowerCase();
        const minute = windowStart(new Date(), MINUTE).getTime();
        const hour = windowStart(new Date(), 60 * MINUTE).getTime();
        expect(await admin.get(`${appPrefix}login:pair:127.0.0.1/${name}:${minute}`)).toBe('5');
        expect(await admin.get(`${appPrefix}login:user:${name}:${hour}`)).toBe('5');
        expect(await keysUnder(admin, `${appPrefix}signup:addr:`)).not.toEqual([]);
        const inDatabase = await t.db.select().from(rateLimits);
        expect(inDatabase).toEqual([]);
      });

      it('answers 503 with a message for limited routes while Redis is away; sessions still work', async () => {
        const me = await signUp(t);
        door.shut();
        try {
          const away = await login(me.user.username, me.password);
          expect(away.statusCode).toBe(503);
          expect(away.json()).toEqual({
            message: 'The rate-limit store is busy or unreachable; try again shortly',
          });
          expect(away.headers['retry-after']).toBe('2');
          expect((await me.as({ url: '/api/auth/user' })).statusCode).toBe(200);
        } finally {
          door.open();
        }
        await until(async () => (await login(me.user.username, me.password)).statusCode === 200);
      });

      it('closes its Redis connection when the app closes', async () => {
        expect(door.connections()).toBe(1);
        closed = true;
        await t.close();
        await until(async () => door.connections() === 0);
      });
    });
  },
);
