import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Workout } from '@shared/schemas/workouts';
import { apiJson } from '@client/lib/api';
import { invalidateWorkoutData } from './keys';
import { FAILURE, toastFailure, toastSuccess } from './toasts';

/**
 * POST /api/workouts/{id}/repeat: the server copies the workout and every exercise as
 * "{name} (Repeated)", done now, in one transaction (SPEC §7 Repeat workout).
 */
export function useRepeatWorkout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<Workout>('POST', `/api/workouts/${id}/repeat`),
    onSuccess: (workout) => {
      toastSuccess('Workout Repeated', `“${workout.name}” was logged for today.`);
    },
    onError: () => toastFailure(FAILURE.repeat),
    // Refetched after failures too: a refusal often means our copy is stale. Awaited, so a
    // form stays busy until the list shows the change.
    onSettled: () => invalidateWorkoutData(queryClient, userId),
  });
}
