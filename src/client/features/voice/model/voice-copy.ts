import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import type { DistancePreference } from '@shared/units';
import type { VoiceDialogState, VoicePhase } from '@shared/voice/dialog/dialog';
import { VOICE_ERROR_TEXT } from '@shared/voice/dialog/dialog-errors';
import { PROGRESS_EXAMPLES, SUGGESTION_EXAMPLES } from '@shared/voice/training/examples';
import { isNotYetReply } from '@shared/voice/interpret/not-yet';
import { REPLIES } from '@shared/voice/dialog/reply';
import type { DeviceAction } from '@shared/voice/schema';

/**
 * What the dialog shows: a phase of the session, the browser-cannot-record screen, or (issue 8)
 * the device-has-no-microphone screen, where typing is the way in.
 */
export type VoiceView = VoicePhase | 'unsupported' | 'noMicrophone';

/** Whether this browser and device can record: no recording API, no microphone, or fine. */
export type MicState = 'unsupported' | 'checking' | 'present' | 'missing';

/** A browser or device that cannot record still reaches the typed-command flow and its results. */
export function voiceView(state: VoiceDialogState, mic: MicState): VoiceView {
  const waiting = state.phase === 'ready' || state.phase === 'typing';
  if (mic === 'unsupported' && waiting) return 'unsupported';
  if (mic === 'missing' && waiting) return 'noMicrophone';
  return state.phase;
}

/** Where the last command came from: what the result view offers next depends on it. */
export type CommandSource = 'typed' | 'spoken';

/**
 * True when the interpreter understood the command as nothing at all (its plain error reply),
 * as opposed to a command it understood but could not carry out ("I couldn't log that…").
 */
export function notUnderstood(result: VoiceCommandResult | null | undefined): boolean {
  // The plain reply, or the plain reply and a way to rephrase (a sentence too unclear to act on).
  return result?.action === 'error' && result.message.startsWith(REPLIES.error);
}

const EXAMPLE = 'Say what you did, like “3 sets of 12 push-ups”.';

/** The last words of a command kept on the device (issue 28 §4). */
export const OFFLINE_SYNC_LINE = "I'll sync it when you're back online.";

/** What still works with no network: typing, read on the device and synced later. */
/** Commands only the server answers: questions, suggestions and acts checked against the data. */
export type ServerAnswered = 'check_progress' | 'get_suggestion' | DeviceAction;

const TYPING_WORKS_OFFLINE = "Typing works offline: type what you did and I'll sync it when you're back online."; // prettier-ignore

/** What each command answered from the server's data is, in "I need a connection to …". */
const NEEDS_SERVER: Record<ServerAnswered, string> = {
  check_progress: 'check your progress',
  get_suggestion: 'plan your next workout',
  delete_workout: 'delete a workout',
  undo: 'undo that',
  start_routine: 'start a routine',
  start_session: 'start a guided session',
  add_set: 'add that set',
};

/** A question, a suggestion or an act asked with no network: answered from the server's data. */
export function needsConnectionReply(action: ServerAnswered): string {
  return `I need a connection to ${NEEDS_SERVER[action]}. ${TYPING_WORKS_OFFLINE}`;
}

/** Recording with no network: the server transcribes, so only typing works. */
export const OFFLINE_RECORDING = `You're offline, and recordings are turned into text on the server. ${TYPING_WORKS_OFFLINE}`;

/** The typing box's line when the dialog opens (or the network drops) with no network. */
export const OFFLINE_TYPING = `You're offline. ${TYPING_WORKS_OFFLINE}`;

/**
 * A command the device could not read because the interpreter never loaded (the dialog was
 * opened for the first time with no network and no service worker to serve it).
 */
export const OFFLINE_UNAVAILABLE =
  "You're offline, and voice commands haven't been loaded on this device yet. " +
  'Try again when you have a connection.';

/** Where a command kept on the device stands, as the result view shows it. */
export type QueuedStatus = 'pending' | 'synced' | 'refused' | 'discarded';

