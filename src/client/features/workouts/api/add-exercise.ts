import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Exercise, ExerciseInput } from '@shared/schemas/workouts';
import { apiJson } from '@client/lib/api';
import { conflictMessage } from './conflict';
import { invalidateWorkoutData } from './keys';
import { FAILURE, toastFailure, toastSuccess } from './toasts';

/** POST /api/exercises: appended to the workout's exercises. */
export function useAddExercise(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExerciseInput & { workoutId: string }) =>
      apiJson<Exercise>('POST', '/api/exercises', body),
    onSuccess: (exercise) => {
      toastSuccess('Exercise Added', `${exercise.name} was added to the workout.`);
    },
    // A 409 names the rule (at most 50 exercises a workout), which says more than "failed".
    onError: (error) => toastFailure(conflictMessage(error) ?? FAILURE.addExercise),
    // Refetched after failures too: a refusal often means our copy is stale. Awaited, so a
    // form stays busy until the list shows the change.
    onSettled: () => invalidateWorkoutData(queryClient, userId),
  });
}
