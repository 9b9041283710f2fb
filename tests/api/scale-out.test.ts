// Scale-out (issue 16 §3, DESIGN §9): two app instances — two listening servers, each with its
// own pool on one PostgreSQL database and the same SESSION_SECRET — behind a round-robin proxy
// without sticky sessions. Whichever instance answers, a session made through the other works,
// the login limit, the plan limit and the recording limit count across both, and leaderboards
// and workouts show what was written through the other at once. Once with the limits in
// PostgreSQL, once in Redis (when one answers on 127.0.0.1:6379). PostgreSQL only: the embedded
// database belongs to one process.
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { rateLimits } from '../../src/server/db/schema';
import { encodeWav } from '../../src/server/features/voice/audio/wav';
import type { SpeechEngine } from '../../src/server/features/voice/stt/engine';
import { makeWorkout } from '../factories';
import {
  deleteKeysUnder,
  keysUnder,
  redisAnswers,
  redisClient,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
} from '../setup/redis';
import { SERVED_BY, startRoundRobinProxy } from '../setup/round-robin-proxy';
import { createTestApp, uniqueName, type TestApp } from '../setup/test-app';
import { openSharedPg } from '../setup/test-database';

const onPg = process.env.TEST_DB_KIND === 'pg';
const redisUp = onPg && (await redisAnswers());
const MINUTE = 60_000;

const ANSWERS = {
  fitnessLevel: 'intermediate',
  goals: ['endurance'],
  timeAvailable: '30-45',
  equipment: ['basic'],
  limitations: [],
  preferredWorkouts: ['strength'],
  experience: '1-2years',
  frequency: '3-4',
};

/** Hears every recording as the same words: the limits are what is under test. */
const engine: SpeechEngine = {
  name: 'fake',
  available: async () => ({ ok: true }),
  transcribe: async () => ({ text: 'ran two miles', confidence: 1 }),
};

interface Answer {
  status: number;
  /** Which instance answered (the proxy says). */
  servedBy: number;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A browser's view of the site behind the proxy: one cookie jar, its Origin on every request. */
function browser(base: string) {
  let cookie = '';
  async function send(method: string, path: string, body?: unknown): Promise<Answer> {
    const isForm = body instanceof FormData;
    const res = await fetch(base + path, {
      method,
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('jf_session='));
    if (session) cookie = session.split(';')[0]!;
    const text = await res.text();
    return {
      status: res.status,
      servedBy: Number(res.headers.get(SERVED_BY)),
      body: text,
      json: () => JSON.parse(text),
    };
  }
  return { send, get: (path: string) => send('GET', path) };
}

/** Freezes the apps' clock near a window's start, so a burst cannot straddle two windows. */
const atWindowStart = () => {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: now - (now % MINUTE) + 1_000 });
};

const servers = (answers: Answer[]) => new Set(answers.map((a) => a.servedBy));

const variants = [
  { name: 'limits in PostgreSQL', redis: false },
  { name: 'limits in Redis (skipped when nothing answers on 127.0.0.1:6379)', redis: true },
];

