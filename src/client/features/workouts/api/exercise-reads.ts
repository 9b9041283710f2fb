import { useQuery } from '@tanstack/react-query';
import type {
  ExerciseHistory,
  ExerciseNames,
  LastExercise,
} from '@shared/schemas/exercise-history';
import { exerciseHistoryKey, exerciseLastKey, exerciseNamesKey } from './keys';

/** GET /api/exercises/last?name=: the last time the person did it (any spelling), or null. */
export function useLastExercise(name: string) {
  const enabled = name.trim().length >= 2;
  return useQuery<LastExercise | null>({ queryKey: exerciseLastKey(name), enabled });
}

/** GET /api/exercises/names: the person's own exercise names, most done first. */
export function useExerciseNames() {
  return useQuery<ExerciseNames>({ queryKey: exerciseNamesKey });
}

/** GET /api/exercises/history?name=: every time, its best set, estimated 1RM and records. */
export function useExerciseHistory(name: string) {
  return useQuery<ExerciseHistory>({ queryKey: exerciseHistoryKey(name) });
}
