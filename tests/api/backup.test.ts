import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupDataDir, DataCommandError, restoreDataDir } from '../../src/server/db/backup';
import { DataDirLockedError } from '../../src/server/db/data-dir-lock';
import { postWorkout } from '../factories';
import { appOnDataDir, appOnPostgres, runScript, scratchDatabase } from '../setup/data-dir-app';
import { signUp, type Me, type TestApp } from '../setup/test-app';

// Backups and restore (docs/OPERATIONS.md): each kind of database is backed up with data
// written through the app, restored somewhere new, and the app on the restored copy serves it.
const onPostgres = process.env.TEST_DB_KIND === 'pg';

/** inject() as `me` into another app than the one they signed up with. */
const as =
  (t: TestApp, me: Me): Me['as'] =>
  (o) =>
    t.app.inject({
      ...o,
      headers: { origin: 'http://localhost', ...(o.headers ?? {}), cookie: me.cookie },
    } as Parameters<Me['as']>[0]);

async function exportOf(t: TestApp, me: Me) {
  const res = await as(t, me)({ url: '/api/export?format=json' });
  expect(res.statusCode, res.body).toBe(200);
  const { exportedAt: _, ...rest } = res.json() as Record<string, unknown>;
  return rest;
}

async function signsIn(t: TestApp, me: Me) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: me.user.username, password: me.password },
  });
  return res.statusCode;
}

describe.runIf(!onPostgres)('backups of the embedded database', () => {
  // Made in beforeAll: a describe skipped in the other project still runs its body.
  let tmp: string;
  let original: string;
  let restored: string;
  let file: string;
  let me: Me;
  let exported: Record<string, unknown>;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(tmpdir(), 'joeyfit-backup-'));
    original = path.join(tmp, 'original');
    restored = path.join(tmp, 'restored');
    file = path.join(tmp, 'joeyfit.tar.gz');
    const t = await appOnDataDir(original);
    try {
      me = await signUp(t);
      await postWorkout(me);
      await postWorkout(me, { name: 'Leg Day' });
      exported = await exportOf(t, me);
    } finally {
      await t.close();
    }
  });
  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('backs up DATA_DIR and restores it into an empty DATA_DIR', async () => {
    expect(await backupDataDir({ dataDir: original, file })).toMatchObject({
      users: 1,
      workouts: 2,
    });

    expect(await restoreDataDir({ dataDir: restored, file })).toMatchObject({
      users: 1,
      workouts: 2,
      keptAt: null,
    });
    const t = await appOnDataDir(restored);
    try {
      expect(await signsIn(t, me)).toBe(200);
      expect(await exportOf(t, me)).toEqual(exported);

      // While a server has DATA_DIR open, the commands refuse: in this process, and
      // `npm run db:backup` in another.
      await expect(backupDataDir({ dataDir: restored, file, force: true })).rejects.toThrow(
        DataDirLockedError,
      );
      const other = await runScript('scripts/db-backup.ts', [`${file}.2`], { DATA_DIR: restored });
      expect(other.code).toBe(1);
      expect(other.output).toContain(`refused: the embedded database in ${restored} is in use`);
      expect(other.output).toContain(`by process ${process.pid}`);
      expect(existsSync(`${file}.2`)).toBe(false);

      await postWorkout({ ...me, as: as(t, me) }, { name: 'After the backup' });
    } finally {
      await t.close();
    }
  }, 120_000);

  it('refuses to restore over a database without --force, and keeps the one it replaces', async () => {
    await expect(restoreDataDir({ dataDir: restored, file })).rejects.toThrow(
      /already holds a database.*--force/,
    );
    const done = await restoreDataDir({ dataDir: restored, file, force: true });
    // The backup's two workouts, not the three the replaced database had.
    expect(done).toMatchObject({ users: 1, workouts: 2 });
    expect(done.keptAt).toBeTruthy();
    expect(existsSync(path.join(done.keptAt!, 'PG_VERSION'))).toBe(true);
  }, 60_000);

  it('leaves DATA_DIR as it was when the file is not a backup', async () => {
    const junk = path.join(tmp, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup at all');
    const before = readdirSync(restored).sort();
    const attempt = restoreDataDir({ dataDir: restored, file: junk, force: true });
    await expect(attempt).rejects.toThrow(DataCommandError);
    await expect(attempt).rejects.toThrow(/not a backup this Joey Fit can load/);
    expect(readdirSync(restored).sort()).toEqual(before);
    expect(existsSync(path.join(restored, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 60_000);
});

describe.runIf(!onPostgres)('the arguments of the data commands', () => {
  // Each run stops at the arguments, before the environment or DATA_DIR is read.
  it.each([
    { what: 'db:backup without a file', script: 'db-backup', args: [], exit: 2 },
    { what: 'db:backup with two files', script: 'db-backup', args: ['a.tgz', 'b.tgz'], exit: 2 },
    { what: 'db:restore without a file', script: 'db-restore', args: [], exit: 2 },
    { what: 'db:restore, unknown option', script: 'db-restore', args: ['a.tgz', '-y'], exit: 2 },
    { what: 'db:to-postgres with a file', script: 'db-to-postgres', args: ['a.tgz'], exit: 2 },
    { what: 'db:backup --help', script: 'db-backup', args: ['--help'], exit: 0 },
  ])(
    '$what: prints the usage and exits $exit',
    async ({ script, args, exit }) => {
      const { code, output } = await runScript(`scripts/${script}.ts`, args, {});
      expect(code, output).toBe(exit);
      expect(output).toMatch(/^(.*\n\n)?usage: .*npm run db:/);
    },
    60_000,
  );
});

/** pg_dump and pg_restore: on PATH, else Debian's postgresql-client location. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/lib/postgresql/15/bin']) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}
const pgDump = pgTool('pg_dump');
const pgRestore = pgTool('pg_restore');

describe.runIf(onPostgres)('backups of PostgreSQL with pg_dump and pg_restore', () => {
  // Skipped, and says why, on a machine without PostgreSQL's client tools.
  const missing = !pgDump || !pgRestore;
  it.skipIf(missing)(
    missing
      ? 'restores a pg_dump archive (skipped: pg_dump or pg_restore is not installed)'
      : 'restores a pg_dump archive into a new database that the app serves as it was',
    async () => {
      const run = promisify(execFile);
      const tmp = mkdtempSync(path.join(tmpdir(), 'joeyfit-pgdump-'));
      const source = await scratchDatabase(inject('pgTemplate'));
      const copy = await scratchDatabase();
      try {
        const t = await appOnPostgres(source.url);
        let me: Me;
        let exported: Record<string, unknown>;
        try {
          me = await signUp(t);
          await postWorkout(me);
          exported = await exportOf(t, me);
        } finally {
          await t.close();
        }
        const file = path.join(tmp, 'joeyfit.dump');
        // The commands docs/OPERATIONS.md gives.
        await run(pgDump!, ['--format=custom', `--file=${file}`, source.url]);
        await run(pgRestore!, ['--no-owner', '--exit-on-error', `--dbname=${copy.url}`, file]);

        const restored = await appOnPostgres(copy.url);
        try {
          expect(await signsIn(restored, me)).toBe(200);
          expect(await exportOf(restored, me)).toEqual(exported);
        } finally {
          await restored.close();
        }
      } finally {
        await copy.drop();
        await source.drop();
        rmSync(tmp, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
