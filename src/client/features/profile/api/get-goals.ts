import { useQuery } from '@tanstack/react-query';
import type { Goal } from '@shared/schemas/goals';
import { goalsKey } from '@client/lib/query-keys';

/** GET /api/goals/{userId}: the user's goals, newest first (SPEC §7). */
export function useGoals(userId: string) {
  return useQuery<Goal[]>({ queryKey: goalsKey(userId) });
}
