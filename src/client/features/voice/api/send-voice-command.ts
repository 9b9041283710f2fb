import type { VoiceCommandBody, VoiceCommandResult } from '@shared/schemas/voice-command';
import { planFailure, voiceFailure, type VoiceFailure } from '@shared/voice/dialog/dialog-errors';
import { ApiError, apiJson } from '@client/lib/api';
import { planLimitMessage } from '@client/lib/plan-limit';

/**
 * POST /api/voice-command {voiceText, userId} (SPEC §7): the text from speech or typing. Issue 28:
 * with when it was said and the command's Idempotency-Key, the same the outbox sends it with if
 * this request never comes back, so a command that did reach the server is not logged twice.
 */
export function sendVoiceCommand(
  voiceText: string,
  userId: string,
  sent?: {
    key: string;
    spokenAt: Date;
    /** Issue 31 §1: how sure the device's recogniser was, and what else it heard (best first). */
    confidence?: number;
    alternatives?: VoiceCommandBody['alternatives'];
    /** Issue 31 §4: the person said yes to "did you say…?": carried out however unsure. */
    confirmed?: boolean;
  },
) {
  const body = sent
    ? {
        voiceText,
        userId,
        spokenAt: sent.spokenAt.toISOString(),
        ...(sent.confidence !== undefined && { confidence: sent.confidence }),
        ...(sent.alternatives?.length && { alternatives: sent.alternatives }),
        ...(sent.confirmed && { confirmed: true }),
      }
    : { voiceText, userId };
  const headers = sent ? { 'Idempotency-Key': sent.key } : undefined;
  return apiJson<VoiceCommandResult>('POST', '/api/voice-command', body, headers);
}

/** fetch() rejects with a TypeError when the request never reached the server (or its answer
 * never came back): the command can be read on the device instead (issue 28 §4). */
export const isNetworkError = (error: unknown) => error instanceof TypeError;

/**
 * A failed command request as the dialog shows it: the plan's limit keeps the server's words
 * and offers the plans; another refusal with 429 is quota_exceeded and not retried; any other refusal the server explains keeps its words; the rest (network, 5xx)
 * are classified by SPEC §8's rules.
 */
export function commandFailure(error: unknown): VoiceFailure {
  // The plan's quota (429 naming the plan that lifts it) is not the service being busy.
  const limit = planLimitMessage(error);
  if (limit) return planFailure(limit);
  if (error instanceof ApiError) {
    if (error.status === 429) return voiceFailure({ category: 'quota_exceeded' });
    if (error.status < 500) {
      return voiceFailure({ category: 'command', error: error.userMessage });
    }
    return voiceFailure({ error: error.message });
  }
  const message = error instanceof Error ? error.message : String(error);
  // fetch() rejects with a TypeError when the request never reached the server.
  return voiceFailure({ error: error instanceof TypeError ? `network: ${message}` : message });
}

// What a command stored, and the refetches it calls for: a module of its own, so the sync frame
// (which refetches after a kept command syncs) does not bring the command's sending code into
// the dashboard's first scripts.
export { commandStored, invalidateVoiceWrites } from './invalidate-voice-writes';
