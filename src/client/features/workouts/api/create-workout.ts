import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWorkoutInput, Workout } from '@shared/schemas/workouts';
import { apiJson } from '@client/lib/api';
import { invalidateWorkoutData } from './keys';
import { FAILURE, toastFailure, toastSuccess } from './toasts';

/** POST /api/workouts with its exercises inline: one call, one transaction on the server. */
export function useCreateWorkout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWorkoutInput) => apiJson<Workout>('POST', '/api/workouts', body),
    onSuccess: (workout) => {
      toastSuccess('Workout Created', `“${workout.name}” is in your log.`);
    },
    onError: () => toastFailure(FAILURE.create),
    // Refetched after failures too: a refusal often means our copy is stale. Awaited, so a
    // form stays busy until the list shows the change.
    onSettled: () => invalidateWorkoutData(queryClient, userId),
  });
}
