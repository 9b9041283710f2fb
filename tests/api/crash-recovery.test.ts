import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromPglite, fromPool, type Database } from '../../src/server/db/client';
import { sqlRows } from '../../src/server/db/prepared';
import { makeWorkout } from '../factories';
import { consistencyProblems } from '../setup/consistency';
import { adminUrl, databaseUrl } from '../setup/pg-urls';
import {
  freePort,
  startServer,
  stopServer,
  waitReady,
  type ServerProcess,
} from '../setup/server-process';

// Issue 16 §2: the server killed with SIGKILL in the middle of a stream of workout writes loses
// none it acknowledged, and the XP ledger still sums to every total, on the embedded database
// (the same DATA_DIR reopened) and on PostgreSQL (the same database).
const onPg = process.env.TEST_DB_KIND === 'pg';

const USERS = 3;
const WRITERS_PER_USER = 2;
/** Acknowledged writes to wait for before the kill: enough to cross the daily XP cap per user. */
const ACKS_BEFORE_KILL = 24;

let dataDir: string;
let databaseName = '';
let admin: pg.Client | null = null;
let server: ServerProcess | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'joeyfit-crash-'));
  if (!onPg) return;
  databaseName = `joeyfit_crash_${randomBytes(6).toString('hex')}`;
  admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('pgTemplate')}`);
});

afterAll(async () => {
  if (server) await stopServer(server.child, 'SIGKILL');
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The database the server used, opened by the test once the server is gone. */
async function openAfterwards(): Promise<Database> {
  if (onPg) {
    const pool = new pg.Pool({ connectionString: databaseUrl(databaseName), max: 1 });
    // An idle client's error (the database dropped under it) fails the check, never the process.
    pool.on('error', () => {});
    return fromPool(pool);
  }
  // The server's own directory: PGlite recovers it as the server's next start would.
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { amcheck } });
  return fromPglite(client);
}

interface User {
  id: string;
  cookie: string;
}

async function register(base: string, n: number): Promise<User> {
  const res = await postJson(`${base}/api/auth/register`, '', {
    username: `crash_${process.pid.toString(36)}_${n}`,
    password: 'correct horse battery',
  });
  expect(res?.status).toBe(200);
  return { id: (JSON.parse(res!.text) as { id: string }).id, cookie: res!.cookie.split(';')[0]! };
}

/**
 * One request on a connection of its own that settles, never throws, whatever happens to the
 * server: the answer, read to its end, or null once the connection dies. Every request here goes
 * through it rather than `fetch`: Node 20's fetch (undici) can raise a socket's late error ("other
 * side closed", "terminated") outside the request's promise when the peer goes away, with a body
 * left unread or mid-answer, and this test kills its server on purpose and stops it twice.
 */
function send(method: 'GET' | 'POST', url: string, cookie: string, body?: unknown) {
  return new Promise<{ status: number; text: string; cookie: string } | null>((resolve) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const req = http.request(url, {
      method,
      agent: false,
      headers: {
        ...(body === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        ...(cookie ? { cookie } : {}),
      },
    });
    req.on('error', () => resolve(null));
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', () => resolve(null));
      res.on('aborted', () => resolve(null));
      res.on('end', () =>
        resolve(
          res.complete
            ? { status: res.statusCode ?? 0, text, cookie: res.headers['set-cookie']?.[0] ?? '' }
            : null,
        ),
      );
    });
    req.end(payload);
  });
}

const postJson = (url: string, cookie: string, body: unknown) => send('POST', url, cookie, body);

describe('a server killed with SIGKILL while writing', () => {
  it('keeps every acknowledged workout and a ledger that sums to each total', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      SIGNUP_LIMIT: '1000',
      LEADERBOARD_SWEEP_SECONDS: '0',
      ...(onPg ? { DATABASE_URL: databaseUrl(databaseName) } : {}),
    };
    server = startServer(env);
    await waitReady(server);
    const users = await Promise.all(Array.from({ length: USERS }, (_, n) => register(base, n)));

    // Writers log workouts back to back, each always with one request in flight, until the
    // process is gone. An acknowledgement is a 201 carrying the workout's id.
    const acked = new Map<string, string[]>(users.map((u) => [u.id, []]));
    let inFlight = 0;
    let failedBeforeKill = 0;
    let killed = false;
    let reachedTarget!: () => void;
    const target = new Promise<void>((resolve) => (reachedTarget = resolve));
    const write = async (user: User, n: number) => {
      for (let i = 0; !killed; i++) {
        inFlight++;
        const answer = await postJson(
          `${base}/api/workouts`,
          user.cookie,
          makeWorkout(user.id, { name: `Writer ${n} #${i}`, duration: 600 + i }),
        );
        inFlight--;
        // A dead connection is no acknowledgement, so nothing is owed for it.
        if (answer) {
          const id = answer.status === 201 ? (JSON.parse(answer.text) as { id?: string }).id : '';
          if (id) acked.get(user.id)!.push(id);
          else if (!killed) failedBeforeKill++;
        }
        if ([...acked.values()].flat().length >= ACKS_BEFORE_KILL) reachedTarget();
      }
    };
    const writers = users.flatMap((u, k) =>
      Array.from({ length: WRITERS_PER_USER }, (_, j) => write(u, k * WRITERS_PER_USER + j)),
    );
    await target;
    const inFlightAtKill = inFlight;
    killed = true;
    server.child.kill('SIGKILL');
    await Promise.all(writers);
    const exit = await stopServer(server.child, 'SIGKILL');
    expect(exit).toBeNull();
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(failedBeforeKill).toBe(0);

    // The same data directory or database, as a supervisor would restart it.
    server = startServer(env);
    await waitReady(server);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
    expect((await send('GET', `${base}/readyz`, ''))?.status).toBe(200);
    const ackedCount = [...acked.values()].flat().length;
    let stored = 0;
    for (const user of users) {
      const res = await send('GET', `${base}/api/workouts/${user.id}`, user.cookie);
      expect(res?.status).toBe(200);
      const ids = new Set((JSON.parse(res!.text) as { id: string }[]).map((w) => w.id));
      for (const id of acked.get(user.id)!) expect(ids, `acknowledged ${id}`).toContain(id);
      stored += ids.size;
    }
    // Nothing appeared that was never sent: at most the requests in flight committed unanswered.
    expect(stored).toBeGreaterThanOrEqual(ackedCount);
    expect(stored).toBeLessThanOrEqual(ackedCount + inFlightAtKill);
    // The server still writes after the restart, and earns as the rules say.
    const after = await postJson(
      `${base}/api/workouts`,
      users[0]!.cookie,
      makeWorkout(users[0]!.id, { name: 'After the restart' }),
    );
    expect(after?.status).toBe(201);
    expect(await stopServer(server.child)).toBe(0);
    server = null;

    const database = await openAfterwards();
    try {
      const earned = await sqlRows<{ n: number }>(
        database.db,
        sql`select count(distinct user_id)::int as n from xp_events where amount > 0`,
      );
      // Every user earned, so the ledger check below has something to hold.
      expect(earned[0]!.n).toBe(USERS);
      expect(await consistencyProblems(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
