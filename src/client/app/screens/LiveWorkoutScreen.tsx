import type { User } from '@shared/schemas/users';
import {
  LiveWorkoutPage,
  type LiveVoiceSlot,
} from '@client/features/live-workout/pages/LiveWorkoutPage';
import { HandsFreeControl, useHandsFree } from '@client/features/workout-session';

/**
 * The live workout with the guided session's voice control composed in (DESIGN §2): the same
 * Hold to talk and hands-free capture, through the device's own recogniser where it may be used
 * (issue 31 §1) and POST /api/transcribe otherwise; what is heard goes to the live workout, which
 * reads it with its own grammar (parseLiveCommand).
 */
export function LiveWorkoutScreen({ user }: { user: User }) {
  return <LiveWorkoutPage user={user} renderVoice={(slot) => <LiveVoice {...slot} />} />;
}

function LiveVoice({ onHeard, suspended, understood, listeningHint }: LiveVoiceSlot) {
  // Every utterance is handed over as heard: a session command's words are live ones too.
  const handsFree = useHandsFree({
    onCommand: (_command, heard) => onHeard(heard),
    onUnrecognised: onHeard,
    suspended,
    // Issue 31 §1: of the device recogniser's alternatives, the first that is a live command.
    understood,
  });
  return <HandsFreeControl {...handsFree} understood={understood} listeningHint={listeningHint} />;
}
