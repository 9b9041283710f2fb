import { useQuery } from '@tanstack/react-query';
import type { Leaderboard, LeaderboardType } from '@shared/schemas/progression';
import { leaderboardKey } from '@client/lib/query-keys';

/** SPEC §9: the Leaderboard page refreshes every 30 s while it is open. */
export const BOARD_REFRESH_MS = 30_000;

/**
 * GET /api/leaderboard/{type} (SPEC §7 query-key form): the top 50, the number ranked and the
 * caller's own row. Each tab is its own key, so moving back to a tab shows it at once.
 */
export function useLeaderboard(type: LeaderboardType) {
  return useQuery<Leaderboard>({
    queryKey: leaderboardKey(type),
    refetchInterval: BOARD_REFRESH_MS,
  });
}
