import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from './errors';

/**
 * Fixed-window counters kept in the database so every server instance sees the same counts
 * (DESIGN §9). An attempt is reserved before the work it limits (insert-or-increment returning
 * the count, one statement), so parallel requests cannot all pass a check made before any of
 * them was counted (issue 7 §2.1).
 */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Seconds until the current window ends, for Retry-After. */
export function secondsLeft(windowMs: number, now = new Date()) {
  return Math.ceil((windowStart(now, windowMs).getTime() + windowMs - now.getTime()) / 1000);
}

export interface WindowLimit {
  key: string;
  /** Attempts allowed in one window. */
  limit: number;
}

/** A kept window older than this is of no use to any limit. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one attempt against every key and throws 429 when any of them is now over its limit.
 * The attempt stays counted either way; `release` gives it back when it should not count.
 */
export async function reserve(
  db: Db,
  limits: readonly WindowLimit[],
  windowMs: number,
  message: (seconds: number) => string,
  now = new Date(),
): Promise<void> {
  const start = windowStart(now, windowMs);
  const rows = await db
    .insert(rateLimits)
    .values(limits.map(({ key }) => ({ key, windowStart: start, count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count });
  // Old windows are useless; a sweep now and then keeps the table small without a timer.
  if (Math.random() < 0.02) {
    await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(now.getTime() - KEEP_MS)));
  }
  const over = rows.some((r) => r.count > limits.find((l) => l.key === r.key)!.limit);
  if (over) {
    const wait = secondsLeft(windowMs, now);
    throw new HttpError(429, message(wait), { 'retry-after': String(wait) });
  }
}

/** Gives back an attempt `reserve` counted (a sign-in that succeeded is not a failure). */
export async function release(db: Db, keys: readonly string[], windowMs: number, now = new Date()) {
  const start = windowStart(now, windowMs);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.windowStart, start), inArray(rateLimits.key, [...keys])));
}
