import type { QueryClient } from '@tanstack/react-query';
import { dashboardKey, progressKey } from '@client/lib/query-keys';

/**
 * After a goal changes, every read that shows goals refetches: the dashboard (Current Goals, and
 * the insights built from goals) and Progress (with the Profile counts). Awaited by the
 * mutations, so a dialog closes onto fresh data rather than a stale card.
 */
export function invalidateGoalReads(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKey(userId) }),
    queryClient.invalidateQueries({ queryKey: progressKey(userId) }),
  ]);
}
