import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import type { Workout } from '@shared/schemas/workouts';
import type { VoiceAction } from '@shared/voice/schema';

/**
 * What the dialog shows for an act the device carries out (issue 31 §3, §4), over the reducer's
 * result: a question waiting for a yes or no, a "say it again" after a no to "did you say…?",
 * or what was done (or why not), with Undo after a delete.
 */
export type ActView =
  | { kind: 'askDelete'; result: VoiceCommandResult; workout: Workout; dayLabel: string; busy: boolean } // prettier-ignore
  | { kind: 'askHeard'; result: VoiceCommandResult; text: string; busy: boolean }
  | { kind: 'again' }
  | {
      kind: 'told';
      /** The reply the reducer shows: this view is about it, and goes when it does. */
      result: VoiceCommandResult;
      title: string;
      message: string;
      /** Nothing was done: the dialog does not show it as a success. */
      refused: boolean;
      /** A workout deleted by voice, with its Undo. */
      deleted?: { workout: Workout; restore: 'idle' | 'busy' | 'done' };
    };

/** "Delete “Push Day” from today?": the workout's day as the Workouts list names it. */
export function deleteQuestion(name: string, dayLabel: string): string {
  const day = dayLabel === 'Today' || dayLabel === 'Yesterday' ? dayLabel.toLowerCase() : dayLabel;
  return `Delete “${name}” from ${day}?`;
}

export const heardQuestion = (text: string) => `Did you say “${text}”?`;

/** The line under a question, and what is said after it. */
export const ASK_LINE = 'Nothing changes until you say yes. Say yes or no, or use the buttons.';
export const AGAIN_LINE = 'Say it again, or type it the way you would say it.';

export const deletedLine = (name: string) => `Deleted “${name}”.`;
export const restoredLine = (name: string) => `Undone: “${name}” is back in your log.`;
export const KEPT_LINE = 'Kept it. Nothing was deleted.';
export const NOTHING_TO_UNDO = "There's nothing to undo.";

/** "the workout “Pull-ups”", "the goal “Run 100 miles”", "the weigh-in". */
export function storedName(result: VoiceCommandResult): string {
  if (result.workout) return `the workout “${result.workout.name}”`;
  if (result.goal) return `the goal “${result.goal.title}”`;
  return 'the weigh-in';
}

/**
 * Whether a view is about what the dialog shows now: a question stays up while its answer is
 * listened for, typed or sent (no outcome yet) and goes when something else is shown (a failed
 * recording says why); a reply goes with the result it is about.
 */
export function actShown(
  view: ActView | null,
  shown: VoiceCommandResult | null | undefined,
  hasOutcome: boolean,
) {
  if (!view) return false;
  if (view.kind === 'again') return !hasOutcome;
  if (view.kind === 'told') return shown === view.result;
  return !hasOutcome || shown === view.result;
}

/** The title and line of a view the dialog shows (announced together); null: the usual copy. */
export function actCopy(view: ActView) {
  switch (view.kind) {
    case 'askDelete':
      return { title: deleteQuestion(view.workout.name, view.dayLabel), description: ASK_LINE };
    case 'askHeard':
      return { title: heardQuestion(view.text), description: ASK_LINE };
    case 'again':
      return { title: 'Say it again', description: AGAIN_LINE };
    case 'told':
      return { title: view.title, description: view.message };
  }
}

/** What the dialog's reducer is given for a thing the device did: a reply, nothing stored. */
export const deviceReply = (action: VoiceAction, message: string): VoiceCommandResult => ({
  action,
  message,
  workout: null,
  goal: null,
  bodyWeight: null,
});
