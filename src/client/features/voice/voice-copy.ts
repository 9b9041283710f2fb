import type { VoiceDialogState, VoicePhase } from '@shared/voice/dialog';
import { VOICE_ERROR_TEXT } from '@shared/voice/dialogErrors';

/** What the dialog shows: a phase of the session, or the browser-cannot-record screen. */
export type VoiceView = VoicePhase | 'unsupported';

/** A browser that cannot record still reaches the typed-command flow and its results. */
export function voiceView(state: VoiceDialogState, canRecord: boolean): VoiceView {
  if (!canRecord && (state.phase === 'ready' || state.phase === 'typing')) return 'unsupported';
  return state.phase;
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
    case 'unsupported':
      return { title: 'Audio Recording Not Supported', description: VOICE_ERROR_TEXT.unsupported };
    case 'result': {
      // The reply is the result's description: announced with the title, shown under it.
      const outcome = state.outcome;
      if (outcome?.kind === 'success')
        return { title: 'Success!', description: outcome.result.message };
      return { title: 'Error', description: outcome?.failure.message ?? '' };
    }
  }
}

/** "0:07": elapsed whole seconds as a clock. */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
