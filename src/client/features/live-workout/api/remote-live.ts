import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveWorkout } from '@shared/schemas/live-workouts';
import { apiRequest } from '@client/lib/api';
import { usePendingWrites } from '@client/lib/outbox';
import { browserLocalStorage } from '@client/lib/storage';

// The workout under way as the server has it (issue 27 §3), for Home's notice as well as the
// live workout screen: on its own, so Home's first load carries none of the screen's reads.

/** GET /api/live-workout: the workout under way on any of the person's devices, or null. */
export const liveWorkoutKey = ['/api/live-workout'] as const;

export function useServerLiveWorkout() {
  return useQuery<LiveWorkout>({ queryKey: liveWorkoutKey });
}

/**
 * The workout under way on another device, as far as this one knows: the server's answer (which
 * may be the service worker's last copy, offline) less a workout this device has finished and
 * keeps waiting to sync, or has discarded while offline. Either is no longer under way, though
 * the server may not have heard yet. A discard made offline is told to the server here, once the
 * network is back.
 */
export function useRemoteLive(userId: string): NonNullable<LiveWorkout>['snapshot'] | null {
  const server = useServerLiveWorkout();
  const pending = usePendingWrites('workout');
  const queryClient = useQueryClient();
  useEffect(() => {
    const settle = () => void settleDiscardedLive(userId, queryClient);
    settle();
    window.addEventListener('online', settle);
    return () => window.removeEventListener('online', settle);
  }, [userId, queryClient]);
  const snapshot = server.data?.snapshot;
  if (!snapshot) return null;
  if (snapshot.key === discardedKey(userId)) return null;
  if (pending.some((w) => w.key === snapshot.key)) return null;
  return snapshot;
}

const discardedStorageKey = (userId: string) => `joeyfit:live-discarded:${userId}`;

const discardedKey = (userId: string) => {
  try {
    return browserLocalStorage()?.getItem(discardedStorageKey(userId)) ?? null;
  } catch {
    return null;
  }
};

/**
 * A workout under way is discarded (here, or the one of another device): the server's copy goes
 * at once, or, with no network, when it is back (useRemoteLive settles it), and only if the
 * server's copy is still that workout, so one started since on another device stays.
 */
export async function discardServerLive(userId: string, key: string, queryClient: QueryClient) {
  try {
    browserLocalStorage()?.setItem(discardedStorageKey(userId), key);
  } catch {
    // not kept: the DELETE below is the only try
  }
  await settleDiscardedLive(userId, queryClient);
}

let settling: Promise<void> | null = null;

async function settleDiscardedLive(userId: string, queryClient: QueryClient): Promise<void> {
  const key = discardedKey(userId);
  if (!key || navigator.onLine === false || settling) return settling ?? undefined;
  settling = (async () => {
    try {
      const res = await apiRequest('GET', '/api/live-workout');
      // The service worker's copy says nothing of now: only a network answer counts.
      if (res.headers.get('X-Joeyfit-Cached-At')) return;
      const server = (await res.json()) as LiveWorkout;
      if (server?.snapshot.key === key) await apiRequest('DELETE', '/api/live-workout');
      browserLocalStorage()?.removeItem(discardedStorageKey(userId));
      await queryClient.invalidateQueries({ queryKey: liveWorkoutKey });
    } catch {
      // still offline, or signed out: tried again when the network is back
    } finally {
      settling = null;
    }
  })();
  return settling;
}
