import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Workout } from '@shared/schemas/workouts';
import type { User } from '@shared/schemas/users';
import { apiJson } from '@client/lib/api';
import type { EditBody } from '../form/workout-draft';
import { invalidateWorkoutData } from './keys';
import { FAILURE, toastFailure, toastSaved } from './toasts';

export interface UpdateWorkoutVars {
  id: string;
  body: EditBody;
}

/**
 * PUT /api/workouts/{id} with its exercises: the edit dialog's one Save (issue 8, bug 1). The
 * workout's exercises become exactly the list sent, in one transaction on the server.
 */
export function useUpdateWorkout(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateWorkoutVars) =>
      apiJson<Workout>('PUT', `/api/workouts/${id}`, body),
    onSuccess: (workout) => {
      toastSaved('Workout Updated', `“${workout.name}” is saved.`, workout, user);
    },
    onError: () => toastFailure(FAILURE.update),
    // Refetched after failures too: a refusal often means our copy is stale. Awaited, so a
    // form stays busy until the list shows the change.
    onSettled: () => invalidateWorkoutData(queryClient, user.id),
  });
}
