import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Workout } from '@shared/schemas/workouts';
import type { User } from '@shared/schemas/users';
import { apiJson } from '@client/lib/api';
import type { CreateBody } from '../form/workout-draft';
import { invalidateWorkoutData } from './keys';
import { FAILURE, toastFailure, toastSaved } from './toasts';

/**
 * POST /api/workouts with its exercises inline: one call, one transaction on the server. A
 * repeat is this call too (issue 8, item 9), titled as what the person did.
 */
export function useCreateWorkout(user: User, { repeat = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBody) => apiJson<Workout>('POST', '/api/workouts', body),
    onSuccess: (workout) => {
      const title = repeat ? 'Workout Repeated' : 'Workout Created';
      toastSaved(title, `“${workout.name}” is in your log.`, workout, user);
    },
    onError: () => toastFailure(FAILURE.create),
    // Refetched after failures too: a refusal often means our copy is stale. Awaited, so a
    // form stays busy until the list shows the change.
    onSettled: () => invalidateWorkoutData(queryClient, user.id),
  });
}
