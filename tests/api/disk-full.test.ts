import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPglite, fromThread } from '../../src/server/db/client';
import { seedFromImage } from '../../src/server/db/image';
import { makeWorkout } from '../factories';
import { createTestApp } from '../setup/test-app';
import { consistencyProblems } from '../setup/consistency';
import { signUp, type Me } from '../setup/test-app';
import { within } from '../setup/within';

// Issue 16 §2: the disk filling up while the embedded database writes. The data directory is on a
// small tmpfs of the test's own, filled with a ballast file, so writes meet ENOSPC for real —
// both a table that cannot grow and a WAL file that cannot be created, the case PGlite does not
// come back from by itself. Mounting needs root (or CAP_SYS_ADMIN); elsewhere the test says why
// it is skipped. PostgreSQL's own disk is its operator's business: nothing here for api-pg.
const embedded = process.env.TEST_DB_KIND !== 'pg';

/** Mounts a tmpfs of `mb` megabytes on a new directory; answers why not when it cannot. */
function mountTmpfs(mb: number): { dir: string } | { skip: string } {
  if (process.platform !== 'linux') return { skip: 'tmpfs mounts are a Linux feature' };
  if (process.getuid?.() !== 0) return { skip: 'mounting a tmpfs needs root' };
  const dir = mkdtempSync(path.join(tmpdir(), 'joeyfit-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m`, 'tmpfs', dir], { stdio: 'pipe' });
    return { dir };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    const why = String((err as { stderr?: Buffer }).stderr ?? err).trim();
    return { skip: `mount -t tmpfs failed (${why})` };
  }
}

const mount = embedded ? mountTmpfs(96) : { skip: 'the embedded database only' };
const skip = 'skip' in mount ? mount.skip : null;
const mnt = 'dir' in mount ? mount.dir : '';

afterAll(() => {
  if (!mnt) return;
  // Lazily, so that a failed test which left the database open cannot leave the mount behind.
  execFileSync('umount', ['-l', mnt]);
  rmSync(mnt, { recursive: true, force: true });
});

const free = () => {
  const s = statfsSync(mnt);
  return s.bavail * s.bsize;
};

/** Takes every free byte of the mount into one file, as whatever else fills a disk would. */
function fillDisk(file: string) {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(1 << 20);
  try {
    for (;;) writeSync(fd, chunk, 0, Math.min(chunk.length, Math.max(free(), 4096)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
}

describe.skipIf(skip)(`a full disk under the embedded database${skip ? ` (${skip})` : ''}`, () => {
  it('answers 503 while full, loses nothing acknowledged, and works again once space is freed', async () => {
    const dir = path.join(mnt, 'pglite');
    expect(seedFromImage(dir)).toBe(true);
    const database = await fromThread({ dataDir: dir });
    // The caller's database: createTestApp leaves it open for the test to close.
    const { app } = await createTestApp({ database });
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    let me!: Me;
    const write = async (name: string): Promise<LightMyRequestResponse> => {
      const res = await within(
        `POST /api/workouts "${name}" answered`,
        me.as({ method: 'POST', url: '/api/workouts', payload: makeWorkout(me.user.id, { name }) }),
      );
      statuses.add(res.statusCode);
      if (res.statusCode === 201) acknowledged.push(res.json().id);
      return res;
    };
    try {
      me = await signUp({ app });
      for (let i = 0; i < 5; i++) expect((await write(`Before #${i}`)).statusCode).toBe(201);

      const ballast = path.join(mnt, 'ballast');
      fillDisk(ballast);
      // A table that cannot grow: the write is refused, and says why.
      let res = await write('Into a full disk');
      for (let i = 0; res.statusCode === 201 && i < 200; i++) res = await write(`Full #${i}`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'The server cannot save anything right now: its storage is full',
      });
      expect(res.headers['retry-after']).toBeDefined();
      // Reads that write nothing still answer.
      const read = await within(
        'GET /api/workouts answered',
        me.as({ url: `/api/workouts/${me.user.id}` }),
      );
      expect(read.statusCode).toBe(200);
      expect(read.json().map((w: { id: string }) => w.id)).toEqual(
        expect.arrayContaining(acknowledged),
      );

      // A WAL file that cannot be created: the next segment is needed at once, as when the
      // current one fills up, by a write that needs no new page (a row updated in place).
      // PGlite breaks on it; the thread is ended and started again.
      const first = database.thread;
      await database.db.execute(sql`select pg_switch_wal()`).catch(() => undefined);
      for (const timeZone of ['Europe/Paris', 'Asia/Tokyo', 'America/Chicago']) {
        const zone = await within(
          `PUT /api/users/me/time-zone ${timeZone} answered`,
          me.as({ method: 'PUT', url: '/api/users/me/time-zone', payload: { timeZone } }),
        );
        statuses.add(zone.statusCode);
      }
      for (let i = 0; i < 3; i++) await write(`After the switch #${i}`);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      // Only refusals while full: never a 500, never a hang (each request above answered).
      expect([...statuses].filter((s) => s !== 201 && s !== 503)).toEqual([]);
      expect(database.thread).not.toBe(first);

      // Space comes back: the app finds its database again by itself (a ceiling, no clock).
      rmSync(ballast);
      const ceiling = Date.now() + 30_000;
      let after = await write('After space was freed');
      while (after.statusCode !== 201 && Date.now() < ceiling) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        after = await write('After space was freed');
      }
      expect(after.statusCode, after.body).toBe(201);
      const list = await me.as({ url: `/api/workouts/${me.user.id}` });
      const ids = list.json().map((w: { id: string }) => w.id);
      for (const id of acknowledged) expect(ids, `acknowledged ${id}`).toContain(id);
    } finally {
      await app.close();
      await database.close();
    }

    // The directory opens cleanly and passes the checks, as the next start would find it.
    const client = await PGlite.create(dir, { extensions: { amcheck } });
    try {
      expect(await consistencyProblems(fromPglite(client).db)).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
