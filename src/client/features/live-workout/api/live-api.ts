import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LastExercise } from '@shared/schemas/exercise-history';
import type { LiveWorkout, LiveWorkoutSnapshot } from '@shared/schemas/live-workouts';
import type { Routine } from '@shared/schemas/routines';
import type { RoutineExerciseBody } from '@shared/session/live';
import { ApiError, apiJson, apiRequest } from '@client/lib/api';
import { usePendingWrites } from '@client/lib/outbox';
import { routinesKey } from '@client/lib/query-keys';
import { browserLocalStorage } from '@client/lib/storage';

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

/** Waits at most `ms` for a read; after that it counts as failed (a signal that never answers). */
function within<T>(ms: number, read: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), ms);
    read.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** How long a read that starts a workout or adds an exercise may take before doing without. */
export const LIVE_READ_MS = 6000;

/**
 * GET /api/routines/{id}: the routine a live workout starts from. Offline, or with no answer in
 * time, the routine comes from the list this device last read (the query cache, or the service
 * worker's copy of GET /api/routines), so a routine seen before starts with no signal. A routine
 * that is not the person's (404) is not looked for elsewhere.
 */
export async function fetchRoutine(id: string, queryClient: QueryClient): Promise<Routine> {
  try {
    return await within(
      LIVE_READ_MS,
      apiJson<Routine>('GET', `/api/routines/${encodeURIComponent(id)}`),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status !== 408 && error.status < 500) throw error;
    const known = queryClient.getQueryData<Routine[]>(routinesKey)?.find((r) => r.id === id);
    if (known) return known;
    const list = await within(LIVE_READ_MS, apiJson<Routine[]>('GET', '/api/routines'));
    const kept = list.find((r) => r.id === id);
    if (!kept) throw error;
    return kept;
  }
}

/**
 * GET /api/exercises/last for each name, at once: what each exercise held last time. A name the
 * person never did, or a read that fails or does not answer in time (offline with nothing kept),
 * is simply no "last time" (the workout still starts).
 */
export async function fetchLastTimes(
  names: readonly string[],
): Promise<Record<string, LastExercise | null>> {
  const unique = [...new Set(names)];
  const answers = await Promise.all(
    unique.map((name) =>
      within(
        LIVE_READ_MS,
        apiJson<LastExercise | null>('GET', `/api/exercises/last?name=${encodeURIComponent(name)}`),
      )
        .then((last) => [name, last] as const)
        .catch(() => [name, null] as const),
    ),
  );
  return Object.fromEntries(answers);
}

/** PUT /api/live-workout: this device's copy, so another device sees the workout under way. */
export const putSnapshot = (snapshot: LiveWorkoutSnapshot) =>
  apiRequest('PUT', '/api/live-workout', snapshot);

/** DELETE /api/live-workout: no workout is under way any more (finished or discarded). */
export function useDeleteServerLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/live-workout'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveWorkoutKey }),
  });
}

/** PUT /api/routines/{id} with the exercises as done today ("Update routine"). */
export function useUpdateRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, exercises }: { id: string; exercises: RoutineExerciseBody[] }) =>
      apiJson<Routine>('PUT', `/api/routines/${encodeURIComponent(id)}`, { exercises }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routinesKey }),
  });
}

/** POST /api/routines {name, fromWorkoutId}: the workout just saved becomes a routine. */
export function useSaveAsRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; fromWorkoutId: string }) =>
      apiJson<Routine>('POST', '/api/routines', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routinesKey }),
  });
}
