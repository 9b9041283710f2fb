import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './data-dir-lock';
import {
  RestartingThread,
  startDatabaseThread,
  threadPool,
  type DatabaseThread,
  type EmbeddedConfig,
} from './embedded';
import { seedFromImage } from './image';
import { postgresPool, withoutLimits, type QueryLimits } from './postgres-pool';
import * as schema from './schema';

/** One type for both drivers: the queries are the same PostgreSQL-dialect Drizzle calls. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`; it can stand wherever a Db is taken. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite on the caller's thread, through Drizzle's PGlite driver. The server does not run this
 * way (see `fromThread`); the build's database image is migrated like this, and the benchmark
 * compares it with the thread.
 */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

/** How a database is driven; the same for every driver. */
export interface DriverOptions {
  /** Hears every statement Drizzle sends (the round-trip tests count them with it). */
  logger?: Logger;
}

export function fromPool(pool: pg.Pool, opts: DriverOptions = {}): Database {
  const db = drizzlePg(pool, { schema, logger: opts.logger }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

/**
 * PGlite in a worker thread of its own, driven through node-postgres like PostgreSQL (decision
 * 012): a slow query keeps that thread busy, not the event loop that answers HTTP.
 */
export async function fromThread(
  config: EmbeddedConfig,
  opts: DriverOptions = {},
): Promise<Database & { readonly thread: DatabaseThread }> {
  const threads = new RestartingThread(config, await startDatabaseThread(config));
  const pool = threadPool(threads);
  return {
    ...fromPool(pool, opts),
    kind: 'pglite',
    /** The thread running now (a new one after a restart). */
    get thread() {
      return threads.current;
    },
    // The pool is not ended: closing the thread ends its connection, and a query after that
    // fails at once with the thread's connection_failure (a 503), never a generic pool error.
    close: () => threads.close(),
  };
}

/**
 * PostgreSQL when a URL is given, else PGlite persisted in `dataDir` (or in memory when null),
 * in a worker thread.
 * An empty `dataDir` starts from the build's migrated image (db/image.ts); `log` hears how.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  log?: (line: string) => void;
  /** PostgreSQL's limits on each query: the server passes SERVING_LIMITS, bulk jobs none. */
  limits?: QueryLimits;
}): Promise<Database> {
  if (opts.databaseUrl) return fromPool(postgresPool(opts.databaseUrl, opts.limits));
  if (opts.dataDir === null) return fromThread({ dataDir: null });
  // Two processes on one data directory would corrupt it (data-dir-lock.ts).
  const unlock = lockDataDir(opts.dataDir);
  try {
    const dir = path.resolve(opts.dataDir, 'pglite');
    if (seedFromImage(dir)) {
      opts.log?.(`first start: the embedded database in ${dir} was copied from the build's image`);
    } else if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      opts.log?.(
        `first start: creating the embedded database in ${dir}; this takes a few seconds ` +
          'because there is no current prebuilt image (npm run build makes one)',
      );
    }
    mkdirSync(dir, { recursive: true });
    const database = await fromThread({ dataDir: dir });
    return { ...database, close: () => database.close().finally(unlock) };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** Applies the committed SQL migrations; several servers starting at once take turns. */
export async function migrateDatabase(database: Database): Promise<void> {
  const pool = (database.db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    // PGlite on this thread (fromPglite): one connection, nobody to take turns with.
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const conn = await pool.connect();
  try {
    await withoutLimits(conn, async () => {
      await conn.query('select pg_advisory_lock(4242001)');
      try {
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        // PGlite has no autovacuum, so without this its planner guesses every table's size
        // forever (decision 015 met a quadratic plan that way). PostgreSQL keeps its own.
        if (database.kind === 'pglite') await conn.query('analyze');
      } finally {
        await conn.query('select pg_advisory_unlock(4242001)').catch(() => undefined);
      }
    });
  } finally {
    conn.release();
  }
}
