import type { QueryClient } from '@tanstack/react-query';
import { invalidateActivityReads } from '@client/lib/query-keys';

/**
 * After a goal changes, every read that shows goals refetches: the dashboard (Current Goals, and
 * the insights built from goals) and Progress (with the Profile counts), and the XP a goal
 * reaching 100 % earns (progression, leaderboards). Awaited by the mutations, so a dialog closes
 * onto fresh data rather than a stale card.
 */
export function invalidateGoalReads(queryClient: QueryClient, userId: string) {
  return invalidateActivityReads(queryClient, userId);
}
