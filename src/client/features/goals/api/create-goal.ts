import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@shared/schemas/goals';
import { toast } from '@client/components/ui/use-toast';
import { invalidateGoalData } from '@client/lib/query-keys';
import { QUEUED_TOAST, submitCreate } from '@client/lib/use-pending-writes';
import type { CreateGoalPayload } from '../model/goal-form';

/**
 * POST /api/goals (SPEC §7), with SPEC §8's toasts, through the outbox (issue 28 §3): with no
 * network the goal is kept on this device and shown waiting to sync.
 */
export function useCreateGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGoalPayload) =>
      submitCreate<Goal>({ kind: 'goal', url: '/api/goals', body }),
    // Offline too: the outbox keeps it (React Query would pause the mutation instead).
    networkMode: 'always',
    onError: () =>
      toast({ title: 'Error', description: 'Failed to create goal...', variant: 'destructive' }),
    // As workouts': refetched after failures too (a refusal often means our copy is stale), and
    // awaited, so the dialog closes onto fresh data. Kept on the device: nothing to refetch.
    onSettled: async (outcome) => {
      if (outcome?.status === 'queued') {
        toast(QUEUED_TOAST);
        return;
      }
      await invalidateGoalData(queryClient, userId);
      if (outcome) {
        toast({ title: 'Goal Created', description: `“${outcome.data.title}” is on your list.` });
      }
    },
  });
}
