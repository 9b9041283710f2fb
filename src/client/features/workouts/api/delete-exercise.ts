import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import { conflictMessage } from './conflict';
import { invalidateWorkoutData } from './keys';
import { FAILURE, toastFailure, toastSuccess } from './toasts';

/** DELETE /api/exercises/{id}; the server refuses the last one with 409 (SPEC §5). */
export function useDeleteExercise(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string; name: string }) => {
      await apiRequest('DELETE', `/api/exercises/${id}`);
    },
    onSuccess: (_, { name }) => {
      toastSuccess('Exercise Deleted', `${name} was removed from the workout.`);
    },
    // 409: "A workout must have at least one exercise." is the answer to show.
    onError: (error) => toastFailure(conflictMessage(error) ?? FAILURE.deleteExercise),
    // Refetched after failures too: a refusal often means our copy is stale. Awaited, so a
    // form stays busy until the list shows the change.
    onSettled: () => invalidateWorkoutData(queryClient, userId),
  });
}
