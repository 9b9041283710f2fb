import type { QueryClient } from '@tanstack/react-query';
import { entitlementsKey } from '@client/lib/query-keys';
import { subscriptionKey } from './get-subscription';

/**
 * After a plan changes (a purchase, a downgrade, a restore, a payment confirmed): the plan and
 * what it gives, so the current plan card and its quota meters show the new limits at once
 * (SPEC §7). No other screen reads the plan's limits today; one that does adds its key here.
 */
export function invalidatePlanReads(queryClient: QueryClient) {
  return Promise.all(
    [subscriptionKey, entitlementsKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
