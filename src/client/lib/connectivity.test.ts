// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHED_AT_HEADER } from './api-cache-rules';
import { createConnectivity, recheckDelay } from './connectivity';

const network = new Headers();
const cached = (at: string) => new Headers({ [CACHED_AT_HEADER]: at });
/** A server that never answers the re-check. */
const never = () => Promise.resolve(false);

describe('connectivity (issue 28 §2)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is online until a read fails or comes from the cache, and online again on a network answer', () => {
    let now = 1_000_000;
    const store = createConnectivity(() => now, never);
    store.setUser('u1');
    expect(store.getSnapshot()).toMatchObject({ online: true, lastSyncedAt: null });

    store.noteResponse(network);
    expect(store.getSnapshot()).toMatchObject({ online: true, lastSyncedAt: 1_000_000 });

    store.noteResponse(cached('2026-11-27T10:42:00.000Z'));
    expect(store.getSnapshot()).toMatchObject({
      online: false,
      servedFromCache: true,
      cachedAt: Date.parse('2026-11-27T10:42:00.000Z'),
      lastSyncedAt: 1_000_000,
    });

    now += 60_000;
    store.noteResponse(network);
    expect(store.getSnapshot()).toMatchObject({
      online: true,
      servedFromCache: false,
      lastSyncedAt: 1_060_000,
    });

    store.noteNetworkError();
    expect(store.getSnapshot().online).toBe(false);
  });

  it('follows navigator.onLine and its events', () => {
    const store = createConnectivity(Date.now, never);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ online: false, browserOnline: false });

    store.noteNetworkError();
    store.noteResponse(cached('2026-11-27T10:42:00.000Z'));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(store.getSnapshot()).toMatchObject({
      online: true,
      browserOnline: true,
      servedFromCache: false,
    });
    unsubscribe();
  });

  it('asks the server again after a failed or cached read, on a growing pause, until it answers', async () => {
    expect([0, 1, 2, 3, 4, 9].map(recheckDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
    vi.useFakeTimers();
    try {
      let answers = false;
      const probe = vi.fn(() => Promise.resolve(answers));
      const store = createConnectivity(Date.now, probe);
      store.noteNetworkError();
      expect(store.getSnapshot().online).toBe(false);

      await vi.advanceTimersByTimeAsync(1999);
      expect(probe).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(probe).toHaveBeenCalledTimes(1);
      expect(store.getSnapshot().online).toBe(false);

      // A cached read meanwhile does not start a second schedule.
      store.noteResponse(cached('2026-11-27T10:42:00.000Z'));
      answers = true;
      await vi.advanceTimersByTimeAsync(4000);
      expect(probe).toHaveBeenCalledTimes(2);
      expect(store.getSnapshot()).toMatchObject({ online: true, servedFromCache: false });

      // Online again by a read: nothing more is asked.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(probe).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the last sync time per user across instances, and forgets it on sign-out', () => {
    const first = createConnectivity(() => 5_000_000);
    first.setUser('u1');
    first.noteResponse(network);

    const later = createConnectivity(() => 9_000_000);
    later.setUser('u1');
    expect(later.getSnapshot().lastSyncedAt).toBe(5_000_000);
    later.setUser('u2');
    expect(later.getSnapshot().lastSyncedAt).toBeNull();

    later.setUser('u1');
    later.forgetUser('u1');
    expect(later.getSnapshot().lastSyncedAt).toBeNull();
    expect(createConnectivity().getSnapshot().lastSyncedAt).toBeNull();
  });

  it('gives the same snapshot object until something changes', () => {
    const store = createConnectivity();
    const a = store.getSnapshot();
    expect(store.getSnapshot()).toBe(a);
    store.noteNetworkError();
    expect(store.getSnapshot()).not.toBe(a);
  });
});
