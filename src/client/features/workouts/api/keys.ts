import type { QueryClient } from '@tanstack/react-query';
import { invalidateActivityReads, workoutsKey } from '@client/lib/query-keys';

export { workoutsKey };

/** The exercise reads this feature owns (issue 8); each key is the URL it reads (SPEC §7). */
const EXERCISES = '/api/exercises';
const byName = (path: string, name: string) =>
  [`${EXERCISES}/${path}?name=${encodeURIComponent(name.trim())}`] as const;
export const exerciseLastKey = (name: string) => byName('last', name);
export const exerciseHistoryKey = (name: string) => byName('history', name);
export const exerciseNamesKey = [`${EXERCISES}/names`] as const;

const isExerciseRead = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith(`${EXERCISES}/`);

/**
 * After any workout change: the list, the reads that show activity (the dashboard and Progress,
 * which also show the goals that fill themselves from logged workouts, Progress giving the
 * Profile counts too; XP, levels and leaderboards), and every exercise read (last time, names,
 * history, records).
 */
export function invalidateWorkoutData(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workoutsKey(userId) }),
    invalidateActivityReads(queryClient, userId),
    queryClient.invalidateQueries({ predicate: (q) => isExerciseRead(q.queryKey) }),
  ]);
}
