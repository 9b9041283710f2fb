import { useQuery } from '@tanstack/react-query';
import type { Entitlements } from '@shared/schemas/billing';
import { entitlementsKey } from '@client/lib/query-keys';
import { activationPoll } from './activation-poll';

/**
 * Read again each time the page opens: other screens spend quota (a voice workout, a suggestion)
 * without knowing this read exists, and reads here are never stale on their own (SPEC §9).
 * Polled like the plan while a paid plan waits to be activated (see activation-poll.ts).
 */
export function useEntitlements(awaitingTierId: number | null = null) {
  return useQuery<Entitlements>({
    queryKey: entitlementsKey,
    refetchOnMount: 'always',
    refetchInterval: activationPoll<Entitlements>(awaitingTierId),
  });
}
