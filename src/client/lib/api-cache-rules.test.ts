import { describe, expect, it } from 'vitest';
import {
  CACHED_AT_HEADER,
  cacheKeyFor,
  cachedAtOf,
  forStorage,
  fromStorage,
  isCacheableRead,
  isServerFailure,
  mayStore,
  requestUser,
  STORED_AT_HEADER,
  USER_HEADER,
  userOfCacheKey,
} from './api-cache-rules';

const ORIGIN = 'https://joeyfit.example';
const read = (path: string, user: string | null = 'u1', method = 'GET', origin = ORIGIN) => ({
  method,
  url: `${origin}${path}`,
  headers: new Headers(user ? { [USER_HEADER]: user } : {}),
});
const answer = (status: number, user: string | null, body = '{"ok":true}') =>
  new Response(status === 204 ? null : body, {
    status,
    headers: {
      'content-type': 'application/json',
      ...(user ? { [USER_HEADER]: user } : {}),
    },
  });

describe('which requests use the API cache (issue 28 §2)', () => {
  it.each([
    '/api/auth/user',
    '/api/auth/options',
    '/api/dashboard/u1',
    '/api/workouts/u1/page?cursor=abc',
    '/api/progress/u1/lifts?weeks=1',
    '/api/routines',
    '/api/me/entitlements',
    '/api/leaderboard/weekly_xp/preview',
    '/api/live-workout',
  ])('a signed-in GET %s is cached', (path) => {
    expect(isCacheableRead(read(path), ORIGIN)).toBe(true);
  });

  it.each([
    '/api/auth/sessions/end-all',
    '/api/auth/login',
    '/api/login',
    '/api/logout',
    '/api/callback?code=1',
    '/api/billing/config',
    '/api/subscription',
    '/api/subscription-tiers',
    '/api/export?format=csv',
    '/api/transcribe',
    '/api/docs/json',
    '/api/tokens',
  ])('%s is never cached', (path) => {
    expect(isCacheableRead(read(path), ORIGIN)).toBe(false);
  });

  it('only GETs, only this origin, only under /api/, only with a user named', () => {
    expect(isCacheableRead(read('/api/routines', 'u1', 'POST'), ORIGIN)).toBe(false);
    expect(isCacheableRead(read('/api/routines', 'u1', 'PUT'), ORIGIN)).toBe(false);
    expect(
      isCacheableRead(read('/api/routines', 'u1', 'GET', 'https://evil.example'), ORIGIN),
    ).toBe(false);
    expect(isCacheableRead(read('/healthz'), ORIGIN)).toBe(false);
    expect(isCacheableRead(read('/assets/app.js'), ORIGIN)).toBe(false);
    expect(isCacheableRead(read('/apix/routines'), ORIGIN)).toBe(false);
    expect(isCacheableRead(read('/api/routines', null), ORIGIN)).toBe(false);
    expect(isCacheableRead({ ...read('/api/routines'), url: 'not a url' }, ORIGIN)).toBe(false);
  });

  it('a user header must be an id, not anything', () => {
    expect(requestUser(new Headers({ [USER_HEADER]: ' 7f3c-a1 ' }))).toBe('7f3c-a1');
    expect(requestUser(new Headers({ [USER_HEADER]: 'a b' }))).toBeNull();
    expect(requestUser(new Headers({ [USER_HEADER]: 'x'.repeat(129) }))).toBeNull();
    expect(requestUser(new Headers({ [USER_HEADER]: '' }))).toBeNull();
    expect(requestUser(new Headers())).toBeNull();
  });
});

describe('cache keys are per user', () => {
  it('adds the user to the URL, keeping its own query', () => {
    const a = cacheKeyFor(`${ORIGIN}/api/workouts/u1/page?cursor=x#frag`, 'u1');
    expect(a).toBe(`${ORIGIN}/api/workouts/u1/page?cursor=x&__joeyfit_user=u1`);
    expect(userOfCacheKey(a)).toBe('u1');
  });

  it('two users never share a key, and a URL cannot choose its user', () => {
    const url = `${ORIGIN}/api/routines`;
    expect(cacheKeyFor(url, 'u1')).not.toBe(cacheKeyFor(url, 'u2'));
    const forged = cacheKeyFor(`${url}?__joeyfit_user=u2`, 'u1');
    expect(userOfCacheKey(forged)).toBe('u1');
    expect(new URL(forged).searchParams.getAll('__joeyfit_user')).toEqual(['u1']);
  });

  it('a URL that is not a key has no user', () => {
    expect(userOfCacheKey(`${ORIGIN}/api/routines`)).toBeNull();
    expect(userOfCacheKey('nonsense')).toBeNull();
  });
});

describe('what is stored', () => {
  it('a 200 made for the user who asked', () => {
    expect(mayStore('u1', answer(200, 'u1'))).toBe(true);
  });

  it('never an answer for someone else, for nobody, or that is not a 200', () => {
    expect(mayStore('u1', answer(200, 'u2'))).toBe(false);
    expect(mayStore('u1', answer(200, null))).toBe(false);
    expect(mayStore(null, answer(200, 'u1'))).toBe(false);
    expect(mayStore('u1', answer(401, 'u1'))).toBe(false);
    expect(mayStore('u1', answer(204, 'u1'))).toBe(false);
    expect(mayStore('u1', answer(500, 'u1'))).toBe(false);
  });
});

describe('server failures', () => {
  it('a 5xx falls back like no network; any other status is an answer', () => {
    for (const status of [500, 502, 503, 504])
      expect(isServerFailure(status), `${status}`).toBe(true);
    for (const status of [200, 204, 304, 400, 401, 403, 404, 429]) {
      expect(isServerFailure(status), `${status}`).toBe(false);
    }
  });
});

describe('stored and served answers', () => {
  it('are marked with when they were stored, and keep their body and headers', async () => {
    const stored = forStorage(
      answer(200, 'u1', '{"name":"Ada"}'),
      new Date('2026-11-27T10:42:00Z'),
    );
    expect(stored.headers.get(STORED_AT_HEADER)).toBe('2026-11-27T10:42:00.000Z');
    const served = fromStorage(stored, 'u1')!;
    expect(served.headers.get(CACHED_AT_HEADER)).toBe('2026-11-27T10:42:00.000Z');
    expect(served.headers.get(STORED_AT_HEADER)).toBeNull();
    expect(served.headers.get('content-type')).toBe('application/json');
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual({ name: 'Ada' });
    expect(cachedAtOf(served.headers)).toBe(Date.parse('2026-11-27T10:42:00Z'));
  });

  it('a stored answer of another user is never served', () => {
    const stored = forStorage(answer(200, 'u1'), new Date());
    expect(fromStorage(stored, 'u2')).toBeNull();
    expect(fromStorage(stored, null)).toBeNull();
  });

  it('a network answer has no cached time', () => {
    expect(cachedAtOf(answer(200, 'u1').headers)).toBeNull();
    expect(cachedAtOf(new Headers({ [CACHED_AT_HEADER]: 'garbage' }))).toBeNull();
  });
});
