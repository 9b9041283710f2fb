import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  readConsent,
  recogniserChoice,
  subscribeConsent,
  type RecogniserChoice,
  type SpeechServiceConsent,
} from './consent';
import {
  onDeviceAvailability,
  pageLanguage,
  recognitionClass,
  type OnDeviceAvailability,
  type SpeechRecognitionClass,
} from './recogniser';

export interface RecogniserState {
  /** The browser's SpeechRecognition; null where it has none (or `enabled` was false). */
  cls: SpeechRecognitionClass | null;
  /** Which recogniser listens; 'ask' when only the browser's service is there and no answer yet. */
  choice: RecogniserChoice | 'ask' | 'checking';
  consent: SpeechServiceConsent | null;
  /** What the browser said of recognising on the device. */
  onDevice: OnDeviceAvailability | 'checking';
  /** Asks the browser again (after an install). */
  recheck: () => void;
}

/**
 * Which recogniser this browser and the person's answer leave (issue 31 §1), asked of the browser
 * once on mount ('checking' until it answers) and following the answer as it changes.
 */
export function useRecogniserChoice(enabled = true): RecogniserState {
  const [cls] = useState(() => (enabled ? recognitionClass() : null));
  const [onDevice, setOnDevice] = useState<OnDeviceAvailability | 'checking'>(
    cls ? 'checking' : 'unavailable',
  );
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!cls) return;
    let open = true;
    void onDeviceAvailability(cls, pageLanguage()).then((answer) => {
      if (open) setOnDevice(answer);
    });
    return () => {
      open = false;
    };
  }, [cls, asked]);
  const choice =
    onDevice === 'checking'
      ? 'checking'
      : recogniserChoice({ supported: cls !== null, onDevice, consent });
  return { cls, choice, consent, onDevice, recheck: () => setAsked((n) => n + 1) };
}
