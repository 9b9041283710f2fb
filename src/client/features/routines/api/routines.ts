import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  createRoutineBody,
  Routine,
  RoutineHistoryEntry,
  UpdateRoutineBody,
} from '@shared/schemas/routines';
import { toast } from '@client/components/ui/use-toast';
import { ApiError, apiJson, apiRequest } from '@client/lib/api';
import { routineHistoryKey, routinesKey } from '@client/lib/query-keys';
import { QUEUED_TOAST, submitCreate } from '@client/lib/use-pending-writes';

/** What POST /api/routines takes, before the server's defaults (set type, units) fill in. */
type CreateRoutineInput = z.input<typeof createRoutineBody>;

/** GET /api/routines: the user's routines, each with when it was last done. */
export const useRoutines = () => useQuery<Routine[]>({ queryKey: routinesKey });

/** GET /api/routines/{id}/history: each time the routine was done, newest first. */
export const useRoutineHistory = (id: string) =>
  useQuery<RoutineHistoryEntry[]>({ queryKey: routineHistoryKey(id) });

/** The server's reason when it gave one (a 400 names the field), else the fallback. */
const reason = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.status !== 404
    ? `${fallback} ${error.userMessage}`
    : `${fallback} Please try again.`;

const failed = (description: string) =>
  toast({ title: 'Error', description, variant: 'destructive' });

/**
 * POST /api/routines: from scratch (`{name, notes?, exercises}`) or a copy of a logged workout
 * (`{name, fromWorkoutId}`). The list is read again before the toast, so it already shows it.
 * Through the outbox (issue 28 §3): with no network it is kept on this device, waiting to sync.
 */
export function useCreateRoutine({ title = 'Routine Created' } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRoutineInput) =>
      submitCreate<Routine>({ kind: 'routine', url: '/api/routines', body }),
    // Offline too: the outbox keeps it (React Query would pause the mutation instead).
    networkMode: 'always',
    onSuccess: async (outcome) => {
      if (outcome.status === 'queued') {
        toast(QUEUED_TOAST);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: routinesKey });
      toast({ title, description: `“${outcome.data.name}” is in your routines.` });
    },
    onError: (error) => failed(reason(error, 'Failed to save routine.')),
  });
}

/**
 * Save a logged workout as a routine: its exercises and every set (the workout card, and the
 * live workout's summary after Finish). `mutate(workoutId, name)`.
 */
export function useSaveWorkoutAsRoutine() {
  const create = useCreateRoutine({ title: 'Saved as Routine' });
  return {
    ...create,
    mutate: (workoutId: string, name: string, options?: { onSuccess?: () => void }) =>
      create.mutate({ name, fromWorkoutId: workoutId }, { onSuccess: options?.onSuccess }),
  };
}

/** PUT /api/routines/{id}: fields left out keep their value; `exercises` replaces them all. */
export function useUpdateRoutine({ title = 'Routine Updated' } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRoutineBody }) =>
      apiJson<Routine>('PUT', `/api/routines/${id}`, body),
    onSuccess: (routine) => {
      toast({ title, description: `“${routine.name}” is saved.` });
    },
    onError: (error) => failed(reason(error, 'Failed to update routine.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: routinesKey }),
  });
}

/** POST /api/routines/{id}/duplicate: a copy named "… (copy)" by the server, never done. */
export function useDuplicateRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<Routine>('POST', `/api/routines/${id}/duplicate`),
    onSuccess: async (routine) => {
      await queryClient.invalidateQueries({ queryKey: routinesKey });
      toast({ title: 'Routine Duplicated', description: `“${routine.name}” is in your routines.` });
    },
    onError: (error) => failed(reason(error, 'Failed to duplicate routine.')),
  });
}

/** DELETE /api/routines/{id}: workouts done from it stay in the log. */
export function useDeleteRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string; name: string }) => {
      await apiRequest('DELETE', `/api/routines/${id}`);
    },
    onSuccess: (_, { name }) => {
      toast({ title: 'Routine Deleted', description: `“${name}” was removed from your routines.` });
    },
    onError: () => failed('Failed to delete routine. Please try again.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: routinesKey }),
  });
}
