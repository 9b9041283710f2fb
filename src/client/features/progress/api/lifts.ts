import { useQuery } from '@tanstack/react-query';
import type { Lifts } from '@shared/schemas/lifts';
import { apiJson } from '@client/lib/api';
import { progressKey } from '@client/lib/query-keys';

/**
 * GET /api/progress/{userId}/lifts (issue 27 §4), this week's sets only. Keyed under the Progress
 * read, so every write that refreshes Progress (invalidateActivityReads) refreshes this too.
 */
export function useLifts(userId: string) {
  return useQuery<Lifts>({
    queryKey: [...progressKey(userId), 'lifts'],
    queryFn: () => apiJson<Lifts>('GET', `/api/progress/${userId}/lifts?weeks=1`),
  });
}
