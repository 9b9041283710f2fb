// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Routine } from '@shared/schemas/routines';
import { routinesKey } from '@client/lib/query-keys';
import { fetchLastTimes, fetchRoutine, LIVE_READ_MS } from './live-api';
import { discardServerLive } from './remote-live';

/** Issue 28: the live workout's reads and writes with no signal. */
const routine = (id: string, name: string) =>
  ({ id, name, notes: null, exercises: [], lastDoneAt: null }) as unknown as Routine;
const ROW = routine('r1', 'Pull Day');

type Handler = (method: string, url: string) => Response | Promise<Response>;
let calls: string[];
function serve(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      return handler(method, url);
    }),
  );
}
const offlineFetch: Handler = () => Promise.reject(new TypeError('Failed to fetch'));
const never: Handler = () => new Promise<Response>(() => undefined);

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('fetchRoutine offline', () => {
  it('online: the routine read', async () => {
    serve(() => Response.json(ROW));
    expect(await fetchRoutine('r1', new QueryClient())).toEqual(ROW);
  });

  it('offline: the routine from the list this device last read (the query cache)', async () => {
    serve(offlineFetch);
    const queryClient = new QueryClient();
    queryClient.setQueryData(routinesKey, [routine('r0', 'Legs'), ROW]);
    expect(await fetchRoutine('r1', queryClient)).toEqual(ROW);
  });

  it('offline with no cache: the list read (the service worker answers it from its copy)', async () => {
    serve((_m, url) =>
      url === '/api/routines' ? Response.json([ROW]) : Promise.reject(new TypeError('offline')),
    );
    expect(await fetchRoutine('r1', new QueryClient())).toEqual(ROW);
    expect(calls).toEqual(['GET /api/routines/r1', 'GET /api/routines']);
  });

  it('a routine that is not the person’s (404) is not looked for elsewhere', async () => {
    serve(() => new Response('{"message":"Routine not found"}', { status: 404 }));
    await expect(fetchRoutine('r1', new QueryClient())).rejects.toMatchObject({ status: 404 });
    expect(calls).toEqual(['GET /api/routines/r1']);
  });

  it('offline and never read: fails (the page says so and offers an empty workout)', async () => {
    serve(offlineFetch);
    await expect(fetchRoutine('r1', new QueryClient())).rejects.toBeInstanceOf(TypeError);
  });
});

describe('fetchLastTimes with no signal', () => {
  it('a read that never answers is no "last time" after LIVE_READ_MS', async () => {
    vi.useFakeTimers();
    serve(never);
    const read = fetchLastTimes(['Barbell Row', 'Barbell Row']);
    await vi.advanceTimersByTimeAsync(LIVE_READ_MS + 1);
    expect(await read).toEqual({ 'Barbell Row': null });
    expect(calls).toHaveLength(1);
  });
});

describe('discardServerLive', () => {
  const snapshot = (key: string) => ({ snapshot: { key }, updatedAt: '2026-11-27T10:00:00.000Z' });

  it('online: deletes the server’s copy when it is that workout', async () => {
    serve((method) => (method === 'GET' ? Response.json(snapshot('k1')) : new Response(null)));
    await discardServerLive('u1', 'k1', new QueryClient());
    expect(calls).toEqual(['GET /api/live-workout', 'DELETE /api/live-workout']);
    expect(localStorage.getItem('joeyfit:live-discarded:u1')).toBeNull();
  });

  it('leaves a workout started since on another device', async () => {
    serve(() => Response.json(snapshot('k2')));
    await discardServerLive('u1', 'k1', new QueryClient());
    expect(calls).toEqual(['GET /api/live-workout']);
  });

  it('offline: remembered, nothing fetched; back online it is settled once', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve((method) => (method === 'GET' ? Response.json(snapshot('k1')) : new Response(null)));
    await discardServerLive('u1', 'k1', new QueryClient());
    expect(calls).toEqual([]);
    expect(localStorage.getItem('joeyfit:live-discarded:u1')).toBe('k1');

    onLine.mockReturnValue(true);
    await discardServerLive('u1', 'k1', new QueryClient());
    expect(calls).toEqual(['GET /api/live-workout', 'DELETE /api/live-workout']);
    expect(localStorage.getItem('joeyfit:live-discarded:u1')).toBeNull();
  });

  it("the service worker's copy of the read says nothing of now: kept for a network answer", async () => {
    serve(() =>
      Response.json(snapshot('k1'), { headers: { 'X-Joeyfit-Cached-At': '2026-11-27T09:00Z' } }),
    );
    await discardServerLive('u1', 'k1', new QueryClient());
    expect(calls).toEqual(['GET /api/live-workout']);
    expect(localStorage.getItem('joeyfit:live-discarded:u1')).toBe('k1');
  });
});
