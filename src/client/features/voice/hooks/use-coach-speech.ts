import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_LIMITS } from '@shared/voice/dialog/dialog';
import { useCoachVoice } from '@client/lib/speech/avatar-voice';
import { speak } from '@client/lib/speech/speak';
import { deviceVoice } from '@client/lib/speech/voices';

export interface CoachSpeech {
  speaking: boolean;
  /** The reply shown on screen because it could not be spoken (SPEC §4: for 4 s). */
  banner: string | null;
  say: (text: string) => void;
  stop: () => void;
}

/**
 * Speaks replies in the selected coach's voice (SPEC §4 Voice choice, §9 persona pitch/rate/
 * volume). Lives above the dialog, so a reply keeps playing (or its banner keeps showing) after
 * the dialog closes, as it does for end_session.
 */
export function useCoachSpeech(
  userId: string,
  /** Whether a reply that could not be spoken needs the banner (not when it is shown already). */
  needsBanner: () => boolean,
): CoachSpeech {
  const { profile, savedVoiceName } = useCoachVoice(userId);
  const [speaking, setSpeaking] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const stopCurrent = useRef<(() => void) | null>(null);
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const showBanner = useCallback((text: string) => {
    clearTimeout(bannerTimer.current);
    setBanner(text);
    bannerTimer.current = setTimeout(() => setBanner(null), VOICE_LIMITS.speechBannerMs);
  }, []);

  const stop = useCallback(() => {
    stopCurrent.current?.();
    stopCurrent.current = null;
    setSpeaking(false);
  }, []);

  const say = useCallback(
    (text: string) => {
      stopCurrent.current?.();
      stopCurrent.current = speak(text, {
        voice: deviceVoice(profile, savedVoiceName),
        profile,
        onStart: () => setSpeaking(true),
        onEnd: () => setSpeaking(false),
        onFail: () => {
          setSpeaking(false);
          if (needsBanner()) showBanner(text);
        },
      });
    },
    [profile, savedVoiceName, showBanner, needsBanner],
  );

  useEffect(
    () => () => {
      stopCurrent.current?.();
      clearTimeout(bannerTimer.current);
    },
    [],
  );

  return { speaking, banner, say, stop };
}
