import type { CoachProfile } from '@shared/coaches';

export interface SpeakOptions {
  voice: SpeechSynthesisVoice | null;
  profile: Pick<CoachProfile, 'pitch' | 'rate' | 'volume'>;
  onStart?: () => void;
  onEnd?: () => void;
  /** A word is being spoken (the engine's word boundaries; not every engine sends them). */
  onWord?: () => void;
  /** Speech did not happen (no engine, no voice, an engine error or no start in time). */
  onFail?: (reason: string) => void;
}

/** Some engines accept an utterance and never start it; after this long it counts as failed. */
const START_TIMEOUT_MS = 3_000;

/**
 * Speaks `text` with the persona's pitch, rate and volume (SPEC §9). Returns a function that
 * stops it. Cancelling is not a failure: Stop Speaking must not bring up the fallback banner.
 */
export function speak(text: string, options: SpeakOptions): () => void {
  const { voice, profile, onStart, onEnd, onWord, onFail } = options;
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || !voice) {
    onFail?.(voice ? 'speech synthesis is not available' : 'no voice on this device');
    return () => {};
  }
  const synth = window.speechSynthesis;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.pitch = profile.pitch;
  utterance.rate = profile.rate;
  utterance.volume = profile.volume;

  let settled = false;
  let stopped = false;
  const settle = (outcome: () => void) => {
    if (settled) return;
    settled = true;
    clearTimeout(watchdog);
    outcome();
  };
  const watchdog = setTimeout(() => {
    synth.cancel();
    settle(() => onFail?.('speech did not start'));
  }, START_TIMEOUT_MS);

  utterance.onstart = () => {
    clearTimeout(watchdog);
    onStart?.();
  };
  utterance.onboundary = (event) => {
    if (event.name === 'word') onWord?.();
  };
  utterance.onend = () => settle(() => onEnd?.());
  utterance.onerror = (event) => {
    const cancelled = stopped || event.error === 'canceled' || event.error === 'interrupted';
    settle(() => (cancelled ? onEnd?.() : onFail?.(event.error)));
  };
  synth.cancel(); // one reply at a time: a new one replaces what was being said
  synth.speak(utterance);
  return () => {
    stopped = true;
    synth.cancel();
    settle(() => onEnd?.());
  };
}
