import { useEffect, useState } from 'react';
import { useSpeechVoices } from '@client/lib/speech/voices';

/** How long to wait for voiceschanged before saying the device has no voices. */
const VOICES_WAIT_MS = 1_500;

/**
 * The device's voices and whether the list can be trusted yet: browsers load voices
 * asynchronously (announced by voiceschanged), so an empty list at first means "not yet".
 */
export function useVoicesLoaded() {
  const voices = useSpeechVoices();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), VOICES_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return { voices, loaded: voices.length > 0 || waited };
}
