import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { coachFirstName } from '@shared/coaches';
import type { Cue, SessionState } from '@shared/session/machine';
import { useAvatarConfig } from '@client/lib/avatar-config';
import { useCoachVoice } from '@client/lib/speech/avatar-voice';
import { CoachChannel } from '../model/coach-channel';
import { SESSION_ENDED } from '../model/cue-text';

/**
 * The session's coach (issue 11 items 3 and 4) tied to the machine: a new cue speaks once (a
 * session brought back after a reload does not repeat its last one), a timed hold's cue waits
 * for "Go!" after the 3-2-1, which is spoken on the second.
 */
export function useSessionCoach(userId: string, state: SessionState, countdown: number | null) {
  const { profile, savedVoiceName } = useCoachVoice(userId);
  const avatar = useAvatarConfig(userId);
  const [channel] = useState(() => new CoachChannel(userId, { profile, savedVoiceName }));
  const snapshot = useSyncExternalStore(channel.subscribe, channel.getSnapshot);
  useEffect(() => channel.setCoach(profile, savedVoiceName), [channel, profile, savedVoiceName]);
  useEffect(() => () => channel.hush(), [channel]);

  const heldCue = useRef<Cue | null>(null);
  const spokenSeq = useRef(state.cue?.seq);
  const onCue = useEffectEvent(() => {
    const cue = state.cue;
    if (!cue) {
      spokenSeq.current = undefined; // a new session counts from 1 again
      channel.hush();
      return;
    }
    if (cue.seq === spokenSeq.current) return;
    spokenSeq.current = cue.seq;
    if (state.phase === 'countdown') heldCue.current = cue;
    else channel.announce(cue, state);
  });
  const seq = state.cue?.seq;
  useEffect(() => onCue(), [seq]);

  const phase = state.phase;
  useEffect(() => {
    if (phase === 'countdown' && countdown != null && countdown > 0) {
      channel.say(String(countdown), { interrupt: true, show: false });
    }
  }, [channel, phase, countdown]);

  const onHoldBegins = useEffectEvent(() => {
    if (!heldCue.current) return;
    channel.announce(heldCue.current, state, 'Go! ');
    heldCue.current = null;
  });
  const previousPhase = useRef(phase);
  useEffect(() => {
    const was = previousPhase.current;
    previousPhase.current = phase;
    if (was === 'countdown' && phase === 'exercise') onHoldBegins();
    // Stopped: the line of the set it stopped in must not stay up as if it ran on (issue 26).
    if (phase === 'stopped' && was !== 'stopped') channel.say(SESSION_ENDED, { interrupt: true });
  }, [channel, phase]);

  return {
    ...snapshot,
    profile,
    /** How the coach is drawn (the user's avatar config). */
    avatar,
    /** A command's confirmation: said at once, and not cut by the phase the command begins. */
    confirm: (text: string) => channel.say(text, { interrupt: true, sticky: true }),
    toggleAudio: () => channel.setAudio(!snapshot.audioOn),
    /** The voice test (SPEC §2): speaks even with the session's audio off. */
    test: () =>
      channel.say(`Hi, I'm ${coachFirstName(profile)}. I'll count your sets and rests.`, {
        interrupt: true,
        always: true,
      }),
  };
}

export type SessionCoach = ReturnType<typeof useSessionCoach>;
