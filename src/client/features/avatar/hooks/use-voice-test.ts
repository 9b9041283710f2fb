import { useEffect, useRef, useState } from 'react';
import type { CoachProfile } from '@shared/coaches';
import { speak } from '@client/lib/speech/speak';
import { testLine } from '../model/voices';

export type VoiceTestState =
  { status: 'idle' } | { status: 'speaking'; line: string } | { status: 'failed' };

const idle: VoiceTestState = { status: 'idle' };

/**
 * Test Voice: one line in the chosen voice with the persona's pitch, rate and volume, through the
 * shared speak(). A new test replaces the one still speaking; leaving the page stops it.
 */
export function useVoiceTest() {
  const [state, setState] = useState<VoiceTestState>(idle);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const test = (voice: SpeechSynthesisVoice | null, profile: CoachProfile) => {
    stop.current?.();
    const line = testLine(profile);
    setState({ status: 'speaking', line });
    stop.current = speak(line, {
      voice,
      profile,
      onEnd: () => setState((s) => (s.status === 'speaking' && s.line === line ? idle : s)),
      onFail: () => setState({ status: 'failed' }),
    });
  };
  return { state, test };
}
