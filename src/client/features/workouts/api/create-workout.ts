import { useMutation, useQueryClient } from '@tanstack/react-query';
import { XP_CAP_NOTE } from '@shared/progression';
import type { Progression } from '@shared/schemas/progression';
import type { Workout } from '@shared/schemas/workouts';
import type { User } from '@shared/schemas/users';
import { apiJson } from '@client/lib/api';
import { progressionKey } from '@client/lib/query-keys';
import type { CreateBody } from '../form/workout-draft';
import { invalidateWorkoutData } from './keys';
import { FAILURE, toastFailure, toastSaved } from './toasts';

/**
 * POST /api/workouts with its exercises inline: one call, one transaction on the server. A
 * repeat is this call too (issue 8, item 9), titled as what the person did. The saved toast comes
 * once the reads are fresh, so it can say when today's XP is all earned (the refetched
 * progression's `dailyXpCapReached`, issue 26 §6).
 */
export function useCreateWorkout(user: User, { repeat = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBody) => apiJson<Workout>('POST', '/api/workouts', body),
    onError: () => toastFailure(FAILURE.create),
    // Refetched after failures too: a refusal often means our copy is stale. Awaited, so a
    // form stays busy until the list shows the change.
    onSettled: async (workout) => {
      await invalidateWorkoutData(queryClient, user.id);
      if (!workout) return;
      const capped = queryClient.getQueryData<Progression>(progressionKey)?.dailyXpCapReached;
      const title = repeat ? 'Workout Repeated' : 'Workout Created';
      const saved = `“${workout.name}” is in your log.`;
      toastSaved(title, saved, workout, user, capped ? XP_CAP_NOTE : undefined);
    },
  });
}
