import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/components/ui/use-toast';
import { invalidatePlanReads } from '../api/invalidate-plan-reads';
import type { RestoreOutcome, StorePurchases } from '../mobile/store-types';

const FAILED = {
  title: 'Restore Failed',
  description: 'Unable to restore purchases. Please try again.',
};
const TOASTS: Record<RestoreOutcome, { title: string; description: string }> = {
  restored: { title: 'Purchases Restored', description: 'Your plan is back on this device.' },
  none: {
    title: 'No Purchases Found',
    description: 'No previous purchases were found to restore.',
  },
  failed: FAILED,
};

/** Restore Purchases on a phone (SPEC §8's three answers); the plan reads refetch after it. */
export function useRestorePurchases(store: StorePurchases | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<RestoreOutcome> => (store ? store.restore() : 'failed'),
    onSuccess: async (outcome) => {
      if (outcome === 'restored') await invalidatePlanReads(queryClient);
      toast({ ...TOASTS[outcome], variant: outcome === 'failed' ? 'destructive' : 'default' });
    },
    onError: () => toast({ ...FAILED, variant: 'destructive' }),
  });
}
