import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import { invalidateWorkoutData } from './keys';
import { FAILURE, toastFailure, toastSuccess } from './toasts';

/** DELETE /api/workouts/{id}: its exercises go with it (issue 3). */
export function useDeleteWorkout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string; name: string }) => {
      await apiRequest('DELETE', `/api/workouts/${id}`);
    },
    onSuccess: (_, { name }) => {
      toastSuccess('Workout Deleted', `“${name}” was removed from your log.`);
    },
    onError: () => toastFailure(FAILURE.delete),
    // Refetched after failures too: a refusal often means our copy is stale. Awaited, so a
    // form stays busy until the list shows the change.
    onSettled: () => invalidateWorkoutData(queryClient, userId),
  });
}
