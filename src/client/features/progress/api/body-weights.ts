import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyWeight, BodyWeightInput } from '@shared/schemas/body-weights';
import type { Goal } from '@shared/schemas/goals';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest } from '@client/lib/api';
import { bodyWeightsKey, invalidateActivityReads } from '@client/lib/query-keys';
import { QUEUED_TOAST, submitCreate } from '@client/lib/use-pending-writes';
import { weighInToast } from '../model/weigh-ins';

/** GET /api/body-weights: the user's weigh-ins, newest first (issue 8). */
export function useBodyWeights() {
  return useQuery<BodyWeight[]>({ queryKey: bodyWeightsKey });
}

/**
 * A weigh-in moves weight-loss and weight-gain goals: the reads that show goals refetch too, and
 * XP and the leaderboards, since a goal reaching 100 % earns (issue 10).
 */
function refresh(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bodyWeightsKey }),
    invalidateActivityReads(queryClient, userId),
  ]);
}

/** The user's goals, to say whether a weigh-in moved any (weighInToast). */
type Goals = readonly Pick<Goal, 'tracking'>[] | undefined;

/**
 * POST /api/body-weights, through the outbox (issue 28 §3): with no network the weigh-in is kept
 * on this device and listed waiting to sync.
 */
export function useAddBodyWeight(userId: string, goals: Goals) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyWeightInput) =>
      submitCreate<BodyWeight>({ kind: 'weigh-in', url: '/api/body-weights', body }),
    // Offline too: the outbox keeps it (React Query would pause the mutation instead).
    networkMode: 'always',
    onSuccess: async (outcome) => {
      if (outcome.status === 'queued') {
        toast(QUEUED_TOAST);
        return;
      }
      await refresh(queryClient, userId);
      toast(weighInToast('logged', goals));
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to log your weigh-in. Please try again.',
        variant: 'destructive',
      }),
  });
}

/** DELETE /api/body-weights/{id}, after a confirmation. */
export function useDeleteBodyWeight(userId: string, goals: Goals) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/body-weights/${id}`),
    onSuccess: async () => {
      await refresh(queryClient, userId);
      toast(weighInToast('deleted', goals));
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to delete the weigh-in. Please try again.',
        variant: 'destructive',
      }),
  });
}
