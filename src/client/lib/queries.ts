import { useQuery } from '@tanstack/react-query';
import type { Goal } from '@shared/schemas/goals';
import type { Workout } from '@shared/schemas/workouts';
import { goalsKey, workoutsKey } from './query-keys';

/**
 * Reads several features show (Workouts, Progress, Profile). Kept beside the shared query keys so
 * one hook serves every screen without features importing each other (DESIGN §2).
 */

/** GET /api/workouts/{userId}: every workout with its exercises, newest first (SPEC §7). */
export function useWorkouts(userId: string) {
  return useQuery<Workout[]>({ queryKey: workoutsKey(userId) });
}

/** GET /api/goals/{userId}: the user's goals, newest first (SPEC §7). */
export function useGoals(userId: string) {
  return useQuery<Goal[]>({ queryKey: goalsKey(userId) });
}
