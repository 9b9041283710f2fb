// Hands-free control with the device's own recogniser (issue 31 §1), where the browser has one
// and may use it: on the device, or its service after the person said yes. The same controller
// shape as the server's (hands-free-controller.ts) and the same view, so the page and
// HandsFreeControl do not know which one listens. Hold to talk: recognition runs while the button
// is held and its words come after release. Hands-free: continuous, started again whenever the
// browser ends it, paused while the coach talks. Of the alternatives heard, the first the screen
// understands as a command (its own grammar) is acted on.
import { parseSessionCommand } from '@shared/session/commands';
import { VOICE_ERROR_TEXT } from '@shared/voice/dialog/dialog-errors';
import {
  firstUnderstood,
  type Heard,
  type Listening,
  type ListeningCallbacks,
  type RecognitionErrorCode,
  type RecognitionOutcome,
  type UtteranceCallbacks,
  type UtteranceRun,
} from '@client/lib/speech-recognition/recogniser';
import {
  AFTER_COACH_MS,
  HANDS_FREE_TEXT,
  MIN_HOLD_MS,
  type HandsFreeController,
  type HandsFreeOptions,
  type HandsFreeView,
} from './hands-free-controller';

/** The browser's recogniser as hands-free uses it (use-hands-free.ts makes it). */
export interface DeviceRecognition {
  once: (callbacks?: UtteranceCallbacks) => UtteranceRun;
  listen: (callbacks: ListeningCallbacks) => Listening;
}

export interface DeviceHandsFree extends HandsFreeController {
  /** The browser's recogniser as the page may use it now, or null (Joey Fit's listens). */
  setDevice: (device: DeviceRecognition | null) => void;
  /** It is set, and the browser has not refused its service on this page. */
  usable: () => boolean;
}

export const DEVICE_TEXT = {
  refused:
    "Your browser's speech service isn't available. Try again: Joey Fit's recogniser will listen.",
  failed: 'Speech recognition failed. Try again.',
} as const;

type Update = (change: (view: HandsFreeView) => HandsFreeView) => void;

