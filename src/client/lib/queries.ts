import { useQuery } from '@tanstack/react-query';
import type { Progress } from '@shared/schemas/progress';
import { progressKey } from './query-keys';

/**
 * Reads several features show (Progress, Profile). Kept beside the shared query keys so
 * one hook serves every screen without features importing each other (DESIGN §2).
 */

/**
 * GET /api/progress/{userId} (issue 9): what Progress shows, worked out on the server. Profile
 * reads its counts from it, so moving between the two screens costs no extra request.
 */
export function useProgress(userId: string) {
  return useQuery<Progress>({ queryKey: progressKey(userId) });
}
