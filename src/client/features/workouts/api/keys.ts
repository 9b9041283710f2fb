import { EXERCISE_READS } from '@client/lib/query-keys';

export { invalidateWorkoutData, workoutsKey } from '@client/lib/query-keys';

/** The exercise reads this feature owns (issue 8); each key is the URL it reads (SPEC §7). */
const byName = (path: string, name: string) =>
  [`${EXERCISE_READS}/${path}?name=${encodeURIComponent(name.trim())}`] as const;
export const exerciseLastKey = (name: string) => byName('last', name);
export const exerciseHistoryKey = (name: string) => byName('history', name);
