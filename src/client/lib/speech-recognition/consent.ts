// Whether the person agreed that their voice may go to the browser's own speech service (issue
// 31 §1), and which recogniser that leaves. Kept per device in localStorage, not on the account:
// the service is the browser's (Google for Chrome, Apple for Safari, none for Firefox), so a
// yes given in Safari on a phone says nothing about Chrome on a laptop; and the choice must be
// readable before anything is sent, even signed out of the network.
import type { OnDeviceAvailability } from './recogniser';

export const CONSENT_KEY = 'joeyfit:browser-speech-service';

/** 'browser': yes, use the browser's service; 'joeyfit': no, keep Joey Fit's recogniser. */
export type SpeechServiceConsent = 'browser' | 'joeyfit';

/** Which recogniser listens: on the device, the browser's service, or the server's own. */
export type RecogniserChoice = 'local' | 'service' | 'server';

/**
 * The recogniser to use, or 'ask' when the browser has only its service and the person has not
 * said yes or no. On the device needs no asking: the voice does not leave it. The server's
 * recogniser is the default and where there is no other.
 */
export function recogniserChoice({
  supported,
  onDevice,
  consent,
}: {
  supported: boolean;
  onDevice: OnDeviceAvailability;
  consent: SpeechServiceConsent | null;
}): RecogniserChoice | 'ask' {
  if (!supported) return 'server';
  if (onDevice === 'available') return 'local';
  if (consent === 'browser') return 'service';
  if (consent === 'joeyfit') return 'server';
  return 'ask';
}

/** How the dialog names each recogniser while it listens. */
export const RECOGNISER_LABEL: Record<RecogniserChoice, string> = {
  local: 'On this device',
  service: "Your browser's speech service",
  server: "Joey Fit's recogniser",
};

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked: nothing remembered, so the person is asked
  }
}

export function readConsent(): SpeechServiceConsent | null {
  const value = storage()?.getItem(CONSENT_KEY);
  return value === 'browser' || value === 'joeyfit' ? value : null;
}

export function writeConsent(consent: SpeechServiceConsent) {
  try {
    storage()?.setItem(CONSENT_KEY, consent);
  } catch {
    // Full or blocked: the choice holds for this page only, and is asked again next time.
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: this tab's changes and other tabs' (the storage event). */
export function subscribeConsent(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
