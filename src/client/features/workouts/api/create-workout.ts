import { useMutation, useQueryClient } from '@tanstack/react-query';
import { XP_CAP_NOTE } from '@shared/progression';
import type { Progression } from '@shared/schemas/progression';
import type { Workout } from '@shared/schemas/workouts';
import type { User } from '@shared/schemas/users';
import { toast } from '@client/components/ui/use-toast';
import { progressionKey } from '@client/lib/query-keys';
import { QUEUED_TOAST, submitCreate } from '@client/lib/use-pending-writes';
import type { CreateBody } from '../form/workout-draft';
import { invalidateWorkoutData } from './keys';
import { FAILURE, toastFailure, toastSaved } from './toasts';

/**
 * POST /api/workouts with its exercises inline: one call, one transaction on the server. A
 * repeat is this call too (issue 8, item 9), titled as what the person did. The saved toast comes
 * once the reads are fresh, so it can say when today's XP is all earned (the refetched
 * progression's `dailyXpCapReached`, issue 26 §6). It goes through the outbox (issue 28 §3):
 * with no network (or no answer in time) the workout is kept on this device with its
 * Idempotency-Key, the form closes and the list shows it waiting to sync; a refusal while the
 * person waits still fails the save, as before.
 */
export function useCreateWorkout(user: User, { repeat = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBody) =>
      submitCreate<Workout>({ kind: 'workout', url: '/api/workouts', body }),
    // Offline too: the outbox keeps it (React Query would pause the mutation instead).
    networkMode: 'always',
    onError: () => toastFailure(FAILURE.create),
    // Refetched after failures too: a refusal often means our copy is stale. Awaited, so a
    // form stays busy until the list shows the change. Kept on the device: nothing to refetch.
    onSettled: async (outcome) => {
      if (outcome?.status === 'queued') {
        toast(QUEUED_TOAST);
        return;
      }
      await invalidateWorkoutData(queryClient, user.id);
      if (!outcome) return;
      const workout = outcome.data;
      const capped = queryClient.getQueryData<Progression>(progressionKey)?.dailyXpCapReached;
      const title = repeat ? 'Workout Repeated' : 'Workout Created';
      const saved = `“${workout.name}” is in your log.`;
      toastSaved(title, saved, workout, user, capped ? XP_CAP_NOTE : undefined);
    },
  });
}
