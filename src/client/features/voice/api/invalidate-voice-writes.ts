import type { QueryClient } from '@tanstack/react-query';
import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import { bodyWeightsKey, invalidateActivityReads, workoutsKey } from '@client/lib/query-keys';

/** True when the answer stored something: a workout, a goal or (issue 8) a weigh-in. */
export const commandStored = (result: VoiceCommandResult) =>
  Boolean(result.workout || result.goal || result.bodyWeight);

/**
 * After a command stored something, every screen that shows it refetches: a weigh-in moves
 * weight goals too, so the dashboard and Progress (which show goals) are read again with it, and
 * so are XP and the leaderboards (a voice-logged workout earns like any other, issue 10).
 */
export function invalidateVoiceWrites(
  queryClient: QueryClient,
  userId: string,
  result: VoiceCommandResult,
) {
  if (!commandStored(result)) return Promise.resolve();
  const keys: (readonly unknown[])[] = [workoutsKey(userId)];
  if (result.bodyWeight) keys.push(bodyWeightsKey);
  return Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    invalidateActivityReads(queryClient, userId),
  ]);
}
