import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { preparedSql } from '../db/prepared';
import { arrayLiteral } from '../db/sql-json';
import { rateLimits } from '../db/schema';
import type { Env } from '../env';
import { redisCounters } from './redis-counters';

/**
 * Where the rate-limit windows are counted (plugins/rate-limit.ts). Every instance of the app
 * must count in the same place, so it is never this process's memory: the database by default,
 * Redis when REDIS_URL is set (decision 023).
 */
export interface CounterStore {
  readonly kind: 'postgres' | 'redis';
  /**
   * Adds one to each key's count in the window that starts at `start` and lasts `windowMs`, all
   * keys in one atomic step, and answers the counts after it, in the order of `keys`.
   */
  increment(keys: readonly string[], start: Date, windowMs: number): Promise<number[]>;
  /** Takes one back from each key's count in the window starting at `start`, never below 0. */
  decrement(keys: readonly string[], start: Date): Promise<void>;
  /** Sets each key's count in the window starting at `start` back to 0. */
  reset(keys: readonly string[], start: Date): Promise<void>;
  close(): Promise<void>;
}

/** A kept window older than this is of no use to any limit. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * One insert-or-increment of every key, prepared once per connection: the hottest statement of
 * a flood (every sign-in attempt, every public share view) is never parsed and planned again.
 */
const incrementSql = preparedSql<{ key: string; count: number }>(
  'rate_limit_increment',
  sql`insert into rate_limits (key, window_start, count)
      select k, ${sql.placeholder('start')}::timestamptz, 1
        from unnest(${sql.placeholder('keys')}::text[]) as k
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning key, count`,
);

/** The `rate_limits` table: one insert-or-increment statement per attempt. */
export function postgresCounters(db: Db): CounterStore {
  return {
    kind: 'postgres',
    async increment(keys, start) {
      const rows = await incrementSql(db, {
        keys: arrayLiteral(keys),
        start: start.toISOString(),
      });
      // Old windows are useless; a sweep now and then keeps the table small without a timer.
      if (Math.random() < 0.02) {
        await db
          .delete(rateLimits)
          .where(lt(rateLimits.windowStart, new Date(start.getTime() - KEEP_MS)));
      }
      const count = new Map(rows.map((r) => [r.key, r.count]));
      return keys.map((key) => count.get(key)!);
    },
    async decrement(keys, start) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.windowStart, start), inArray(rateLimits.key, [...keys])));
    },
    async reset(keys, start) {
      await db
        .delete(rateLimits)
        .where(and(eq(rateLimits.windowStart, start), inArray(rateLimits.key, [...keys])));
    },
    close: async () => undefined,
  };
}

/** Chosen once at start: Redis when REDIS_URL is set, else the app's own database. */
export function openCounterStore(env: Env, db: Db, log: FastifyBaseLogger): CounterStore {
  if (!env.REDIS_URL) return postgresCounters(db);
  return redisCounters(env.REDIS_URL, { prefix: env.REDIS_KEY_PREFIX, log });
}
