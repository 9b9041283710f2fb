/**
 * The one retry schedule for writes that failed on the network or the server (issue 28 §3; the
 * outbox and the session saver alike): 2, 4, 8, 16, then 30 s at most. Pure, so it is tested alone.
 */
export const retryDelay = (attempt: number) => Math.min(30_000, 2000 * 2 ** Math.max(0, attempt));

/**
 * A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`, or null when absent
 * or unreadable. Kept between 1 s and 10 min so a wrong header neither hammers nor stalls.
 */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.min(600_000, Math.max(1000, ms));
}
