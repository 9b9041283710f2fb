// The two databases every server bench runs on, each made for the run and removed after it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The PostgreSQL server the benches make their databases on (BENCH_DATABASE_URL). */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A throw-away PostgreSQL database on the server `adminUrl` names (a clone of `template` when
 * given), and its removal.
 */
export async function throwAwayDatabase(adminUrl: string, template?: string) {
  const name = `joeyfit_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** What the server's environment needs to use it (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  /** PostgreSQL's name for the database (to find its backends); none for PGlite. */
  name?: string;
}

/**
 * Runs `bench` on the embedded database in a fresh DATA_DIR, then, when ADMIN_URL answers, on a
 * fresh PostgreSQL database (saying so when it does not), removing each afterwards; answers what
 * the runs returned, in that order. `skip` leaves a kind out.
 */
export async function onEachDatabase<T>(
  bench: (db: BenchDatabase) => Promise<T>,
  skip: { pglite?: boolean; postgres?: boolean } = {},
): Promise<T[]> {
  const results: T[] = [];
  if (!skip.pglite) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'joeyfit-bench-'));
    try {
      results.push(await bench({ kind: 'pglite', env: { DATA_DIR: dataDir } }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (skip.postgres) return results;
  const probe = new pg.Client({ connectionString: ADMIN_URL });
  const reachable = await probe.connect().then(
    () => probe.end().then(() => true),
    () => false,
  );
  if (!reachable) {
    console.log(`\nPostgreSQL at ${ADMIN_URL} did not answer: its half is skipped.`);
    return results;
  }
  const database = await throwAwayDatabase(ADMIN_URL);
  try {
    results.push(
      await bench({ kind: 'postgres', env: { DATABASE_URL: database.url }, name: database.name }),
    );
  } finally {
    await database.drop();
  }
  return results;
}
