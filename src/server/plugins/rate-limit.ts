import type { CounterStore } from './counter-store';
import { HttpError } from './errors';

/**
 * Fixed-window counters kept outside the process (PostgreSQL, or Redis when REDIS_URL is set;
 * counter-store.ts) so every server instance sees the same counts (DESIGN §9). An attempt is
 * counted before the work it limits, in one atomic step that returns the count, so parallel
 * requests cannot all pass a check made before any of them was counted (issue 7 §2.1).
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

/**
 * Counts one attempt against every key. Answers the seconds until the window ends when any key
 * is now over its limit, else null. The attempt stays counted either way; `release` gives it back.
 */
export async function countAttempt(
  counters: CounterStore,
  limits: readonly WindowLimit[],
  windowMs: number,
  now = new Date(),
): Promise<number | null> {
  const counts = await counters.increment(
    limits.map((l) => l.key),
    windowStart(now, windowMs),
    windowMs,
  );
  const over = limits.some((l, i) => counts[i]! > l.limit);
  return over ? secondsLeft(windowMs, now) : null;
}

/**
 * Counts one attempt against every key and throws 429 when any of them is now over its limit.
 * The attempt stays counted either way; `release` gives it back when it should not count.
 */
export async function reserve(
  counters: CounterStore,
  limits: readonly WindowLimit[],
  windowMs: number,
  message: (seconds: number) => string,
  now = new Date(),
): Promise<void> {
  const wait = await countAttempt(counters, limits, windowMs, now);
  if (wait !== null) throw new HttpError(429, message(wait), { 'retry-after': String(wait) });
}

/** Gives back an attempt `reserve` counted (a sign-in that succeeded is not a failure). */
export async function release(
  counters: CounterStore,
  keys: readonly string[],
  windowMs: number,
  now = new Date(),
) {
  await counters.decrement(keys, windowStart(now, windowMs));
}

/** Sets the keys' counts in the current window back to 0 (a sign-in that proved the password). */
export async function clear(
  counters: CounterStore,
  keys: readonly string[],
  windowMs: number,
  now = new Date(),
) {
  await counters.reset(keys, windowStart(now, windowMs));
}
