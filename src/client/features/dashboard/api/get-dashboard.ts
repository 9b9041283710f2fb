import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@shared/schemas/dashboard';
import { dashboardKey } from '@client/lib/query-keys';

/**
 * GET /api/dashboard/{userId} (SPEC §3): today's stats in the user's zone, goals, recent
 * workouts and AI Coach Insights. Read through the default query fn (SPEC §7).
 */
export function useDashboard(userId: string) {
  return useQuery<Dashboard>({ queryKey: dashboardKey(userId) });
}
