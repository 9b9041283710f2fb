import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, urlForQueryKey } from './api';
import { getQueryFn } from './query-client';

describe('urlForQueryKey (SPEC §7)', () => {
  it.each([
    [['/api/auth/user'], '/api/auth/user'],
    [['/api/workouts/u1', 'ignored'], '/api/workouts/u1'],
    [['/api/leaderboard', 'xp'], '/api/leaderboard/xp'],
    [['/api/leaderboard', 'weekly_xp', 'preview'], '/api/leaderboard/weekly_xp/preview'],
    [['/api/leaderboard', 'xp', 'other'], '/api/leaderboard/xp'],
    [['/api/leaderboard'], '/api/leaderboard'],
    [['/api/leaderboard', 3], '/api/leaderboard'],
  ])('%j reads %s', (key, url) => {
    expect(urlForQueryKey(key)).toBe(url);
  });
});

describe('ApiError (SPEC §8)', () => {
  it('reads "status: body"', () => {
    expect(new ApiError(404, '{"message":"Not found"}', 'Not Found').message).toBe(
      '404: {"message":"Not found"}',
    );
  });

  it('falls back to the status text when the body is empty', () => {
    expect(new ApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });

  it.each([
    ['{"message":"Wrong username or password"}', 'Wrong username or password'],
    ['plain text', 'plain text'],
    ['{"other":1}', '{"other":1}'],
    ['', '500: Internal Server Error'],
  ])('shows people %j as %j', (body, shown) => {
    expect(new ApiError(500, body, 'Internal Server Error').userMessage).toBe(shown);
  });
});

describe('requests (SPEC §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubFetch = (status: number, body: string) => {
    const fetch = vi.fn(async () => new Response(body || null, { status, statusText: 'X' }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('sends cookies, and JSON content type only with a body', async () => {
    const fetch = stubFetch(200, '{"id":"1"}');
    await apiRequest('PUT', '/api/users/onboarding/complete');
    await apiJson('POST', '/api/auth/login', { username: 'a', password: 'b' });
    expect(fetch.mock.calls[0]).toEqual([
      '/api/users/onboarding/complete',
      { method: 'PUT', headers: {}, body: undefined, credentials: 'include' },
    ]);
    expect(fetch.mock.calls[1]).toEqual([
      '/api/auth/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"username":"a","password":"b"}',
        credentials: 'include',
      },
    ]);
  });

  it('throws ApiError on a non-ok answer', async () => {
    stubFetch(409, '{"message":"taken"}');
    await expect(apiJson('POST', '/api/auth/register', {})).rejects.toMatchObject({
      status: 409,
      message: '409: {"message":"taken"}',
    });
  });

  it('the auth probe reads a 401 as signed out; the default read throws', async () => {
    stubFetch(401, '{"message":"Not signed in"}');
    const context = { queryKey: ['/api/auth/user'] } as never;
    await expect(getQueryFn({ on401: 'returnNull' })(context)).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context)).rejects.toBeInstanceOf(ApiError);
  });
});
