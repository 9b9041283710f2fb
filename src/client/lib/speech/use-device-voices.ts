import { useEffect, useState } from 'react';
import { useSpeechVoices } from '@client/lib/speech/voices';

/** How long an empty list may mean "still loading" before it means "no voices". */
const VOICES_WAIT_MS = 1_500;

/**
 * The device's voices, and whether an empty list can be believed yet: browsers load them after
 * the first read and announce them with voiceschanged (useSpeechVoices listens), sometimes late.
 */
export function useDeviceVoices() {
  const voices = useSpeechVoices();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), VOICES_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return { voices, loaded: voices.length > 0 || waited };
}
