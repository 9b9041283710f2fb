// Hands-free control of a workout session (issue 11 §5), outside React so its rules can be tested
// with a stand-in microphone and recogniser: listen mode (the microphone stays open, the detector
// cuts utterances) and push-to-talk (press to start one, release to send it). Every utterance
// goes to POST /api/transcribe, one at a time and in order, and what comes back is read with
// parseSessionCommand. use-hands-free.ts wraps this for React.
import type { TranscriptionResponse } from '@shared/schemas/voice';
import { parseSessionCommand, type SessionCommand } from '@shared/session/commands';
import { VOICE_LIMITS } from '@shared/voice/dialog/dialog';
import { errorReason, isNoMicrophone, isPermissionDenied } from '@client/lib/audio/recorder';
import type { Capture, CaptureCallbacks } from './capture';
import { initialVad, vadStep, type VadState } from './vad';

export type HandsFreeStatus =
  'off' | 'starting' | 'listening' | 'hearing' | 'recognising' | 'unsupported' | 'denied' | 'error';

export interface HandsFreeOptions {
  onCommand: (cmd: SessionCommand, heard: string) => void;
  onUnrecognised?: (heard: string) => void;
  /**
   * Which words are a command on this screen (the live workout's grammar; the session's by
   * default): the device's recogniser acts on the first of its alternatives that is one.
   */
  understood?: (text: string) => boolean;
  /** True while the coach is speaking, so the microphone does not take the coach for the user. */
  suspended: boolean;
}

export interface HandsFreeView {
  /** Hands-free (listen mode) is turned on, or being turned on. */
  listen: boolean;
  /** off, opening the microphone, listen mode on, or why it cannot run. */
  phase: 'off' | 'starting' | 'on' | 'unsupported' | 'denied' | 'error';
  /** An utterance is being recorded (speech detected, or push-to-talk held). */
  hearing: boolean;
  /** Utterances sent and not answered yet. */
  pending: number;
  error: string | null;
  /** What the recogniser wrote for the last utterance ('' when it heard nothing). */
  lastHeard: string | null;
}

export const initialHandsFreeView: HandsFreeView = {
  listen: false,
  phase: 'off',
  hearing: false,
  pending: 0,
  error: null,
  lastHeard: null,
};

export function handsFreeStatus(view: HandsFreeView): HandsFreeStatus {
  if (view.phase === 'unsupported' || view.phase === 'denied') return view.phase;
  if (view.hearing) return 'hearing';
  if (view.pending > 0) return 'recognising';
  return view.phase === 'on' ? 'listening' : view.phase;
}

/** Audio kept from before speech was detected, so the first syllable is not cut. */
export const PRE_ROLL_MS = 300;
/** After the coach stops, the room may still ring with the last word. */
export const AFTER_COACH_MS = 300;
/** People let go of the button as the last word ends. */
export const RELEASE_TAIL_MS = 250;
/** A press shorter than this is a tap: nothing was said. */
export const MIN_HOLD_MS = 300;

export const HANDS_FREE_TEXT = {
  unsupported: "This browser can't record from a microphone. Use the buttons instead.",
  denied:
    "Microphone access is blocked. Allow it in your browser's site settings, then turn hands-free on again.",
  noMicrophone: 'No microphone found. Connect one, or use the buttons instead.',
  noWav: "This browser can't listen continuously. Hold to talk instead.",
  tap: 'Hold the button while you speak, then let go.',
  /** Speech is recognised on the server (issue 28): offline, the buttons do everything. */
  offline: "Voice commands need a connection. You're offline — the buttons work as usual.",
} as const;

/** A send that never reached the server: the device is offline, or the request failed. */
const isOffline = (error: unknown) =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) ||
  (error instanceof Error && error.message.startsWith('Network error'));

export interface HandsFreeDeps {
  canRecord: () => boolean;
  openCapture: (callbacks: CaptureCallbacks) => Promise<Capture>;
  transcribe: (audio: Blob) => Promise<TranscriptionResponse>;
}

type Update = (change: (view: HandsFreeView) => HandsFreeView) => void;
type Via = 'listen' | 'push';

export interface HandsFreeController {
  start: () => Promise<void>;
  stop: () => void;
  pushToTalk: { press: () => void; release: () => void };
  /** The page's latest callbacks and `suspended`. */
  setOptions: (options: HandsFreeOptions) => void;
}

