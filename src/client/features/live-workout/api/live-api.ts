import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LastExercise } from '@shared/schemas/exercise-history';
import type { LiveWorkout, LiveWorkoutSnapshot } from '@shared/schemas/live-workouts';
import type { Routine } from '@shared/schemas/routines';
import type { RoutineExerciseBody } from '@shared/session/live';
import { apiJson, apiRequest } from '@client/lib/api';
import { routinesKey } from '@client/lib/query-keys';

/** GET /api/live-workout: the workout under way on any of the person's devices, or null. */
export const liveWorkoutKey = ['/api/live-workout'] as const;

export function useServerLiveWorkout() {
  return useQuery<LiveWorkout>({ queryKey: liveWorkoutKey });
}

/** GET /api/routines/{id}: the routine a live workout starts from. */
export const fetchRoutine = (id: string) =>
  apiJson<Routine>('GET', `/api/routines/${encodeURIComponent(id)}`);

/**
 * GET /api/exercises/last for each name, at once: what each exercise held last time. A name the
 * person never did, or a read that fails, is simply no "last time" (the workout still starts).
 */
export async function fetchLastTimes(
  names: readonly string[],
): Promise<Record<string, LastExercise | null>> {
  const unique = [...new Set(names)];
  const answers = await Promise.all(
    unique.map((name) =>
      apiJson<LastExercise | null>('GET', `/api/exercises/last?name=${encodeURIComponent(name)}`)
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
