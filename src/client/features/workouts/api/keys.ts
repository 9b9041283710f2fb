import type { QueryClient } from '@tanstack/react-query';
import { dashboardKey, workoutsKey } from '@client/lib/query-keys';

export { workoutsKey };

/**
 * After any workout or exercise change: the list (also read by Progress and Profile), and the
 * dashboard's today stats, recent workouts and insights, which are all computed from workouts.
 */
export function invalidateWorkoutData(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workoutsKey(userId) }),
    queryClient.invalidateQueries({ queryKey: dashboardKey(userId) }),
  ]);
}
