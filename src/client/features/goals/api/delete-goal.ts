import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@shared/schemas/goals';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest } from '@client/lib/api';
import { invalidateGoalData } from '@client/lib/query-keys';

/** DELETE /api/goals/{id} (SPEC §7, 204), after the confirmation of SPEC §5; SPEC §8's toasts. */
export function useDeleteGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: Pick<Goal, 'id' | 'title'>) =>
      apiRequest('DELETE', `/api/goals/${goal.id}`).then(() => goal),
    onSuccess: (goal) => {
      toast({ title: 'Goal Deleted', description: `“${goal.title}” was removed.` });
    },
    onError: () =>
      toast({ title: 'Error', description: 'Failed to delete goal...', variant: 'destructive' }),
    // As workouts': refetched after failures too (a refusal often means our copy is stale), and
    // awaited, so the dialog closes onto fresh data rather than a stale card.
    onSettled: () => invalidateGoalData(queryClient, userId),
  });
}
