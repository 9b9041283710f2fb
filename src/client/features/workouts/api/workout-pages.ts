import { useInfiniteQuery } from '@tanstack/react-query';
import type { Workout, WorkoutPage } from '@shared/schemas/workouts';
import { apiJson } from '@client/lib/api';
import { workoutsKey } from './keys';

/**
 * The Workouts screen's pages, under the list's own key: everything that invalidates the list
 * after a change (a save, a delete, a voice command) refreshes the pages with it.
 */
export const workoutPagesKey = (userId: string) => [...workoutsKey(userId), 'pages'] as const;

/**
 * GET /api/workouts/{userId}/page (issue 9): 20 at a time, newest first, with the total. After
 * an invalidation TanStack reads the loaded pages again from the first, each from the fresh
 * page before it.
 */
export function useWorkoutPages(userId: string) {
  return useInfiniteQuery({
    queryKey: workoutPagesKey(userId),
    queryFn: ({ pageParam }) =>
      apiJson<WorkoutPage>(
        'GET',
        `/api/workouts/${userId}/page${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * The loaded pages as one list, and the total. A workout moved between two reads (edited on
 * another device) could come twice; it is shown once. The total is the latest page's.
 */
export function loadedWorkouts(pages: readonly WorkoutPage[] | undefined) {
  const seen = new Set<string>();
  const workouts: Workout[] = [];
  for (const w of (pages ?? []).flatMap((p) => p.workouts)) {
    if (!seen.has(w.id)) workouts.push(w);
    seen.add(w.id);
  }
  return { workouts, total: Math.max(pages?.at(-1)?.total ?? 0, workouts.length) };
}
