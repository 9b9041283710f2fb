import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import type { DistancePreference } from '@shared/units';
import type { VoiceDialogState, VoicePhase } from '@shared/voice/dialog';
import { VOICE_ERROR_TEXT } from '@shared/voice/dialog-errors';
import { PROGRESS_EXAMPLES, SUGGESTION_EXAMPLES } from '@shared/voice/examples';
import { isNotYetReply } from '@shared/voice/not-yet';
import { REPLIES } from '@shared/voice/reply';

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

/** Each view's title and one-line description (SPEC §2 Voice dialog names the states). */
export function viewCopy(view: VoiceView, state: VoiceDialogState) {
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
      return { title: 'Type a Command', description: 'Write it the way you would say it.' };
    case 'noMicrophone':
      return {
        title: 'Type a Command',
        description:
          'No microphone found on this device. Type what you did, the way you would say it.',
      };
    case 'unsupported':
      return { title: 'Audio Recording Not Supported', description: VOICE_ERROR_TEXT.unsupported };
    case 'result': {
      // The reply is the result's description: announced with the title, shown under it.
      const outcome = state.outcome;
      if (outcome?.kind === 'success')
        return { title: 'Success!', description: outcome.result.message || 'Done.' };
      if (outcome && notUnderstood(outcome.result))
        return { title: "I didn't understand", description: outcome.failure.message };
      // "delete my last workout": understood, and not something voice can do yet (issue 26 §10).
      if (outcome?.result && isNotYetReply(outcome.result.message))
        return { title: 'Not by voice yet', description: outcome.failure.message };
      return { title: 'Error', description: outcome?.failure.message ?? '' };
    }
  }
}

/**
 * Three things that work, offered after a command understood as nothing (issue 8): a workout in
 * the user's distance unit, and a question and a request from the interpreter's own examples
 * (src/shared/voice/examples.ts). Each is checked against the interpreter in a unit test.
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
