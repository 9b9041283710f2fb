import { useQuery } from '@tanstack/react-query';
import type { LeaderboardPreview, LeaderboardType } from '@shared/schemas/progression';
import { leaderboardPreviewKey } from '@client/lib/query-keys';

/** SPEC §9: the dashboard's preview refreshes every 60 s (the page itself every 30 s). */
export const PREVIEW_REFRESH_MS = 60_000;

/**
 * GET /api/leaderboard/{type}/preview (SPEC §7 query-key form): the top 3 and the caller's own
 * row. The one read here that polls; every other keeps SPEC §9's no-refetch default.
 */
export function useLeaderboardPreview(type: LeaderboardType) {
  return useQuery<LeaderboardPreview>({
    queryKey: leaderboardPreviewKey(type),
    refetchInterval: PREVIEW_REFRESH_MS,
  });
}
