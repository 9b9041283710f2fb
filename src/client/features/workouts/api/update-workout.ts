import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWorkoutBody, Workout } from '@shared/schemas/workouts';
import { apiJson } from '@client/lib/api';
import { invalidateWorkoutData } from './keys';
import { FAILURE, toastFailure, toastSuccess } from './toasts';

export interface UpdateWorkoutVars {
  id: string;
  body: Pick<UpdateWorkoutBody, 'name' | 'notes' | 'type'>;
}

/** PUT /api/workouts/{id} {name, notes, type}: other fields keep their value. */
export function useUpdateWorkout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateWorkoutVars) =>
      apiJson<Workout>('PUT', `/api/workouts/${id}`, body),
    onSuccess: (workout) => {
      toastSuccess('Workout Updated', `“${workout.name}” is saved.`);
    },
    onError: () => toastFailure(FAILURE.update),
    // Refetched after failures too: a refusal often means our copy is stale. Awaited, so a
    // form stays busy until the list shows the change.
    onSettled: () => invalidateWorkoutData(queryClient, userId),
  });
}
