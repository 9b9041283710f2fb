import { useQuery } from '@tanstack/react-query';
import type { Tier } from '@shared/schemas/billing';

/** GET /api/subscription-tiers (SPEC §7): the three plans, cheapest first. */
export const tiersKey = ['/api/subscription-tiers'] as const;

export function useTiers() {
  return useQuery<Tier[]>({ queryKey: tiersKey });
}
