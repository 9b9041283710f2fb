import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSubscriptionResult, Tier } from '@shared/schemas/billing';
import { toast } from '@client/components/ui/use-toast';
import { ApiError, apiJson } from '@client/lib/api';
import { planChangeToast } from '../model/plan-change-toast';
import { invalidatePlanReads } from './invalidate-plan-reads';

export interface CreateSubscriptionInput {
  tier: Tier;
  /** Sent only when a check said it gives this tier a price. */
  discountCode: string | null;
}

/**
 * POST /api/create-subscription (SPEC §7): chooses a plan (Free downgrades). In the sandbox the
 * plan is in force when this answers; with Stripe, `clientSecret` is the first payment for the
 * page to confirm. The plan reads refetch either way (SPEC §7: it invalidates the subscription).
 */
export function useCreateSubscription({ sandbox }: { sandbox: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tier, discountCode }: CreateSubscriptionInput) =>
      apiJson<CreateSubscriptionResult>('POST', '/api/create-subscription', {
        tierId: tier.id,
        discountCode,
      }),
    onSuccess: async (result, { tier }) => {
      await invalidatePlanReads(queryClient);
      toast(planChangeToast(tier, result, sandbox));
    },
    onError: (error) =>
      toast({
        title: 'Subscription Error',
        description:
          error instanceof ApiError ? error.userMessage : 'Failed to create subscription',
        variant: 'destructive',
      }),
  });
}
