/**
 * The rules of the service worker's API cache (issue 28 §2), pure so they are unit tested and the
 * same in the worker (src/client/sw/sw.ts) and the page (the header names, the cache's name).
 *
 * Signed-in reads are answered network first, the last good answer kept as the fallback. An
 * answer is kept per user: the page names its user in `X-Joeyfit-User` on every API request, the
 * server names the session's user in its answer's `X-Joeyfit-User`, and an answer is stored only
 * when the two agree, under a key that includes the user. An answer taken from the cache carries
 * `X-Joeyfit-Cached-At` (when it was stored, ISO) so the page knows it is showing old data.
 */

/** The Cache Storage cache holding API answers; sign-out deletes it. */
export const API_CACHE_NAME = 'joeyfit-api';
/** Build files loaded online that the precache leaves out (sw.ts). Not per user: code only. */
export const ASSETS_CACHE_NAME = 'joeyfit-assets';
/** Request: the user the page believes is signed in. Answer: the session's user. */
export const USER_HEADER = 'X-Joeyfit-User';
/** On an answer served from the cache: when it was stored (ISO 8601). */
export const CACHED_AT_HEADER = 'X-Joeyfit-Cached-At';
/** On a stored copy only: when it was stored. Renamed to CACHED_AT_HEADER when served. */
export const STORED_AT_HEADER = 'X-Joeyfit-Stored-At';
/** The query parameter that makes a cache key per user (never sent to the server). */
export const USER_KEY_PARAM = '__joeyfit_user';
/** How long the network may take before the last good answer is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 4;
/** Kept at most, oldest dropped first; and never older than this. */
export const MAX_ENTRIES = 400;
export const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * API reads never kept on the device: the sign-in machinery (apart from the auth probe, which
 * offline boot needs to know who was signed in, and the sign-in options Profile reads), billing (prices, subscription state and checkout
 * must be live), data exports (large, and a download the person asked for now), the API docs,
 * and access tokens (a revoked token must never be shown as alive, even offline).
 * Everything that is not a GET is never kept either (isCacheableRead).
 */
export const NEVER_CACHED: readonly RegExp[] = [
  /^\/api\/auth\/(?!(user|options)$)/,
  /^\/api\/(login|logout|callback)(\/|$)/,
  /^\/api\/(billing|subscription|subscription-tiers|create-subscription|discount-codes|webhooks)(\/|$)/,
  /^\/api\/transcribe(\/|$)/,
  /^\/api\/export(\/|$)/,
  /^\/api\/docs(\/|$)/,
  /^\/api\/tokens(\/|$)/,
];

/** A user id the page may name: a short token, nothing that could smuggle a header. */
const USER_ID = /^[\w.:@-]{1,128}$/;

/** The user a request names, or null when it names none (or something that is not an id). */
export function requestUser(headers: Pick<Headers, 'get'>): string | null {
  const value = headers.get(USER_HEADER)?.trim();
  return value && USER_ID.test(value) ? value : null;
}

/**
 * Whether the worker handles this request with the API cache: a same-origin GET under /api/
 * that names its user and is not in NEVER_CACHED. Anything else goes to the network untouched.
 */
export function isCacheableRead(
  request: { method: string; url: string; headers: Pick<Headers, 'get'> },
  origin: string,
): boolean {
  if (request.method !== 'GET') return false;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return false;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/api/')) return false;
  if (NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) return false;
  return requestUser(request.headers) !== null;
}

/** The cache key of a read for a user: its URL with the user as one more query parameter. */
export function cacheKeyFor(url: string, user: string): string {
  const key = new URL(url);
  key.hash = '';
  key.searchParams.delete(USER_KEY_PARAM);
  key.searchParams.append(USER_KEY_PARAM, user);
  return key.href;
}

/**
 * Whether an answer may be stored for the user the request named: a 200 whose own user header
 * is that same user (an answer for someone else, or for nobody, is never kept).
 */
export function mayStore(
  user: string | null,
  response: { status: number; headers: Pick<Headers, 'get'> },
): boolean {
  if (!user || response.status !== 200) return false;
  return response.headers.get(USER_HEADER)?.trim() === user;
}

/**
 * Whether a network answer is a failure of the server (5xx: down, restarting, a proxy with no
 * upstream) rather than an answer: the worker then falls back to the last good answer, as when
 * the network is gone, and when it has none the page sees no answer at all.
 */
export function isServerFailure(status: number): boolean {
  return status >= 500;
}

/** The copy to store: the answer with when it was stored. */
export function forStorage(response: Response, now: Date): Response {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, now.toISOString());
  headers.delete(CACHED_AT_HEADER);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * A stored answer as the page receives it: marked with when it was stored, and only when it is
 * the requesting user's (null otherwise, so it is not used).
 */
export function fromStorage(cached: Response, user: string | null): Response | null {
  if (!mayStore(user, cached)) return null;
  const headers = new Headers(cached.headers);
  const storedAt = headers.get(STORED_AT_HEADER) ?? headers.get('date');
  const when = storedAt ? new Date(storedAt) : null;
  headers.delete(STORED_AT_HEADER);
  headers.set(
    CACHED_AT_HEADER,
    when && !Number.isNaN(when.getTime()) ? when.toISOString() : new Date(0).toISOString(),
  );
  return new Response(cached.body, {
    status: cached.status,
    statusText: cached.statusText,
    headers,
  });
}

/** When a page's answer came from the cache (its stored time in ms), or null when from the network. */
export function cachedAtOf(headers: Pick<Headers, 'get'>): number | null {
  const value = headers.get(CACHED_AT_HEADER);
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Messages the page posts to the worker. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The user a cache key (cacheKeyFor) belongs to, or null for any other URL. */
export function userOfCacheKey(key: string): string | null {
  try {
    const user = new URL(key).searchParams.get(USER_KEY_PARAM);
    return user && USER_ID.test(user) ? user : null;
  } catch {
    return null;
  }
}
