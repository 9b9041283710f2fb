import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { fromPool, migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { adminUrl, databaseUrl } from './pg-urls';
import { createTestApp } from './test-app';

// For the data commands' tests (backups, the move to PostgreSQL): the real app on a DATA_DIR or
// a PostgreSQL database of the test's own, as the server opens them, rather than on the run's
// throw-away copies (test-database.ts).

async function appOn(database: Database) {
  await migrateDatabase(database);
  const t = await createTestApp({ database, env: { LEADERBOARD_SWEEP_SECONDS: '0' } });
  return {
    ...t,
    close: async () => {
      await t.close();
      await database.close();
    },
  };
}

/** The app on the embedded database in `dataDir`, opened (and locked) as the server opens it. */
export const appOnDataDir = async (dataDir: string) => appOn(await openDatabase({ dataDir }));

/** The app on the PostgreSQL database at `url`. */
export function appOnPostgres(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => undefined);
  return appOn(fromPool(pool));
}

/**
 * A PostgreSQL database of the test's own on TEST_DATABASE_URL's server: empty, or a copy of
 * `template`. `drop()` removes it, cutting off whatever is still connected.
 */
export async function scratchDatabase(template?: string) {
  const name = `joeyfit_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: databaseUrl(name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Runs a script of `scripts/` as `npm run` would, and answers its exit code and output. */
export async function runScript(file: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}
