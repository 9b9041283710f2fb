import { useSyncExternalStore } from 'react';
import { cachedAtOf } from './api-cache-rules';
import { browserLocalStorage } from './storage';

/**
 * Whether the app is reaching the server (issue 28 §2), for the offline banner and anything that
 * words itself differently offline. Offline is: the browser says so (navigator.onLine and its
 * events), or the last API read failed on the network or was answered from the service worker's
 * cache (a phone can claim a connection that carries nothing). The next answer from the network
 * makes it online again. `lastSyncedAt` is when the signed-in user last had an answer from the
 * network, kept per user in localStorage so it survives an offline reload.
 */
export interface ConnectivitySnapshot {
  /** Reaching the server, as far as the page knows. */
  online: boolean;
  /** navigator.onLine: false means surely offline; true proves nothing. */
  browserOnline: boolean;
  /** The last API read was answered from the cache (the network failed or was too slow). */
  servedFromCache: boolean;
  /** When the cached answer shown last was stored (ms since the epoch), or null. */
  cachedAt: number | null;
  /** The last API answer from the network for this user (ms since the epoch), or null. */
  lastSyncedAt: number | null;
  /** The user lastSyncedAt belongs to (set by the signed-in frame). */
  userId: string | null;
}

type Listener = () => void;

const syncedKey = (userId: string) => `joeyfit.lastSynced.${userId}`;

function readSynced(userId: string | null): number | null {
  if (!userId) return null;
  try {
    const value = Number(browserLocalStorage()?.getItem(syncedKey(userId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function browserOnline() {
  return typeof navigator === 'undefined' ? true : navigator.onLine !== false;
}

/**
 * Whether the server answers at all: `/healthz` goes past the service worker (it keeps only
 * `/api` reads) and asks nothing of the database.
 */
const serverAnswers = () =>
  fetch('/healthz', { cache: 'no-store', credentials: 'omit' }).then(
    (res) => res.ok,
    () => false,
  );

/** Checks again after a read failed or came from the cache: 2, 4, 8, 16, then every 30 s. */
export const recheckDelay = (attempt: number) => Math.min(30_000, 2000 * 2 ** attempt);

/**
 * The store; `connectivity` below is the page's one instance. While the browser claims a
 * connection but the last read failed or came from the cache, the server is asked again on a
 * growing pause (`probe`), so the banner goes once it answers even if no screen reads anything
 * (a read that failed just as the network came back, or one slower than the worker waits).
 */
export function createConnectivity(
  now: () => number = Date.now,
  probe: () => Promise<boolean> = serverAnswers,
) {
  let networkFailed = false;
  let servedFromCache = false;
  let cachedAt: number | null = null;
  let userId: string | null = null;
  let lastSyncedAt: number | null = null;
  let lastPersisted = 0;
  let lastNotified = 0;
  let snapshot: ConnectivitySnapshot | null = null;
  const listeners = new Set<Listener>();

  const changed = () => {
    snapshot = null;
    listeners.forEach((listener) => listener());
  };

  let recheckTimer: ReturnType<typeof setTimeout> | undefined;
  let recheckAttempt = 0;
  const scheduleRecheck = () => {
    if (recheckTimer !== undefined) return;
    recheckTimer = setTimeout(() => {
      recheckTimer = undefined;
      // Back by other means, or surely offline (the browser's online event ends that).
      if (!(networkFailed || servedFromCache) || !browserOnline()) return;
      void probe().then((answers) => {
        if (!answers) return scheduleRecheck();
        if (!(networkFailed || servedFromCache)) return;
        recheckAttempt = 0;
        networkFailed = false;
        servedFromCache = false;
        cachedAt = null;
        changed();
      });
    }, recheckDelay(recheckAttempt++));
  };

  // The browser says the network is back: believed until a read says otherwise.
  const onOnline = () => {
    networkFailed = false;
    servedFromCache = false;
    changed();
  };
  const onOffline = () => changed();

  return {
    getSnapshot(): ConnectivitySnapshot {
      if (!snapshot) {
        const online = browserOnline();
        snapshot = {
          online: online && !networkFailed && !servedFromCache,
          browserOnline: online,
          servedFromCache,
          cachedAt,
          lastSyncedAt,
          userId,
        };
      }
      return snapshot;
    },

    subscribe(listener: Listener): () => void {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('online', onOnline);
        window.addEventListener('offline', onOffline);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('online', onOnline);
          window.removeEventListener('offline', onOffline);
        }
      };
    },

    /** The signed-in frame names its user (null when signed out). */
    setUser(id: string | null) {
      if (id === userId) return;
      userId = id;
      lastSyncedAt = readSynced(id);
      changed();
    },

    /** Every API answer passes here (lib/api.ts, lib/query-client.ts). */
    noteResponse(headers: Pick<Headers, 'get'>) {
      const stored = cachedAtOf(headers);
      if (stored !== null) {
        if (servedFromCache && cachedAt === stored) return;
        servedFromCache = true;
        cachedAt = stored;
        changed();
        scheduleRecheck();
        return;
      }
      const at = now();
      recheckAttempt = 0;
      const wasOffline = networkFailed || servedFromCache;
      networkFailed = false;
      servedFromCache = false;
      cachedAt = null;
      lastSyncedAt = at;
      // Persisted at most every 5 s: a screen's reads arrive together.
      if (userId && at - lastPersisted > 5000) {
        lastPersisted = at;
        try {
          browserLocalStorage()?.setItem(syncedKey(userId), String(at));
        } catch {
          // refused: the time is still known for this visit
        }
      }
      // Listeners hear of a new sync time at most every 30 s while nothing else changes.
      if (wasOffline || at - lastNotified > 30_000) {
        lastNotified = at;
        changed();
      }
    },

    /** A request that got no answer at all (fetch rejected: no network). */
    noteNetworkError() {
      if (networkFailed) return;
      networkFailed = true;
      changed();
      scheduleRecheck();
    },

    /** Forgets this device's sync times (sign-out). */
    forgetUser(id: string) {
      try {
        browserLocalStorage()?.removeItem(syncedKey(id));
      } catch {
        // nothing kept
      }
      if (id === userId) {
        lastSyncedAt = null;
        changed();
      }
    },
  };
}

export type Connectivity = ReturnType<typeof createConnectivity>;

export const connectivity = createConnectivity();

/** The connectivity snapshot, re-rendering when it changes. */
export function useConnectivity(): ConnectivitySnapshot {
  return useSyncExternalStore(connectivity.subscribe, connectivity.getSnapshot, () =>
    connectivity.getSnapshot(),
  );
}

/** Whether the page should treat itself as offline right now (outside React). */
export function isOffline(): boolean {
  return !connectivity.getSnapshot().online;
}
