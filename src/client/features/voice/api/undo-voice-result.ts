import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest } from '@client/lib/api';
import { forgetUndoable } from '../model/last-undoable';
import { invalidateVoiceWrites } from './send-voice-command';

type Stored = 'workout' | 'goal' | 'weigh-in';

const storedKind = (result: VoiceCommandResult): Stored =>
  result.workout ? 'workout' : result.goal ? 'goal' : 'weigh-in';

const DELETED: Record<Stored, (r: VoiceCommandResult) => { title: string; description: string }> = {
  workout: (r) => ({ title: 'Workout Deleted', description: `“${r.workout?.name}” was removed.` }),
  goal: (r) => ({ title: 'Goal Deleted', description: `“${r.goal?.title}” was removed.` }),
  'weigh-in': () => ({ title: 'Weigh-in Deleted', description: 'It no longer counts toward your goals.' }), // prettier-ignore
};

/**
 * Undo for what a voice command stored: DELETE /api/workouts/{id}, /api/goals/{id} (SPEC §7) or
 * /api/body-weights/{id} (issue 8), then SPEC §8's deleted / failed toasts and the same
 * refetches as the command itself.
 */
export function useUndoVoiceResult(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (result: VoiceCommandResult) => {
      if (result.workout) await apiRequest('DELETE', `/api/workouts/${result.workout.id}`);
      else if (result.goal) await apiRequest('DELETE', `/api/goals/${result.goal.id}`);
      else if (result.bodyWeight) {
        await apiRequest('DELETE', `/api/body-weights/${result.bodyWeight.id}`);
      }
      return result;
    },
    onSuccess: async (result) => {
      forgetUndoable(result); // "undo that" has nothing left to take back
      toast(DELETED[storedKind(result)](result));
      await invalidateVoiceWrites(queryClient, userId, result);
    },
    onError: (_, result) =>
      toast({
        title: 'Error',
        description: `Failed to delete ${storedKind(result)}. Please try again.`,
        variant: 'destructive',
      }),
  });
}
