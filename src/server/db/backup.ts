// Backups of the embedded database (`npm run db:backup` / `db:restore`, docs/OPERATIONS.md). A
// backup is PGlite's own archive of its data directory (`dumpDataDir`: a gzipped tar), taken
// with the directory locked, so the server cannot be running on it: PGlite lives inside the
// server's process and no other process can reach it, and a copy of its files taken while it
// writes would not be consistent. Stopping the server, backing up and starting it again takes a
// few seconds.
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';

/** A data command's refusal or failure, worded for the operator: printed as it is. */
export class DataCommandError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataCommandError';
  }
}

/** Where DATA_DIR keeps the embedded database (db/client.ts openDatabase). */
export const pgliteDir = (dataDir: string) => path.resolve(dataDir, 'pglite');

const hasDatabase = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

export interface EmbeddedAlone {
  pg: PGlite;
  close(): Promise<void>;
}

/**
 * The embedded database of `dataDir`, opened on this thread with the directory locked (refused
 * with DataDirLockedError while a server or another command has it open).
 */
export async function openDataDirAlone(dataDir: string): Promise<EmbeddedAlone> {
  const dir = pgliteDir(dataDir);
  if (!hasDatabase(dir)) {
    throw new DataCommandError(`there is no embedded database in ${dir} (is DATA_DIR right?)`);
  }
  const unlock = lockDataDir(dataDir);
  try {
    const pg = await PGlite.create(dir);
    return { pg, close: () => pg.close().finally(unlock) };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** What a database holds, for the operator to recognise it by. */
export interface Summary {
  users: number;
  workouts: number;
  /** How many of the committed migrations it has (the app applies the rest at start). */
  migrations: number;
}

async function summarise(pg: PGlite): Promise<Summary> {
  const ours = await pg.query<{ ok: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null
        and to_regclass('public.users') is not null and to_regclass('public.workouts') is not null
        as ok`,
  );
  if (!ours.rows[0]?.ok) throw new DataCommandError('the database is not a Joey Fit database');
  const { rows } = await pg.query<{ users: number; workouts: number; migrations: number }>(
    `select (select count(*) from users)::int as users,
            (select count(*) from workouts)::int as workouts,
            (select count(*) from drizzle.__drizzle_migrations)::int as migrations`,
  );
  return rows[0]!;
}

/**
 * Writes a backup of DATA_DIR's database to `file` (written beside it and renamed into place,
 * so an interrupted backup never leaves a file that looks whole). Refuses to replace an
 * existing file unless `force`.
 */
export async function backupDataDir(opts: {
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<Summary & { bytes: number }> {
  const file = path.resolve(opts.file);
  if (existsSync(file) && !opts.force) {
    throw new DataCommandError(`${file} already exists: choose another name, or --force`);
  }
  if (!existsSync(path.dirname(file))) {
    throw new DataCommandError(`the folder ${path.dirname(file)} does not exist`);
  }
  const db = await openDataDirAlone(opts.dataDir);
  let archive: Uint8Array;
  let summary: Summary;
  try {
    summary = await summarise(db.pg);
    // Flushed to the data files, so restoring the archive has no log to replay.
    await db.pg.query('checkpoint');
    archive = new Uint8Array(await (await db.pg.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    // It holds password and session hashes: readable by the owner only.
    writeFileSync(tmp, archive, { mode: 0o600 });
    renameSync(tmp, file);
  } finally {
    rmSync(tmp, { force: true });
  }
  return { ...summary, bytes: archive.length };
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * Restores a backup into DATA_DIR. Refuses when DATA_DIR already holds a database unless
 * `force`; then the old one is kept beside it (`pglite.before-restore-…`) rather than deleted.
 * The backup is loaded and checked in a directory of its own first, and swapped in by renaming,
 * so a bad file leaves DATA_DIR as it was.
 */
export async function restoreDataDir(opts: {
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<Summary & { keptAt: string | null }> {
  const file = path.resolve(opts.file);
  if (!existsSync(file)) throw new DataCommandError(`${file} does not exist`);
  const bytes = readFileSync(file);
  const unlock = lockDataDir(opts.dataDir);
  const dir = pgliteDir(opts.dataDir);
  const tmp = `${dir}.restoring-${process.pid}`;
  try {
    const occupied = existsSync(dir) && readdirSync(dir).length > 0;
    if (occupied && !opts.force) {
      throw new DataCommandError(
        `${dir} already holds a database: restore into an empty DATA_DIR, or --force to ` +
          'replace it (the current one is kept beside it)',
      );
    }
    rmSync(tmp, { recursive: true, force: true });
    let summary: Summary;
    let pg: PGlite;
    try {
      const type = isGzip(bytes) ? 'application/gzip' : 'application/x-tar';
      pg = await PGlite.create(tmp, { loadDataDir: new Blob([bytes], { type }) });
    } catch (err) {
      throw new DataCommandError(`${file} is not a backup this Joey Fit can load: ${String(err)}`, {
        cause: err,
      });
    }
    try {
      summary = await summarise(pg);
      await pg.query('checkpoint');
    } finally {
      await pg.close();
    }
    let keptAt: string | null = null;
    if (occupied) {
      keptAt = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, keptAt);
    } else {
      rmSync(dir, { recursive: true, force: true });
    }
    renameSync(tmp, dir);
    return { ...summary, keptAt };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    unlock();
  }
}
