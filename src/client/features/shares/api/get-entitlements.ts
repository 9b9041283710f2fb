import { useQuery } from '@tanstack/react-query';
import type { Entitlements } from '@shared/schemas/billing';

/** GET /api/me/entitlements: the same read (and key) the plans page makes. */
const entitlementsKey = ['/api/me/entitlements'] as const;

/**
 * The plan's share link limit (features.shareExpirationDays), read again each time the dialog
 * opens: the plan may have changed on the plans page or another device since.
 */
export function useEntitlements() {
  return useQuery<Entitlements>({ queryKey: entitlementsKey, refetchOnMount: 'always' });
}
