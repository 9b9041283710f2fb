import { useQuery } from '@tanstack/react-query';
import type { SupportContact } from '@shared/schemas/support';

/** GET /api/support (issue 14 §4): the support address and whether my plan has priority. */
export const supportKey = ['/api/support'] as const;

export function useSupportContact() {
  // Read afresh on every visit: a plan bought since the last one may have brought priority.
  return useQuery<SupportContact>({ queryKey: supportKey, staleTime: 0 });
}
