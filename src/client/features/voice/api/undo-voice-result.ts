import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoiceCommandResult } from '@shared/schemas/voiceCommand';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest } from '@client/lib/api';
import { invalidateVoiceWrites } from './send-voice-command';

/**
 * Undo for what a voice command stored: DELETE /api/workouts/{id} or /api/goals/{id} (SPEC §7),
 * then SPEC §8's deleted / failed toasts and the same refetches as the command itself.
 */
export function useUndoVoiceResult(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (result: VoiceCommandResult) => {
      if (result.workout) await apiRequest('DELETE', `/api/workouts/${result.workout.id}`);
      else if (result.goal) await apiRequest('DELETE', `/api/goals/${result.goal.id}`);
      return result;
    },
    onSuccess: async (result) => {
      toast(
        result.workout
          ? { title: 'Workout Deleted', description: `“${result.workout.name}” was removed.` }
          : { title: 'Goal Deleted', description: `“${result.goal?.title}” was removed.` },
      );
      await invalidateVoiceWrites(queryClient, userId, result);
    },
    onError: (_, result) =>
      toast({
        title: 'Error',
        description: result.workout
          ? 'Failed to delete workout. Please try again.'
          : 'Failed to delete goal. Please try again.',
        variant: 'destructive',
      }),
  });
}
