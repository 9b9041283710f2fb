import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Fixed-window counters kept in the database so every server instance sees the same counts
 * (DESIGN §9). Used for failed sign-ins, where volume is tiny.
 */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

export async function countInWindow(db: Db, key: string, windowMs: number, now = new Date()) {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(now, windowMs))));
  return row?.count ?? 0;
}

export async function hitWindow(db: Db, key: string, windowMs: number, now = new Date()) {
  const start = windowStart(now, windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // Old windows are useless; drop this key's so the table stays small.
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, start)));
  return row?.count ?? 1;
}

/** Seconds until the current window ends, for Retry-After. */
export function secondsLeft(windowMs: number, now = new Date()) {
  return Math.ceil((windowStart(now, windowMs).getTime() + windowMs - now.getTime()) / 1000);
}
