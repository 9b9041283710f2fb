import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@shared/schemas/goals';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from '@client/lib/api';
import type { UpdateGoalPayload } from '../goal-form';
import { invalidateGoalReads } from './invalidate-goal-reads';

/** PUT /api/goals/{id} (SPEC §7): replaces every field; SPEC §8's toasts. */
export function useUpdateGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGoalPayload }) =>
      apiJson<Goal>('PUT', `/api/goals/${id}`, body),
    onSuccess: async (goal) => {
      await invalidateGoalReads(queryClient, userId);
      toast({ title: 'Goal Updated', description: `“${goal.title}” is saved.` });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to update goal. Please try again.',
        variant: 'destructive',
      }),
  });
}
