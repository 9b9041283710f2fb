import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import {
  fromPool,
  fromThread,
  type Database,
  type DriverOptions,
} from '../../src/server/db/client';
import { adminUrl, databaseUrl } from './pg-urls';

/**
 * A fresh, migrated database for one test file: a PGlite copy of the run's template, in its own
 * thread as the server runs it, or (in the api-pg project) a PostgreSQL database cloned from the
 * run's template and dropped on close.
 */
export async function openTestDatabase(opts: DriverOptions = {}): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'pg') return openPg(opts);
  const dump = readFileSync(inject('pgliteTemplate'));
  // A copy the thread can own (readFileSync may hand out a slice of a shared buffer).
  return fromThread({ dataDir: null, loadDataDir: new Uint8Array(dump) }, opts);
}

async function openPg(opts: DriverOptions): Promise<Database> {
  const [database] = await openSharedPg(1, opts);
  return database!;
}

/**
 * One fresh PostgreSQL database (cloned from the run's template) opened `count` times, each with
 * a pool of its own, as separate server instances open one database; it is dropped when the last
 * of them is closed.
 */
export async function openSharedPg(count: number, opts: DriverOptions = {}): Promise<Database[]> {
  const name = `joeyfit_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  let open = count;
  return Array.from({ length: count }, () => {
    const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 4 });
    // pool.end() resolves before its clients have finished closing, so DROP … WITH (FORCE) can
    // still cut one off; as in production (db/client.ts), such idle-client errors are ignored.
    pool.on('error', () => undefined);
    const database = fromPool(pool, opts);
    return {
      ...database,
      close: async () => {
        await database.close();
        if (--open > 0) return;
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  });
}
