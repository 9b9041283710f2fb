import { useQuery } from '@tanstack/react-query';
import type { Entitlements } from '@shared/schemas/billing';
import { entitlementsQuery } from '@client/lib/queries';
import { activationPoll } from './activation-poll';

/**
 * The shared entitlements read (read again each time the page opens, lib/queries.ts), polled
 * like the plan while a paid plan waits to be activated (see activation-poll.ts).
 */
export function useEntitlements(awaitingTierId: number | null = null) {
  return useQuery({
    ...entitlementsQuery,
    refetchInterval: activationPoll<Entitlements>(awaitingTierId),
  });
}
