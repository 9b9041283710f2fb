import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@shared/schemas/goals';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from '@client/lib/api';
import { invalidateGoalData } from '@client/lib/query-keys';
import type { UpdateGoalPayload } from '../model/goal-form';

/** PUT /api/goals/{id} (SPEC §7): replaces every field; SPEC §8's toasts. */
export function useUpdateGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGoalPayload }) =>
      apiJson<Goal>('PUT', `/api/goals/${id}`, body),
    onSuccess: (goal) => {
      toast({ title: 'Goal Updated', description: `“${goal.title}” is saved.` });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to update goal. Please try again.',
        variant: 'destructive',
      }),
    // As workouts': refetched after failures too (a refusal often means our copy is stale), and
    // awaited, so the dialog closes onto fresh data rather than a stale card.
    onSettled: () => invalidateGoalData(queryClient, userId),
  });
}
