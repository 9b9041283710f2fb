import { mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../tests/setup/test-app';
import { postWorkout } from '../../../tests/factories';
import { fromThread } from './client';
import { seedFromImage } from './image';
import { users } from './schema';

// The embedded database runs in a worker thread (decision 012). These tests hold on both
// databases where they are about correctness (transactions), and on PGlite alone where they are
// about the thread (the event loop kept free, the thread failing).
const embedded = process.env.TEST_DB_KIND !== 'pg';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The SQLSTATE on an error or on the chain of causes Drizzle wraps it in. */
function sqlState(err: unknown): string | undefined {
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** A promise and the function that settles it, for holding a transaction open. */
function gate() {
  let open!: () => void;
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { open, closed };
}

const nameOf = async (id: string) => {
  const [row] = await t.db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row!;
};

describe.runIf(embedded)('the embedded database thread', () => {
  it('leaves the event loop free: /healthz answers while a slow query runs', async () => {
    // A query that keeps the database busy computing for a second or more (pg_sleep would not
    // do: PGlite sleeps without holding the thread). On the event loop (PGlite's own driver) the
    // loop freezes while it computes, so no answer lands in the middle of the wait; in the thread,
    // answers keep landing throughout. Only the main thread's clock is used.
    const sentAt = Date.now();
    const slow = t.db.execute(sql`select sum(i) from generate_series(1, 10000000) i`);
    let settledAt = 0;
    void slow.finally(() => (settledAt = Date.now()));
    // Each /healthz request as [sent, answered].
    const requests: [number, number][] = [];
    // inject() can settle in microtasks alone; yielding a turn of the event loop between
    // requests lets the thread's answer in, as real sockets would. The ceiling only stops a
    // broken thread from spinning the test forever.
    const ceiling = sentAt + 60_000;
    while (!settledAt && Date.now() < ceiling) {
      const sent = Date.now();
      const res = await t.app.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(200);
      requests.push([sent, Date.now()]);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await slow;
    // Requests sent and answered within the middle third of the wait.
    const third = (settledAt - sentAt) / 3;
    const middle = requests.filter(
      ([sent, answered]) => sent > sentAt + third && answered < settledAt - third,
    );
    expect(middle.length).toBeGreaterThan(0);
  });

  it('keeps SQL errors as they are: the SQLSTATE reaches the error mapping', async () => {
    const err = await t.db.execute(sql`select 1 / 0`).catch((e: unknown) => e);
    expect(sqlState(err)).toBe('22012');
    // The connection is fine afterwards.
    const after = (await t.db.execute(sql`select 2 as n`)) as unknown as { rows: unknown[] };
    expect(after.rows).toEqual([{ n: 2 }]);
  });
});

describe('transactions', () => {
  it('keep other requests out: a write from outside survives the rollback of an open one', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const hold = gate();
    const entered = gate();
    const tx = t.db
      .transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Inside' }).where(eq(users.id, a.user.id));
        entered.open();
        await hold.closed;
        throw new Error('roll it back');
      })
      .catch((e: Error) => e);
    await entered.closed;
    // Requests arriving while the transaction is open: a read and a write of their own.
    const read = nameOf(a.user.id);
    const write = t.db.update(users).set({ lastName: 'Outside' }).where(eq(users.id, b.user.id));
    hold.open();
    expect((await tx).message).toBe('roll it back');
    await write;
    // Neither saw or joined the transaction: the read never saw its write, and the outside
    // write was not rolled back with it.
    expect((await read).first).not.toBe('Inside');
    expect((await nameOf(a.user.id)).first).not.toBe('Inside');
    expect((await nameOf(b.user.id)).last).toBe('Outside');
  });

  it('lock rows for update, commit what they keep and roll back a nested one that throws', async () => {
    const a = await signUp(t, { lastName: 'Before' });
    await t.db.transaction(async (tx) => {
      const [row] = await tx.select().from(users).where(eq(users.id, a.user.id)).for('update');
      expect(row!.lastName).toBe('Before');
      await tx.update(users).set({ firstName: 'Kept' }).where(eq(users.id, a.user.id));
      const inner = await tx
        .transaction(async (nested) => {
          await nested.update(users).set({ lastName: 'Dropped' }).where(eq(users.id, a.user.id));
          throw new Error('inner');
        })
        .catch((e: Error) => e.message);
      expect(inner).toBe('inner');
      // Inside, the outer write is visible and the nested one is gone.
      const [now] = await tx.select().from(users).where(eq(users.id, a.user.id));
      expect([now!.firstName, now!.lastName]).toEqual(['Kept', 'Before']);
    });
    expect(await nameOf(a.user.id)).toEqual({ first: 'Kept', last: 'Before' });
  });

  it('roll back on a SQL error inside, and the next query runs', async () => {
    const a = await signUp(t);
    const err = await t.db
      .transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Lost' }).where(eq(users.id, a.user.id));
        await tx.execute(sql`select 1 / 0`);
      })
      .catch((e: unknown) => e);
    expect(sqlState(err)).toBe('22012');
    expect((await nameOf(a.user.id)).first).not.toBe('Lost');
  });

  it('serialise concurrent read-modify-writes of one row under for update', async () => {
    const a = await signUp(t, { firstName: '0' });
    const n = 12;
    await Promise.all(
      Array.from({ length: n }, () =>
        t.db.transaction(async (tx) => {
          const [row] = await tx
            .select({ first: users.firstName })
            .from(users)
            .where(eq(users.id, a.user.id))
            .for('update');
          const next = String(Number(row!.first) + 1);
          await tx.update(users).set({ firstName: next }).where(eq(users.id, a.user.id));
        }),
      ),
    );
    expect((await nameOf(a.user.id)).first).toBe(String(n));
  });
});

