import type { QueryClient } from '@tanstack/react-query';
import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import { invalidateVoiceWrites } from '@client/features/voice/api/invalidate-voice-writes';
import type { OutboxWrite } from '@client/lib/outbox';
import {
  bodyWeightsKey,
  invalidateActivityReads,
  invalidateGoalData,
  invalidateWorkoutData,
  routinesKey,
} from '@client/lib/query-keys';

/**
 * A kept write reached the server (issue 28 §3): the reads that show that kind refetch, as after
 * the same save made online (each feature's own invalidation, composed here since features do
 * not import each other).
 */
export function invalidateSynced(
  queryClient: QueryClient,
  userId: string,
  write: OutboxWrite,
  data: unknown,
): Promise<unknown> {
  switch (write.kind) {
    case 'workout':
      return invalidateWorkoutData(queryClient, userId);
    case 'goal':
      return invalidateGoalData(queryClient, userId);
    case 'weigh-in':
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: bodyWeightsKey }),
        invalidateActivityReads(queryClient, userId),
      ]);
    case 'routine':
      return queryClient.invalidateQueries({ queryKey: routinesKey });
    case 'voice':
      return invalidateVoiceWrites(queryClient, userId, data as VoiceCommandResult);
  }
}
