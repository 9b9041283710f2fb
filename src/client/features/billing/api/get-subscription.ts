import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '@shared/schemas/billing';
import { activationPoll } from './activation-poll';

/** GET /api/subscription (SPEC §7): the plan in force (free when none is paid). */
export const subscriptionKey = ['/api/subscription'] as const;

/**
 * The plan in force, read again each time the page opens (a webhook or a store may have changed
 * it meanwhile), and polled while a paid plan waits to be activated (see activation-poll.ts).
 */
export function useSubscription(awaitingTierId: number | null = null) {
  return useQuery<Subscription>({
    queryKey: subscriptionKey,
    refetchOnMount: 'always',
    refetchInterval: activationPoll<Subscription>(awaitingTierId),
  });
}
