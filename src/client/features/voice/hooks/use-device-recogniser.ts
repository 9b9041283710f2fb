// The voice dialog's side of the device's own recogniser (issue 31 §1): which recogniser listens
// (on the device, the browser's service after a yes, or Joey Fit's), the one-time question, and
// one utterance recognised by the browser and handed to the dialog as its text, confidence and
// alternatives. use-voice-session.ts calls this where it would otherwise record.
import { useState } from 'react';
import { reachedMaxDuration, VOICE_LIMITS } from '@shared/voice/dialog/dialog';
import type { VoiceFailure } from '@shared/voice/dialog/dialog-errors';
import {
  writeConsent,
  type RecogniserChoice,
  type SpeechServiceConsent,
} from '@client/lib/speech-recognition/consent';
import { deviceFailure } from '@client/lib/speech-recognition/failures';
import {
  pageLanguage,
  recogniseOnce,
  type Heard,
  type UtteranceCallbacks,
  type UtteranceRun,
} from '@client/lib/speech-recognition/recogniser';
import { useRecogniserChoice } from '@client/lib/speech-recognition/use-recogniser-choice';

/** What the device's recogniser adds to a spoken command's request. */
export interface SpokenExtras {
  confidence?: number;
  alternatives: Heard[];
}

/** What one utterance on the device tells the dialog, in the order it happens. */
export interface DeviceCaptureEvents {
  /** The browser is listening (the recording view). */
  started: () => void;
  tick: (elapsedMs: number, level: number) => void;
  /** Listening ended, the words are being recognised. */
  stopped: () => void;
  heard: (text: string, extras: SpokenExtras) => void;
  failed: (failure: VoiceFailure) => void;
  /** The browser refused its service: Joey Fit's recogniser records instead, at once. */
  fallBack: () => void;
}

export interface DeviceCapture {
  stop: () => void;
  cancel: () => void;
}

export interface DeviceRecogniser {
  /** Which recogniser listens; 'ask' while the one-time question waits, 'checking' before. */
  choice: RecogniserChoice | 'ask' | 'checking';
  /** The browser's recogniser listens (on the device, or its service after a yes). */
  inUse: boolean;
  /** Auto-start waits: the browser has not said yet, or the question is on screen. */
  pending: boolean;
  /** The words heard so far while the browser listens ("heard so far"). */
  interim: string | null;
  decide: (consent: SpeechServiceConsent) => void;
  /** For the rest of this dialog, Joey Fit's recogniser (the browser refused its own). */
  fallBack: () => void;
  capture: (events: DeviceCaptureEvents) => DeviceCapture;
}

export function useDeviceRecogniser(canRecord: boolean): DeviceRecogniser {
  const browser = useRecogniserChoice(canRecord);
  const { cls } = browser;
  const [fellBack, setFellBack] = useState(false);
  const [interim, setInterim] = useState<string | null>(null);
  const choice = fellBack && browser.choice !== 'checking' ? 'server' : browser.choice;
  const inUse = choice === 'local' || choice === 'service';

  const capture = (events: DeviceCaptureEvents): DeviceCapture => {
    setInterim(null);
    return captureUtterance(
      (callbacks) => recogniseOnce(cls!, { lang: pageLanguage(), local: choice === 'local' }, callbacks), // prettier-ignore
      events,
      { onInterim: setInterim, onRefused: () => setFellBack(true) },
    );
  };

  return {
    choice,
    inUse,
    pending: choice === 'checking' || choice === 'ask',
    interim,
    decide: writeConsent,
    fallBack: () => setFellBack(true),
    capture,
  };
}

/** Shown as the meter's level while the browser listens: it does not share the microphone. */
export const LEVEL_QUIET = 0.05;
export const LEVEL_SPEAKING = 0.6;

/** The browser would not recognise after all: the next try uses Joey Fit's recogniser. */
export const SERVICE_REFUSED =
  "Your browser's speech service isn't available. Try again: Joey Fit's recogniser will listen.";

/**
 * One utterance recognised by the browser, told to the dialog as a recording would be: started,
 * a tick every 100 ms (30 s at most, SPEC §9), stopped, then its words or a failure in the
 * dialog's words. The browser refusing its service before Stop hands over to the recorder.
 */
export function captureUtterance(
  begin: (callbacks: UtteranceCallbacks) => UtteranceRun,
  events: DeviceCaptureEvents,
  { onInterim, onRefused }: { onInterim?: (text: string) => void; onRefused?: () => void } = {},
): DeviceCapture {
  let timer: ReturnType<typeof setInterval> | undefined;
  let speaking = false;
  let stopped = false;
  const markStopped = () => {
    clearInterval(timer);
    if (stopped) return;
    stopped = true;
    events.stopped();
  };
  const run = begin({
    onListening: () => {
      events.started();
      const from = performance.now();
      timer = setInterval(() => {
        const elapsed = performance.now() - from;
        events.tick(elapsed, speaking ? LEVEL_SPEAKING : LEVEL_QUIET);
        if (reachedMaxDuration(elapsed)) stop();
      }, VOICE_LIMITS.tickMs);
    },
    onSpeech: () => (speaking = true),
    onInterim,
  });
  const stop = () => {
    markStopped();
    run.stop();
  };
  void run.outcome.then((outcome) => {
    clearInterval(timer);
    if (outcome.kind === 'cancelled') return;
    if (outcome.kind === 'error') {
      const failure = deviceFailure(outcome.code);
      if (failure === null) return;
      if (failure === 'fallback') {
        onRefused?.();
        // Once the person has pressed Stop, starting to record again would surprise them.
        if (!stopped) return events.fallBack();
        return events.failed({ category: 'other', message: SERVICE_REFUSED, shouldRetry: true });
      }
      return events.failed(failure);
    }
    markStopped();
    const [best] = outcome.alternatives;
    events.heard(best!.text, { confidence: best!.confidence, alternatives: outcome.alternatives });
  });
  return {
    stop,
    cancel: () => {
      clearInterval(timer);
      run.cancel();
    },
  };
}