describe.runIf(onPg)('two instances on one PostgreSQL behind a round-robin proxy', () => {
  for (const variant of variants) {
    describe.skipIf(variant.redis && !redisUp)(variant.name, () => {
      const prefix = uniqueRedisPrefix();
      let databases: Database[];
      let apps: TestApp[];
      let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;

      beforeAll(async () => {
        databases = await openSharedPg(2);
        const env: Record<string, string> = { TRUST_PROXY: 'loopback' };
        if (variant.redis) Object.assign(env, { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix }); // prettier-ignore
        const speech = { engine, perUser: { active: 1, perMinute: 2 } };
        apps = [];
        for (const database of databases) {
          const t = await createTestApp({ database, env, speech });
          apps.push(t);
          await t.app.listen({ port: 0, host: '127.0.0.1' });
        }
        proxy = await startRoundRobinProxy(apps.map((t) => t.app.server.address() as AddressInfo));
      });
      afterAll(async () => {
        await proxy?.close();
        for (const t of apps ?? []) await t.close();
        for (const database of databases ?? []) await database.close();
        if (variant.redis) {
          const admin = redisClient();
          await admin.connect();
          await deleteKeysUnder(admin, prefix);
          await admin.quit();
        }
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      /** A new account, signed up through the proxy. */
      async function newUser(firstName = 'Scale') {
        const me = browser(proxy.url);
        const username = uniqueName('scale');
        const password = 'correct horse battery';
        const res = await me.send('POST', '/api/auth/register', { username, password, firstName });
        expect(res.status, res.body).toBe(200);
        return { ...me, user: res.json() as { id: string; username: string }, password };
      }

      /** GET `path` answered by the instance that did not answer `write` (this turn or the next). */
      async function readThroughOther(
        who: ReturnType<typeof browser>,
        path: string,
        write: Answer,
      ) {
        const first = await who.get(path);
        const read = first.servedBy !== write.servedBy ? first : await who.get(path);
        expect(read.servedBy).not.toBe(write.servedBy);
        return read;
      }

      it('counts failed sign-ins across both: the sixth is 429 whichever instance gets it', async () => {
        atWindowStart();
        const { user, password } = await newUser();
        const guest = browser(proxy.url);
        const login = (pw: string) =>
          guest.send('POST', '/api/auth/login', { username: user.username, password: pw });
        const wrong: Answer[] = [];
        for (let i = 0; i < 5; i++) wrong.push(await login('wrong password'));
        expect(wrong.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
        // Neither instance saw five failures; together they did.
        expect(servers(wrong)).toEqual(new Set([0, 1]));
        const refused = [await login(password), await login(password)];
        expect(refused.map((r) => r.status)).toEqual([429, 429]);
        expect(servers(refused)).toEqual(new Set([0, 1]));
        expect(refused[0]!.json().message).toMatch(/^Too many failed sign-ins/);
      });

      it('counts the plan limit across both: the eleventh plan in a minute is 429', async () => {
        atWindowStart();
        const me = await newUser();
        const plans: Answer[] = [];
        for (let i = 0; i < 10; i++) plans.push(await me.send('POST', '/api/workout-assessment', ANSWERS)); // prettier-ignore
        expect(plans.every((r) => r.status === 200)).toBe(true);
        expect(servers(plans)).toEqual(new Set([0, 1]));
        const refused = [
          await me.send('POST', '/api/workout-assessment', ANSWERS),
          await me.send('POST', '/api/workout-assessment', ANSWERS),
        ];
        expect(refused.map((r) => r.status)).toEqual([429, 429]);
        expect(servers(refused)).toEqual(new Set([0, 1]));
        expect(refused[0]!.json().message).toMatch(/^Too many plans in a minute/);
      });

      it('counts recordings per minute across both; only the one in progress is per instance', async () => {
        atWindowStart();
        const me = await newUser();
        const wav = encodeWav(new Int16Array(16_000), 16_000);
        const record = () => {
          const form = new FormData();
          form.append('audio', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'audio.wav');
          return me.send('POST', '/api/transcribe', form);
        };
        const allowed = [await record(), await record()];
        expect(allowed.map((r) => r.status)).toEqual([200, 200]);
        expect(servers(allowed)).toEqual(new Set([0, 1]));
        const refused = [await record(), await record()];
        expect(refused.map((r) => r.status)).toEqual([429, 429]);
        expect(servers(refused)).toEqual(new Set([0, 1]));
        expect(refused[0]!.json()).toMatchObject({ originalError: 'user_rate' });
      });

      // What the limits' store does not touch is shown once, on the PostgreSQL variant.
      if (!variant.redis) {
        it('a session made through one instance works on the other, and ends on both', async () => {
          const me = await newUser();
          const reads = [await me.get('/api/auth/user'), await me.get('/api/auth/user')];
          expect(reads.map((r) => r.status)).toEqual([200, 200]);
          expect(reads.map((r) => r.json().id)).toEqual([me.user.id, me.user.id]);
          expect(servers(reads)).toEqual(new Set([0, 1]));

          expect((await me.send('POST', '/api/logout')).status).toBeLessThan(300);
          const after = [await me.get('/api/auth/user'), await me.get('/api/auth/user')];
          expect(after.map((r) => r.status)).toEqual([401, 401]);
          expect(servers(after)).toEqual(new Set([0, 1]));
        });

        it('shows a workout logged through one instance at once through the other', async () => {
          const me = await newUser();
          const logged = await me.send('POST', '/api/workouts', makeWorkout(me.user.id, { name: 'Across' })); // prettier-ignore
          expect(logged.status, logged.body).toBe(201);
          const list = await readThroughOther(me, `/api/workouts/${me.user.id}`, logged);
          expect(list.json().map((w: { id: string }) => w.id)).toEqual([logged.json().id]);
          const dashboard = await readThroughOther(me, `/api/dashboard/${me.user.id}`, logged);
          expect(dashboard.json().recentWorkouts.map((w: { name: string }) => w.name)).toEqual(['Across']); // prettier-ignore
          expect(dashboard.json().todayStats.workouts).toBe(1);
        });

        it('shows XP earned through one instance on the boards read through the other, at once', async () => {
          const firstName = uniqueName('Board');
          const athlete = await newUser(firstName);
          const reader = await newUser();
          const logged = await athlete.send('POST', '/api/workouts', makeWorkout(athlete.user.id));
          expect(logged.status, logged.body).toBe(201);
          const board = await readThroughOther(reader, '/api/leaderboard/xp', logged);
          expect(board.status, board.body).toBe(200);
          // Entries carry an id of the board, not the account (issue 25): found by the unique name.
          const row = board.json().entries.find((e: { displayName: string }) => e.displayName.includes(firstName)); // prettier-ignore
          expect(row).toMatchObject({ isCurrentUser: false });
          expect(row.userId).not.toBe(athlete.user.id);
          expect(row.value).toBeGreaterThan(0);
        });
      }

      if (variant.redis) {
        it('keeps those counts in Redis, under its prefix', async () => {
          const admin = redisClient();
          await admin.connect();
          try {
            const keys = await keysUnder(admin, prefix);
            for (const kind of ['signup:addr:', 'login:user:', 'assessment:user:', 'voice:user:']) {
              expect(keys.some((k) => k.startsWith(prefix + kind))).toBe(true);
            }
            expect(await databases[0]!.db.select().from(rateLimits)).toEqual([]);
          } finally {
            await admin.quit();
          }
        });
      }
    });
  }
});
