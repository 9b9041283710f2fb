import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import type { Workout } from '@shared/schemas/workouts';

/**
 * What "undo that" takes back (issue 31 §3): the last thing a voice command stored or deleted on
 * this device in this page's life, kept here rather than in the dialog so closing and opening it
 * again keeps it. One per page: a new write replaces it, an undo (by voice or the Undo button)
 * uses it up, and another user signing in does not see it.
 */
export type Undoable =
  /** A workout, goal or weigh-in a command stored: undone by deleting it. */
  | { kind: 'stored'; result: VoiceCommandResult }
  /**
   * A workout deleted by voice: undone by storing it again; `key` is the Idempotency-Key of that
   * one re-creation, so a retry after a lost answer does not make two.
   */
  | { kind: 'deleted'; workout: Workout; key: string };

let last: { userId: string; item: Undoable } | null = null;

export function rememberUndoable(userId: string, item: Undoable): void {
  last = { userId, item };
}

/** The last undoable thing of this user, if any. */
export const peekUndoable = (userId: string): Undoable | null =>
  last?.userId === userId ? last.item : null;

/** Used up (or shown to be gone): forgotten when it is the one kept. */
export function forgetUndoable(item: Undoable | VoiceCommandResult): void {
  if (!last) return;
  const kept = last.item;
  if (kept === item || (kept.kind === 'stored' && kept.result === item)) last = null;
}