/** A database thread of the test's own, on a copy of the run's migrated template. */
const ownThread = () =>
  fromThread({
    dataDir: null,
    loadDataDir: new Uint8Array(readFileSync(inject('pgliteTemplate'))),
  });

describe.runIf(embedded)('when the database thread stops', () => {
  it('fails queries in flight and later ones with 503s, /readyz too, and closes without hanging', async () => {
    const database = await ownThread();
    // The caller's database: createTestApp leaves it open for the test to close.
    const { app } = await createTestApp({ database });
    try {
      const me = await signUp({ app });
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

      // A query is running when the thread dies (as it would if PGlite aborted).
      const entered = gate();
      const inFlight = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          entered.open();
          await tx.execute(sql`select pg_sleep(30)`);
        })
        .catch((e: unknown) => e);
      await entered.closed;
      await database.thread.worker.terminate();
      // It fails rather than hangs (Drizzle's rollback on the dead connection is what it
      // reports, so its SQLSTATE is not kept).
      expect(await inFlight).toBeInstanceOf(Error);

      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const user = await me.as({ url: '/api/auth/user' });
      expect(user.statusCode).toBe(503);
      expect(user.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('starts again on the next request when its database is on disk, with nothing acknowledged lost', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'joeyfit-thread-')), 'pglite');
    expect(seedFromImage(dir)).toBe(true);
    const database = await fromThread({ dataDir: dir });
    // The caller's database: createTestApp leaves it open for the test to close.
    const { app } = await createTestApp({ database });
    try {
      const me = await signUp({ app });
      const kept = await postWorkout(me, { name: 'Acknowledged before the crash' });

      // The thread dies in the middle of a write that was never acknowledged.
      const first = database.thread;
      const entered = gate();
      const inFlight = database.db
        .transaction(async (tx) => {
          await tx
            .update(users)
            .set({ firstName: 'Unacknowledged' })
            .where(eq(users.id, me.user.id));
          entered.open();
          await tx.execute(sql`select pg_sleep(30)`);
        })
        .catch((e: unknown) => e);
      await entered.closed;
      await first.worker.terminate();
      expect(await inFlight).toBeInstanceOf(Error);

      // The next request opens the directory in a new thread; PostgreSQL's recovery keeps what
      // was committed and drops what was not.
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      expect(database.thread).not.toBe(first);
      const user = await me.as({ url: '/api/auth/user' });
      expect(user.statusCode).toBe(200);
      expect(user.json().firstName).not.toBe('Unacknowledged');
      const list = await me.as({ url: `/api/workouts/${me.user.id}` });
      expect(list.json().map((w: { id: string }) => w.id)).toContain(kept.id);
      await postWorkout(me, { name: 'After the restart' });

      // A thread that cannot start (here: the directory no longer looks like a database, as an
      // unmounted volume would) answers 503 at once, and is tried again, with pauses, until it can.
      const version = path.join(dir, 'PG_VERSION');
      renameSync(version, `${version}.away`);
      await database.thread.worker.terminate();
      const refused = await app.inject({ url: '/readyz' });
      expect(refused.statusCode).toBe(503);
      expect((await me.as({ url: '/api/auth/user' })).statusCode).toBe(503);
      renameSync(`${version}.away`, version);
      const ceiling = Date.now() + 60_000;
      let status = 503;
      while (status !== 200 && Date.now() < ceiling) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await app.inject({ url: '/readyz' })).statusCode;
      }
      expect(status).toBe(200);
      expect((await me.as({ url: '/api/auth/user' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('refuses queries after close instead of waiting for an answer', async () => {
    const database = await ownThread();
    await database.close();
    expect(sqlState(await database.ping().catch((e: unknown) => e))).toBe('08006');
    // Closing twice is harmless.
    await database.close();
  });
});
