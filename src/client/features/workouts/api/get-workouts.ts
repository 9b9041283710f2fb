import { useQuery } from '@tanstack/react-query';
import type { Workout } from '@shared/schemas/workouts';
import { workoutsKey } from './keys';

/** GET /api/workouts/{userId}: newest first, each with its exercises. */
export function useWorkouts(userId: string) {
  return useQuery<Workout[]>({ queryKey: workoutsKey(userId) });
}
