import { createHmac } from 'node:crypto';
import type { LeaderboardType } from '../../../shared/schemas/progression';

/** A board's name for a user: opaque, and different on every board. */
export type EntryIds = (type: LeaderboardType, userId: string) => string;

/**
 * Board entries carry an id per board, not the account id (issue 25): an HMAC of the board and
 * the user under a key derived from the session secret. Stable across reads and restarts (the
 * client keys rows by it), but one board's ids cannot be joined to another's or to accounts.
 */
export function entryIds(sessionSecret: string): EntryIds {
  const key = createHmac('sha256', sessionSecret).update('leaderboard entry ids').digest();
  return (type, userId) =>
    createHmac('sha256', key).update(`${type}:${userId}`).digest('base64url').slice(0, 22);
}
