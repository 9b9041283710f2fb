import { useQuery } from '@tanstack/react-query';
import type { Progress } from '@shared/schemas/progress';
import type { Workout } from '@shared/schemas/workouts';
import { progressKey, workoutsKey } from './query-keys';

/**
 * Reads several features show (Workouts, Progress, Profile). Kept beside the shared query keys so
 * one hook serves every screen without features importing each other (DESIGN §2).
 */

/** GET /api/workouts/{userId}: every workout with its exercises, newest first (SPEC §7). */
export function useWorkouts(userId: string) {
  return useQuery<Workout[]>({ queryKey: workoutsKey(userId) });
}

/**
 * GET /api/progress/{userId} (issue 9): what Progress shows, worked out on the server. Profile
 * reads its counts from it, so moving between the two screens costs no extra request.
 */
export function useProgress(userId: string) {
  return useQuery<Progress>({ queryKey: progressKey(userId) });
}
