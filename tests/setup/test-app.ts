import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app';
import type { Database, DriverOptions } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { openTestDatabase } from './test-database';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database; call `close()` in afterAll. */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    clientDir?: string;
    speech?: AppOptions['speech'];
    /** Hears every SQL statement the app sends (tests that count round trips). */
    sqlLogger?: DriverOptions['logger'];
    /** A database the caller opened and closes (several apps on one database); else a fresh one. */
    database?: Database;
  } = {},
) {
  const database = opts.database ?? (await openTestDatabase({ logger: opts.sqlLogger }));
  // Test files sign up many users from one address; the sign-up limit has tests of its own.
  // Cheap password hashes: the suite signs up thousands of users (env.ts allows it under test).
  const env = loadEnv({
    NODE_ENV: 'test',
    SIGNUP_LIMIT: '100000',
    PASSWORD_HASH_COST: '10',
    ...opts.env,
  });
  const app = await buildApp({
    env,
    database,
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    clientDir: opts.clientDir ?? '/nonexistent-client-dir',
    speech: opts.speech,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    close: async () => {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}

/** The origin inject() requests are addressed to (its default Host is localhost:80). */
export const APP_ORIGIN = 'http://localhost';

let counter = 0;
/** A username unique within the run (factories never reuse another test's users). */
export const uniqueName = (prefix = 'user') =>
  `${prefix}_${process.pid.toString(36)}_${(counter++).toString(36)}`;

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'jf_session');
  if (!cookie) throw new Error(`no session cookie in answer ${res.statusCode}: ${res.body}`);
  return `jf_session=${cookie.value}`;
}

/** Registers a user through the API and returns them with their session cookie. */
export async function signUp(
  t: { app: TestApp['app'] },
  overrides: { username?: string; password?: string; firstName?: string; lastName?: string } = {},
) {
  const body = { username: uniqueName(), password: 'correct horse battery', ...overrides };
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 200) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  const user = res.json() as { id: string; username: string };
  const cookie = sessionCookie(res);
  /** inject() as this user, from the app's own page (a browser sends its Origin with writes). */
  const as = (o: InjectOptions) =>
    t.app.inject({
      ...o,
      headers: { origin: APP_ORIGIN, ...(o.headers ?? {}), cookie },
    } as InjectOptions);
  return { user, cookie, password: body.password, as };
}

/** A signed-up user as `signUp` answers: the user, the cookie and `as()` to inject as them. */
export type Me = Awaited<ReturnType<typeof signUp>>;

/** A new user whose time zone is `timeZone` (days, weeks and streaks are counted in it). */
export async function signUpIn(t: { app: TestApp['app'] }, timeZone: string): Promise<Me> {
  const me = await signUp(t);
  const res = await me.as({ method: 'PUT', url: '/api/users/me/time-zone', payload: { timeZone } });
  if (res.statusCode !== 200) throw new Error(`time zone failed ${res.statusCode}: ${res.body}`);
  return me;
}

/**
 * Freezes the app's clock at `iso` (only Date: timers and the database keep running). Pair with
 * `vi.useRealTimers()` in an afterEach.
 */
export function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/**
 * The app for one test file: built before its tests, closed after them, with the real clock
 * back after each test (for files that use `clockAt`). The object is filled in by `beforeAll`.
 */
export function useTestApp(opts?: Parameters<typeof createTestApp>[0]): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(opts));
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });
  return t;
}
