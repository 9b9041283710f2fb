import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import type { QueryLimits } from '../../src/server/db/postgres-pool';
import { loadEnv } from '../../src/server/env';
import { makeWorkout } from '../factories';
import { adminUrl } from '../setup/pg-urls';
import { TcpProxy } from '../setup/tcp-proxy';
import { within } from '../setup/within';
import { signUp, type Me } from '../setup/test-app';

// Issue 16 §2: PostgreSQL going away. The app reaches its database through a proxy the test cuts
// (connections reset and refused, or left hanging) and restores, without stopping the server
// the other tests share. Every request must answer — /readyz and API requests a 503 with a
// message — and the app must recover by itself once the database is back. The embedded
// database's counterpart (its thread dying) is in src/server/db/embedded.test.ts.
const onPg = process.env.TEST_DB_KIND === 'pg';

/**
 * The server's limits (SERVING_LIMITS) scaled down so the test waits seconds, not tens of them.
 * A hung connection is only noticed when they run out; the ceilings below are far above them.
 */
const LIMITS: QueryLimits = {
  connectMs: 1_500,
  statementMs: 1_500,
  silentMs: 2_500,
  idleInTransactionMs: 10_000,
};
/** Not a speed test: only how long a request may take before the test calls it a hang. */
const HANG_CEILING_MS = 30_000;

let admin: pg.Client;
let proxy: TcpProxy;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let databaseName: string;

beforeAll(async () => {
  if (!onPg) return;
  databaseName = `joeyfit_outage_${randomBytes(6).toString('hex')}`;
  admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('pgTemplate')}`);
  const target = new URL(adminUrl());
  proxy = await TcpProxy.start({
    host: target.hostname,
    port: Number(target.port || 5432),
  });
  const viaProxy = new URL(adminUrl());
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  viaProxy.pathname = `/${databaseName}`;
  database = await openDatabase({
    databaseUrl: viaProxy.toString(),
    dataDir: null,
    limits: LIMITS,
  });
  app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', SIGNUP_LIMIT: '100000' }),
    database,
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    clientDir: '/nonexistent-client-dir',
  });
  await app.ready();
});

afterAll(async () => {
  if (!onPg) return;
  await app.close();
  // The proxy first: connections it still holds silent would keep the pool from closing; and the
  // database is dropped before the pool closes, so even a failed run leaves none behind.
  await proxy.close();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  await database.close();
});

/** A request that must answer. */
const answered = (send: () => Promise<LightMyRequestResponse>, what: string) =>
  within(`${what} answered`, send(), HANG_CEILING_MS);

const logWorkout = (me: Me, name: string) =>
  me.as({
    method: 'POST',
    url: '/api/workouts',
    payload: makeWorkout(me.user.id, { name }),
  } as InjectOptions);

/** Every kind of request answers 503 with a message while the database is away. */
async function expectUnavailable(me: Me) {
  const ready = await answered(() => app.inject({ url: '/readyz' }), 'GET /readyz');
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ message: 'Database unreachable' });
  const health = await answered(() => app.inject({ url: '/healthz' }), 'GET /healthz');
  expect(health.statusCode).toBe(200);
  for (const [what, send] of [
    ['GET /api/auth/user', () => me.as({ url: '/api/auth/user' })],
    ['GET /api/workouts', () => me.as({ url: `/api/workouts/${me.user.id}` })],
    ['POST /api/workouts', () => logWorkout(me, 'During the outage')],
  ] as const) {
    const res = await answered(send, what);
    expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
    expect(res.json().message, what).toMatch(/database is busy or unreachable/);
    expect(res.headers['retry-after'], what).toBeDefined();
  }
}

/** The app finds its database again by itself: /readyz turns 200 (polled; a ceiling, no clock). */
async function expectRecovered(me: Me) {
  const ceiling = Date.now() + 60_000;
  let status = 0;
  while (Date.now() < ceiling) {
    status = (await answered(() => app.inject({ url: '/readyz' }), 'GET /readyz')).statusCode;
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(status).toBe(200);
  // The same user writes and reads again: no session, lock or connection was left behind.
  const res = await logWorkout(me, 'After the outage');
  expect(res.statusCode, res.body).toBe(201);
  const list = await me.as({ url: `/api/workouts/${me.user.id}` });
  expect(list.statusCode).toBe(200);
  expect(list.json().map((w: { id: string }) => w.id)).toContain(res.json().id);
}

/** A transaction that has the connection checked out when the database goes away. */
async function openTransaction() {
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const done = database.db
    .transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      entered();
      await held;
      await tx.execute(sql`select 2`);
    })
    .then(
      () => null,
      (err: unknown) => err,
    );
  await inside;
  return { release, done };
}

describe.runIf(onPg)('PostgreSQL going away', () => {
  it('refused: requests answer 503 at once, in-flight work fails, and the app recovers', async () => {
    const me = await signUp({ app });
    expect((await logWorkout(me, 'Before')).statusCode).toBe(201);

    const tx = await openTransaction();
    const slow = database.db.execute(sql`select pg_sleep(20)`).then(
      () => null,
      (err: unknown) => err,
    );
    await proxy.refuse();
    // Work that was running when the connections were reset fails instead of waiting (and a
    // checked-out connection's failure does not take the process down with it).
    expect(await slow).toBeInstanceOf(Error);
    tx.release();
    expect(await tx.done).toBeInstanceOf(Error);
    await expectUnavailable(me);

    await proxy.restore();
    await expectRecovered(me);
  });

  it('hanging: requests answer 503 once the limits run out, and the app recovers', async () => {
    const me = await signUp({ app });
    expect((await logWorkout(me, 'Before')).statusCode).toBe(201);

    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const acquired = once(pool, 'acquire') as Promise<[pg.PoolClient]>;
    const tx = await openTransaction();
    const [txClient] = await acquired;
    const removed = new Promise<void>((resolve) =>
      pool.on('remove', (client) => client === txClient && resolve()),
    );
    proxy.hang();
    tx.release();
    // The transaction's next statement goes into the silence: it is given up, not waited on,
    // and its connection is dropped rather than handed, still waiting, to a later request.
    expect(await tx.done).toBeInstanceOf(Error);
    await within('the silent connection dropped', removed, HANG_CEILING_MS);
    await expectUnavailable(me);

    await proxy.restore();
    await expectRecovered(me);
  });
});
