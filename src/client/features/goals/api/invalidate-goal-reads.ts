import type { QueryClient } from '@tanstack/react-query';
import { dashboardKey, goalsKey } from '@client/lib/query-keys';

/**
 * After a goal changes, every read that shows goals refetches: the goal list (Progress, Profile
 * counts) and the dashboard (Current Goals, and the insights built from goals). Awaited by the
 * mutations, so a dialog closes onto fresh data rather than a stale card.
 */
export function invalidateGoalReads(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: goalsKey(userId) }),
    queryClient.invalidateQueries({ queryKey: dashboardKey(userId) }),
  ]);
}
