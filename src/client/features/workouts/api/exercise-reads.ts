import { useQuery } from '@tanstack/react-query';
import type { ExerciseHistory, LastExercise } from '@shared/schemas/exercise-history';
import { exerciseNamesQuery } from '@client/lib/queries';
import { exerciseHistoryKey, exerciseLastKey } from './keys';

/** GET /api/exercises/last?name=: the last time the person did it (any spelling), or null. */
export function useLastExercise(name: string) {
  const enabled = name.trim().length >= 2;
  return useQuery<LastExercise | null>({ queryKey: exerciseLastKey(name), enabled });
}

/** GET /api/exercises/names, the read the live workout shares (lib/queries.ts). */
export function useExerciseNames() {
  return useQuery(exerciseNamesQuery);
}

/** GET /api/exercises/history?name=: every time, its best set, estimated 1RM and records. */
export function useExerciseHistory(name: string) {
  return useQuery<ExerciseHistory>({ queryKey: exerciseHistoryKey(name) });
}
