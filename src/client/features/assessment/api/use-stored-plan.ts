import { useQuery } from '@tanstack/react-query';
import type { StoredPlan } from '@shared/schemas/assessment';
import { ApiError, apiJson } from '@client/lib/api';

/** GET /api/workout-assessment: the signed-in user's last plan (the session says whose). */
export const storedPlanKey = ['/api/workout-assessment'] as const;

/** The last plan, or null: a 404 means this user has not taken the assessment yet. */
async function fetchStoredPlan(): Promise<StoredPlan | null> {
  try {
    return await apiJson<StoredPlan>('GET', storedPlanKey[0]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useStoredPlan() {
  return useQuery({ queryKey: storedPlanKey, queryFn: fetchStoredPlan });
}
