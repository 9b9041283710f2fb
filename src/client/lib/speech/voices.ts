import { useSyncExternalStore } from 'react';
import { selectVoice, type CoachProfile } from '@shared/coaches';

/** True when the browser has speech synthesis at all (SPEC §2 'Speech Not Supported'). */
export const speechSupported = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

const NO_VOICES: SpeechSynthesisVoice[] = [];
let cached: SpeechSynthesisVoice[] = NO_VOICES;

function readVoices(): SpeechSynthesisVoice[] {
  if (!speechSupported()) return NO_VOICES;
  const next = window.speechSynthesis.getVoices();
  // Keep one array per list, so React sees no change until the voices really change.
  const same = next.length === cached.length && next.every((v, i) => v === cached[i]);
  if (!same) cached = next.length ? next : NO_VOICES;
  return cached;
}

function subscribe(onChange: () => void) {
  if (!speechSupported()) return () => {};
  // Voices load asynchronously: Chrome announces them with voiceschanged after the first call.
  window.speechSynthesis.addEventListener('voiceschanged', onChange);
  return () => window.speechSynthesis.removeEventListener('voiceschanged', onChange);
}

/**
 * The voices that can speak now: all of them online; offline (issue 28: a basement gym) only
 * the device's own (`localService`), since a network voice (Chrome's "Google …" voices) fails
 * with no signal. All of them still when the device has no voice of its own.
 */
export function usableVoices<V extends Pick<SpeechSynthesisVoice, 'localService'>>(
  voices: readonly V[],
  localOnly: boolean,
): readonly V[] {
  if (!localOnly) return voices;
  const local = voices.filter((v) => v.localService);
  return local.length > 0 ? local : voices;
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The device voice a coach speaks with now (SPEC §4 Voice choice), read at the moment of
 * speaking: the voices may have loaded since the last render. Null when there is none. Offline,
 * or with `localOnly` (a network voice just failed), it is one of the device's own voices.
 */
export function deviceVoice(
  profile: CoachProfile,
  savedVoiceName: string | null,
  { localOnly = offline() }: { localOnly?: boolean } = {},
): SpeechSynthesisVoice | null {
  const voices = speechSupported() ? window.speechSynthesis.getVoices() : [];
  return selectVoice(usableVoices(voices, localOnly), profile, savedVoiceName)?.voice ?? null;
}

/** The device's voices, updated when the browser finishes loading them. */
export function useSpeechVoices(): SpeechSynthesisVoice[] {
  return useSyncExternalStore(subscribe, readVoices, () => NO_VOICES);
}
