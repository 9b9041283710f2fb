import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiTokens, users } from '../db/schema';
import type { CounterStore } from './counter-store';
import { HttpError } from './errors';
import { countAttempt, release } from './rate-limit';

/**
 * Personal access tokens (issue 29 §8): `Authorization: Bearer jf_…` signs a script in as the
 * token's owner. The secret is `jf_` and 32 random bytes in base64url (43 characters): the prefix
 * lets a secret scanner and a person recognise it; only its SHA-256 is stored, as for sessions.
 */
export const ACCESS_TOKEN_PREFIX = 'jf_';
const TOKEN_SHAPE = /^jf_[A-Za-z0-9_-]{43}$/;

export const newAccessToken = () => ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
export const hashAccessToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** What a list shows to tell tokens apart: the prefix and five characters (30 bits, no help to a guesser). */
export const tokenHint = (token: string) => token.slice(0, 8);

/**
 * The credentials of an `Authorization: Bearer …` header ('' when it names none), or undefined
 * when there is no header or it uses another scheme (the cookie then signs the request in).
 */
export function bearerCredentials(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer(?:[ \t]+(.*?))?[ \t]*$/i.exec(header);
  return match ? (match[1] ?? '') : undefined;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Tokens that are not valid, tried from one address (as sign-in's address limit, issue 25 §7):
 * a script whose token was revoked and that retries every few seconds stays under it, a guesser
 * gets 20 a minute. Every attempt is counted before the lookup and a valid token gives its count
 * back, so a burst of parallel guesses cannot all be looked up before any of them was counted.
 */
export const BEARER_LIMITS = { failuresPerAddressPerMinute: 20 } as const;

/** Messages a script's author reads in a 401/403/429. */
export const INVALID_TOKEN =
  'This access token is not valid (revoked, mistyped or never made): sign in to continue, or make a new token in Profile → API access';
export const BEARER_REFUSED =
  'Personal access tokens cannot manage tokens, passwords or the account; sign in in the app';

const invalidToken = () =>
  new HttpError(401, INVALID_TOKEN, { 'www-authenticate': 'Bearer error="invalid_token"' });
const tooManyFailures = (seconds: number) =>
  new HttpError(
    429,
    `Too many access tokens that are not valid were tried from this address: try again in ${seconds} seconds`,
    { 'retry-after': String(seconds) },
  );

/** The user a token signs in, and when it was last used. */
export interface TokenOwner {
  user: typeof users.$inferSelect;
  tokenId: string;
}

/**
 * Checks bearer credentials: answers the token's owner, or throws 401 (not valid) or 429 (too
 * many failures from the address). `lastUsedAt` is written at most once an hour per token, so
 * a script's reads stay reads.
 */
export function accessTokenAuth(db: Db, counters: CounterStore) {
  // Runs on every request a script makes, so it is prepared once, like the session lookup.
  const lookup = db
    .select({ user: users, tokenId: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('access_token_lookup');

  return async function ownerOf(
    credentials: string,
    address: string,
    now = new Date(),
  ): Promise<TokenOwner> {
    const key = `bearer:addr:${address}`;
    const limits = [{ key, limit: BEARER_LIMITS.failuresPerAddressPerMinute }];
    const wait = await countAttempt(counters, limits, MINUTE, now);
    if (wait !== null) {
      // A refused attempt is not a failure of its own: only checked tokens count.
      await release(counters, [key], MINUTE, now);
      throw tooManyFailures(wait);
    }
    const [row] = TOKEN_SHAPE.test(credentials)
      ? await lookup.execute({ hash: hashAccessToken(credentials) })
      : [];
    if (!row) throw invalidToken();
    await release(counters, [key], MINUTE, now);
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= HOUR) {
      await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.tokenId));
    }
    return { user: row.user, tokenId: row.tokenId };
  };
}
