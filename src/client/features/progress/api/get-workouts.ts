import { useQuery } from '@tanstack/react-query';
import type { Workout } from '@shared/schemas/workouts';
import { workoutsKey } from '@client/lib/query-keys';

/** GET /api/workouts/{userId}: every workout with its exercises, newest first (SPEC §7). */
export function useWorkouts(userId: string) {
  return useQuery<Workout[]>({ queryKey: workoutsKey(userId) });
}