/** Each view's title and one-line description (SPEC §2 Voice dialog names the states). */
export function viewCopy(
  view: VoiceView,
  state: VoiceDialogState,
  {
    offline = false,
    queued = null,
  }: {
    offline?: boolean;
    /** Where a command kept on the device stands, and the server's reason if it refused it. */
    queued?: { status: QueuedStatus; reason?: string; result?: { message: string } } | null;
  } = {},
) {
  switch (view) {
    case 'ready':
      return { title: 'Ready to Record', description: `Recording starts in a moment. ${EXAMPLE}` };
    case 'starting':
      return { title: 'Ready to Record', description: 'Waiting for your microphone…' };
    case 'recording':
      return { title: 'Recording', description: `${EXAMPLE} Tap Stop Recording when you're done.` };
    case 'processingAudio':
      return { title: 'Processing Audio', description: 'Transcribing with AI...' };
    case 'processingCommand':
      return { title: 'Processing Command', description: 'Joey is working out what to do…' };
    case 'typing':
      return {
        title: 'Type a Command',
        description: offline ? OFFLINE_TYPING : 'Write it the way you would say it.',
      };
    case 'noMicrophone':
      return {
        title: 'Type a Command',
        description: offline
          ? OFFLINE_TYPING
          : 'No microphone found on this device. Type what you did, the way you would say it.',
      };
    case 'unsupported':
      return { title: 'Audio Recording Not Supported', description: VOICE_ERROR_TEXT.unsupported };
    case 'result': {
      // The reply is the result's description: announced with the title, shown under it.
      const outcome = state.outcome;
      if (outcome?.kind === 'success' && queued)
        return { title: QUEUED_TITLE[queued.status], description: queuedDescription(queued, outcome.result.message) }; // prettier-ignore
      if (outcome?.kind === 'success')
        return { title: 'Success!', description: outcome.result.message || 'Done.' };
      if (outcome && notUnderstood(outcome.result))
        return { title: "I didn't understand", description: outcome.failure.message };
      // "delete my last workout": understood, and not something voice can do yet (issue 26 §10).
      if (outcome?.result && isNotYetReply(outcome.result.message))
        return { title: 'Not by voice yet', description: outcome.failure.message };
      if (outcome?.kind === 'error' && outcome.failure.category === 'offline')
        return { title: "You're offline", description: outcome.failure.message };
      return { title: 'Error', description: outcome?.failure.message ?? '' };
    }
  }
}

/** The title over a command kept on the device, by where it stands now. */
const QUEUED_TITLE: Record<QueuedStatus, string> = {
  pending: 'Saved — waiting to sync',
  synced: 'Success!',
  refused: "Couldn't sync",
  discarded: 'Discarded',
};

/** Under the title: the reply while it waits, the server's once synced, else why it won't be logged. */
function queuedDescription(
  queued: { status: QueuedStatus; reason?: string; result?: { message: string } },
  reply: string,
) {
  // Synced: the server's own reply ("Great! I logged your workout: …"), no longer a promise.
  if (queued.status === 'synced' && queued.result?.message) return queued.result.message;
  if (queued.status === 'discarded') return "You discarded it, so it won't be logged.";
  if (queued.status === 'refused') return queued.reason ?? "The server didn't take it.";
  return reply || 'Done.';
}

/**
 * Three things that work, offered after a command understood as nothing (issue 8): a workout in
 * the user's distance unit, and a question and a request from the interpreter's own examples
 * (src/shared/voice/training/examples.ts). Each is checked against the interpreter in a unit
 * test.
 */
export function commandExamples(distanceUnit: DistancePreference): string[] {
  const run = distanceUnit === 'km' ? 'I ran 5 km in 30 minutes' : 'I ran 3 miles in 30 minutes';
  return [run, capitalise(pick(PROGRESS_EXAMPLES, 'how is my week going')), capitalise(pick(SUGGESTION_EXAMPLES, 'what should my next workout be'))]; // prettier-ignore
}

/** The example wanted, taken from the list so it is one the interpreter is held to. */
const pick = (list: readonly string[], wanted: string) =>
  list.find((e) => e === wanted) ?? list[0]!;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "0:07": elapsed whole seconds as a clock. */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
