import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Exercise, ExerciseInput } from '@shared/schemas/workouts';
import { apiJson } from '@client/lib/api';
import { invalidateWorkoutData } from './keys';
import { FAILURE, toastFailure } from './toasts';

/**
 * PUT /api/exercises/{id}: replaces every field. Success shows no toast (SPEC §8 has none): the
 * row closing with its new summary says it.
 */
export function useUpdateExercise(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ExerciseInput }) =>
      apiJson<Exercise>('PUT', `/api/exercises/${id}`, body),
    onError: () => toastFailure(FAILURE.updateExercise),
    // Refetched after failures too: a refusal often means our copy is stale. Awaited, so a
    // form stays busy until the list shows the change.
    onSettled: () => invalidateWorkoutData(queryClient, userId),
  });
}