export function createHandsFreeController(
  deps: HandsFreeDeps,
  update: Update,
  initialOptions: HandsFreeOptions,
): HandsFreeController {
  let current = initialOptions;
  const options = () => current;
  let capture: Capture | null = null;
  /** listen: hands-free on; push: the microphone was opened for one press. */
  let mode: 'off' | 'listen' | 'push' = 'off';
  /** Bumped by every open, so an open that finishes after a newer one or a stop is dropped. */
  let opening = 0;
  /** Bumped by stop(): answers to utterances sent before it are dropped. */
  let stops = 0;
  let vad: VadState = initialVad;
  let utteranceFrom = 0;
  /** No audio before this (ms on the capture's clock) is used: the coach was speaking. */
  let listenFrom = 0;
  let held: { pressedAt: number; from: number } | null = null;
  let queue = Promise.resolve();

  const set = (patch: Partial<HandsFreeView>) => update((v) => ({ ...v, ...patch }));

  const closeMicrophone = () => {
    capture?.close();
    capture = null;
    mode = 'off';
    held = null;
    vad = initialVad;
  };

  const fail = (phase: 'unsupported' | 'denied' | 'error', error: string) => {
    stops++;
    closeMicrophone();
    set({ phase, error, listen: false, hearing: false, pending: 0 });
  };

  const heard = (text: string) => {
    set({ lastHeard: text, error: null });
    const command = parseSessionCommand(text);
    if (command) options().onCommand(command, text);
    else options().onUnrecognised?.(text);
  };

  const answer = (reply: TranscriptionResponse, via: Via) => {
    if (reply.success) return heard(reply.transcription?.text.trim() ?? '');
    // Noise the detector took for speech comes back as too short: only a press says "I spoke".
    if (reply.category === 'audio_quality') return via === 'push' ? heard('') : undefined;
    const error = reply.error ?? 'Speech recognition failed.';
    if (reply.category === 'engine_unavailable') return fail('error', error);
    set({ error });
  };

  /** Sends one utterance after those before it, so commands act in the order they were said. */
  const send = (audio: Promise<Blob | null>, via: Via) => {
    const token = stops;
    update((v) => ({ ...v, pending: v.pending + 1 }));
    queue = queue.then(async () => {
      try {
        const blob = await audio;
        if (!blob || token !== stops) return;
        const reply = await deps.transcribe(blob);
        if (token === stops) answer(reply, via);
      } catch (error) {
        if (token === stops) {
          set({ error: isOffline(error) ? HANDS_FREE_TEXT.offline : errorReason(error) });
        }
      } finally {
        if (token === stops) update((v) => ({ ...v, pending: Math.max(0, v.pending - 1) }));
      }
    });
  };

  const onFrame = (atMs: number, level: number) => {
    if (held) {
      // The recogniser takes 30 s at most (SPEC §9): a button held longer is let go for the user.
      if (atMs - held.from >= VOICE_LIMITS.maxRecordingMs - RELEASE_TAIL_MS) letGo();
      return;
    }
    if (mode !== 'listen' || !capture) return;
    if (options().suspended) {
      if (vad.phase === 'onset' || vad.phase === 'speech') set({ hearing: false });
      vad = { ...initialVad, floor: vad.floor };
      listenFrom = atMs + AFTER_COACH_MS;
      return;
    }
    if (atMs < listenFrom) return;
    const step = vadStep(vad, { atMs, level });
    vad = step.state;
    if (step.event?.type === 'start') {
      utteranceFrom = Math.max(step.event.atMs - PRE_ROLL_MS, listenFrom - AFTER_COACH_MS, 0);
      set({ hearing: true });
    } else if (step.event?.type === 'end') {
      // Sent first, so the status goes from hearing to recognising without a blink of listening.
      send(capture.cut(utteranceFrom, step.event.endMs), 'listen');
      set({ hearing: false });
    }
  };

  /** Opens the microphone; false (and the reason shown) when it cannot be had. */
  const open = async (next: 'listen' | 'push'): Promise<boolean> => {
    if (!deps.canRecord()) {
      fail('unsupported', HANDS_FREE_TEXT.unsupported);
      return false;
    }
    const id = ++opening;
    mode = next;
    set({ phase: 'starting', error: null });
    let opened: Capture;
    try {
      opened = await deps.openCapture({
        onFrame: (atMs, level) => {
          if (capture === opened) onFrame(atMs, level);
        },
        onError: (reason) => {
          if (capture === opened) fail('error', `The microphone stopped: ${reason}`);
        },
      });
    } catch (error) {
      if (id !== opening) return false;
      if (isPermissionDenied(error)) fail('denied', HANDS_FREE_TEXT.denied);
      else if (isNoMicrophone(error)) fail('error', HANDS_FREE_TEXT.noMicrophone);
      else fail('error', `Couldn't start the microphone: ${errorReason(error)}`);
      return false;
    }
    if (id !== opening) {
      opened.close();
      return false;
    }
    capture = opened;
    vad = initialVad;
    listenFrom = 0;
    return true;
  };

  const start = async () => {
    if (mode === 'listen') return;
    if (mode === 'push') {
      // Turned on while a press holds the microphone open: keep it open after the press.
      if (capture?.cuttable) {
        mode = 'listen';
        set({ phase: 'on', listen: true });
      }
      return;
    }
    set({ listen: true });
    if (!(await open('listen'))) return;
    if (!capture!.cuttable) return fail('error', HANDS_FREE_TEXT.noWav);
    set({ phase: 'on' });
  };

  const stop = () => {
    stops++;
    opening++;
    closeMicrophone();
    set({ phase: 'off', listen: false, hearing: false, pending: 0, error: null });
  };

  const press = () => {
    if (held) return;
    if (mode === 'listen' && capture) {
      const now = capture.now();
      held = { pressedAt: now, from: Math.max(0, now - PRE_ROLL_MS) };
      vad = { ...initialVad, floor: vad.floor };
      set({ hearing: true, error: null });
      return;
    }
    if (mode !== 'off') return;
    held = { pressedAt: 0, from: 0 };
    void open('push').then((ok) => {
      if (!ok) held = null;
      else if (!held) {
        // Let go before the microphone was open: nothing was recorded.
        closeMicrophone();
        set({ phase: 'off', error: HANDS_FREE_TEXT.tap });
      } else set({ phase: 'off', hearing: true });
    });
  };

  const letGo = () => {
    const press = held;
    held = null;
    if (!press || !capture) return; // still opening: the open sees the press is over
    const source = capture;
    if (source.now() - press.pressedAt < MIN_HOLD_MS) {
      if (mode === 'push') closeMicrophone();
      set({ hearing: false, error: HANDS_FREE_TEXT.tap });
      return;
    }
    if (mode === 'push') {
      capture = null;
      mode = 'off';
      send(source.finish(), 'push');
    } else {
      send(source.cut(press.from, source.now() + RELEASE_TAIL_MS), 'push');
    }
    set({ hearing: false });
  };

  return {
    start,
    stop,
    pushToTalk: { press, release: letGo },
    setOptions: (next) => {
      current = next;
    },
  };
}
