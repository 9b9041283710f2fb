import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LastExercise } from '@shared/schemas/exercise-history';
import type { LiveWorkoutSnapshot } from '@shared/schemas/live-workouts';
import type { Routine } from '@shared/schemas/routines';
import type { RoutineExerciseBody } from '@shared/session/live';
import { ApiError, apiJson, apiRequest } from '@client/lib/api';
import { routinesKey } from '@client/lib/query-keys';
import { liveWorkoutKey } from './remote-live';

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
