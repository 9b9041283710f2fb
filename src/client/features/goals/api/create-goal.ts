import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@shared/schemas/goals';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from '@client/lib/api';
import type { CreateGoalPayload } from '../goal-form';
import { invalidateGoalReads } from './invalidate-goal-reads';

/** POST /api/goals (SPEC §7), with SPEC §8's toasts. */
export function useCreateGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGoalPayload) => apiJson<Goal>('POST', '/api/goals', body),
    onSuccess: async (goal) => {
      await invalidateGoalReads(queryClient, userId);
      toast({ title: 'Goal Created', description: `“${goal.title}” is on your list.` });
    },
    onError: () =>
      toast({ title: 'Error', description: 'Failed to create goal...', variant: 'destructive' }),
  });
}
