// A voice command understood on the device (issue 28 §4): with no network, the typed (or
// recognised) sentence is read by the same interpreter and the same interpretation-to-body
// mapping as the server (src/shared/voice/interpret/interpret.ts, dialog/to-writes.ts), so what
// is kept in the outbox is what the server will log when it receives it. Pure: text in, an
// outbox input and a reply out. Loaded by dynamic import (load-offline.ts), never on a screen's
// first paint.
import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import { interpret } from '@shared/voice/interpret/interpret';
import { voiceWriteOf, type VoiceSpeaker } from '@shared/voice/dialog/to-writes';
import type { OutboxWriteInput, VoicePreview } from '@client/lib/outbox/types';
import { OFFLINE_SYNC_LINE, needsConnectionReply, type ServerAnswered } from '../model/voice-copy';

export type VoiceOutboxInput = Extract<OutboxWriteInput, { kind: 'voice' }>;

/** Who typed it: the id the bodies name, the units of the reply and weigh-in, the day's zone. */
export interface OfflineSpeaker extends VoiceSpeaker {
  timeZone: string;
}

export type OfflineAnswer =
  /** A log or a goal: kept in the outbox; the reply says what will be logged and that it syncs. */
  | {
      kind: 'queue';
      action: 'log_workout' | 'log_weight' | 'set_goal';
      reply: string;
      input: VoiceOutboxInput;
    }
  /**
   * What the server would answer without writing anything, answered here the same way: a
   * refusal (understood, but past a form's bounds), a sentence not understood, a change voice
   * cannot make yet, or the end of the session.
   */
  | { kind: 'reply'; result: VoiceCommandResult }
  /** A question or a suggestion is answered from the person's data on the server. */
  | { kind: 'needsConnection'; action: ServerAnswered; reply: string };

/**
 * The interpreter's reply as a promise rather than a record: "Great! I logged your workout: …"
 * becomes "Great! I'll log your workout: … I'll sync it when you're back online."
 */
export function waitingReply(message: string): string {
  const promised = message
    .replace(/^([^!]{1,20}!) I logged your\b/, "$1 I'll log your")
    .replace(/^([^!]{1,20}!) I set your goal\b/, "$1 I'll set your goal");
  return `${promised} ${OFFLINE_SYNC_LINE}`;
}

/**
 * `text` as said at `spokenAt` by `speaker`, read on the device. `spokenAt` is sent along so the
 * server reads "yesterday" as the day it was said, however late the write syncs.
 */
export function offlineCommand(
  text: string,
  speaker: OfflineSpeaker,
  spokenAt: Date,
): OfflineAnswer {
  const voiceText = text.trim();
  const reading = interpret(voiceText, spokenAt, speaker.timeZone);
  // A log that names no day was done when it was said, as the server dates it with spokenAt.
  const write = voiceWriteOf(reading, voiceText, speaker, spokenAt);
  switch (write.kind) {
    case 'reply':
      return { kind: 'reply', result: write.result };
    case 'question':
      return { kind: 'needsConnection', action: write.action, reply: needsConnectionReply(write.action) }; // prettier-ignore
    case 'workout':
    case 'bodyWeight':
    case 'goal': {
      const reply = waitingReply(write.message);
      const preview: VoicePreview =
        write.kind === 'workout'
          ? { reply, workout: write.body }
          : write.kind === 'goal'
            ? { reply, goal: { userId: speaker.id, ...write.body } }
            : { reply, bodyWeight: write.body };
      return {
        kind: 'queue',
        action: write.action,
        reply,
        input: {
          kind: 'voice',
          url: '/api/voice-command',
          body: { voiceText, userId: speaker.id, spokenAt: spokenAt.toISOString() },
          preview,
        },
      };
    }
  }
}