export function createDeviceHandsFree(
  update: Update,
  initialOptions: HandsFreeOptions,
  now: () => number = () => performance.now(),
): DeviceHandsFree {
  let recognition: DeviceRecognition | null = null;
  /** The browser refused its service: from now on Joey Fit's recogniser listens. */
  let refused = false;
  const device = () => (refused ? null : recognition);
  let current = initialOptions;
  const options = () => current;
  let listen = false;
  let listening: Listening | null = null;
  let run: UtteranceRun | null = null;
  let holding = false;
  let pressedAt = 0;
  /** Bumped by stop() and failures: outcomes of runs before it are dropped. */
  let stops = 0;
  let resume: ReturnType<typeof setTimeout> | undefined;

  const set = (patch: Partial<HandsFreeView>) => update((v) => ({ ...v, ...patch }));

  const heard = (alternatives: Heard[]) => {
    const understood = options().understood ?? ((t: string) => parseSessionCommand(t) != null);
    const text = firstUnderstood(alternatives, understood);
    set({ lastHeard: text, error: null });
    const command = parseSessionCommand(text);
    if (command) options().onCommand(command, text);
    else options().onUnrecognised?.(text);
  };

  const quiet = () => {
    clearTimeout(resume);
    listening?.stop();
    listening = null;
    run?.cancel();
    run = null;
    holding = false;
  };

  const fail = (phase: 'denied' | 'error', error: string) => {
    stops++;
    listen = false;
    quiet();
    set({ phase, error, listen: false, hearing: false, pending: 0 });
  };

  /** What an error means here; true when listening cannot go on. */
  const failWith = (code: RecognitionErrorCode, via: 'push' | 'listen') => {
    switch (code) {
      case 'no-speech':
        if (via === 'push') heard([{ text: '' }]);
        return;
      case 'aborted':
        return;
      case 'not-allowed':
        return fail('denied', HANDS_FREE_TEXT.denied);
      case 'audio-capture':
        return fail('error', HANDS_FREE_TEXT.noMicrophone);
      case 'service-not-allowed':
      case 'language-not-supported':
        refused = true;
        return fail('error', DEVICE_TEXT.refused);
      case 'network':
        if (via === 'listen') return fail('error', VOICE_ERROR_TEXT.network_error);
        return set({ error: VOICE_ERROR_TEXT.network_error });
      case 'other':
        if (via === 'listen') return fail('error', DEVICE_TEXT.failed);
        return set({ error: DEVICE_TEXT.failed });
    }
  };

  const beginListening = () => {
    const dev = device();
    if (!dev || !listen || listening || run || options().suspended) return;
    listening = dev.listen({
      onSpeech: () => set({ hearing: true }),
      onHeard: (alternatives) => {
        set({ hearing: false });
        // Said over the coach: the microphone may have heard the coach.
        if (!options().suspended) heard(alternatives);
      },
      onError: (code) => {
        listening = null;
        failWith(code, 'listen');
      },
    });
  };

  const settle = (outcome: RecognitionOutcome) => {
    if (outcome.kind === 'heard') heard(outcome.alternatives);
    else if (outcome.kind === 'error') failWith(outcome.code, 'push');
  };

  const press = () => {
    if (run) return;
    const dev = device();
    if (!dev) return;
    // A press while hands-free listens: this utterance is the press's, then listening goes on.
    clearTimeout(resume);
    listening?.stop();
    listening = null;
    const token = stops;
    const mine = dev.once();
    run = mine;
    holding = true;
    pressedAt = now();
    set({ hearing: true, error: null });
    void mine.outcome.then((outcome) => {
      if (run !== mine || token !== stops) return;
      run = null;
      set({ hearing: false, pending: 0 });
      settle(outcome);
      beginListening();
    });
  };

  const release = () => {
    const mine = run;
    if (!mine || !holding) return;
    holding = false;
    if (now() - pressedAt < MIN_HOLD_MS) {
      run = null;
      mine.cancel();
      set({ hearing: false, error: HANDS_FREE_TEXT.tap });
      beginListening();
      return;
    }
    mine.stop(); // its words come as its outcome
    set({ hearing: false, pending: 1 });
  };

  return {
    start: async () => {
      if (listen) return;
      listen = true;
      set({ listen: true, phase: 'on', error: null });
      beginListening();
    },
    stop: () => {
      stops++;
      listen = false;
      quiet();
      set({ phase: 'off', listen: false, hearing: false, pending: 0, error: null });
    },
    pushToTalk: { press, release },
    setDevice: (next) => {
      recognition = next;
    },
    usable: () => device() !== null,
    setOptions: (next) => {
      const was = current.suspended;
      current = next;
      if (!listen || run) return;
      if (next.suspended && !was) {
        // The coach talks: stop listening rather than take the coach for the lifter.
        listening?.stop();
        listening = null;
        set({ hearing: false });
      } else if (was && !next.suspended) {
        clearTimeout(resume);
        resume = setTimeout(beginListening, AFTER_COACH_MS);
      }
    },
  };
}

/**
 * The two controllers as one: each listening (hands-free on) or press (while it is off) goes to
 * the device's when it may be used at that moment, else to the server's; stop() stops both.
 */
export function eitherRecogniser(
  server: HandsFreeController,
  onDevice: DeviceHandsFree,
): HandsFreeController & Pick<DeviceHandsFree, 'setDevice'> {
  let listener: HandsFreeController | null = null;
  let presser: HandsFreeController | null = null;
  const pick = () => (onDevice.usable() ? onDevice : server);
  return {
    start: () => {
      listener ??= pick();
      return listener.start();
    },
    stop: () => {
      listener = presser = null;
      server.stop();
      onDevice.stop();
    },
    pushToTalk: {
      press: () => {
        presser = listener ?? pick();
        presser.pushToTalk.press();
      },
      release: () => presser?.pushToTalk.release(),
    },
    setOptions: (options) => {
      server.setOptions(options);
      onDevice.setOptions(options);
    },
    setDevice: onDevice.setDevice,
  };
}
