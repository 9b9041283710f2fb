import { useQuery } from '@tanstack/react-query';
import type { BillingConfig } from '@shared/schemas/billing';

/** GET /api/billing/config: whether the web pays through Stripe (and its key) or the sandbox. */
export const billingConfigKey = ['/api/billing/config'] as const;

export function useBillingConfig() {
  return useQuery<BillingConfig>({ queryKey: billingConfigKey });
}
