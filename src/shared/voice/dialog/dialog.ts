/**
 * The voice dialog as a pure reducer (SPEC §2 Voice dialog, §4 states, retry policy and audio
 * quality, §9 constants). The component only renders the state and runs the side effects
 * (microphone, uploads, speech); every rule about what may happen next lives here.
 */
import type { VoiceCommandResult } from '../../schemas/voice-command';
import { rateAudioQuality, type AudioQuality } from './audio-quality';
import { recordingFailure, VOICE_ERROR_TEXT, type VoiceFailure } from './dialog-errors';

/** SPEC §9 Voice. */
export const VOICE_LIMITS = {
  maxRecordingMs: 30_000,
  /** Listed by the spec and unused: the recorder emits data every `timesliceMs` instead. */
  chunkDurationMs: 3_000,
  timesliceMs: 100,
  tickMs: 100,
  sampleRate: 16_000,
  autoStartDelayMs: 500,
  maxRetries: 3,
  /** SPEC §4: how long a reply that could not be spoken stays on screen. */
  speechBannerMs: 4_000,
} as const;

/** SPEC §9: the recording formats to ask for, best first. */
export const PREFERRED_AUDIO_TYPES = [
  'audio/wav',
  'audio/ogg;codecs=opus',
  'audio/webm;codecs=opus',
] as const;

/** SPEC §7: the fixed hint sent with every recording as `prompt`. */
export const TRANSCRIPTION_PROMPT =
  'A spoken fitness command: exercises, sets, reps, weights in pounds or kg, distances, ' +
  'durations and goals.';

export type VoicePhase =
  | 'ready'
  | 'starting'
  | 'recording'
  | 'processingAudio'
  | 'processingCommand'
  | 'typing'
  | 'result';

export type VoiceOutcome =
  | { kind: 'success'; result: VoiceCommandResult; undone: boolean }
  | { kind: 'error'; failure: VoiceFailure; result: VoiceCommandResult | null };

export interface VoiceDialogState {
  phase: VoicePhase;
  /** Retries made so far (0 on the first attempt); SPEC §4 allows 3. */
  retries: number;
  elapsedMs: number;
  /** Microphone level, 0 to 1. */
  level: number;
  quality: AudioQuality | null;
  /** What the command step was given: the transcription or the typed text ('You said:'). */
  heard: string | null;
  outcome: VoiceOutcome | null;
}

export type VoiceDialogAction =
  | { type: 'start' }
  | { type: 'recordingStarted' }
  | { type: 'tick'; elapsedMs: number; level: number }
  | { type: 'recordingStopped'; sizeBytes: number }
  /** The device's own recogniser stopped listening (issue 31 §1): its words are on the way. */
  | { type: 'listeningStopped' }
  | { type: 'commandSent'; text: string }
  | { type: 'typeInstead' }
  | { type: 'useMicrophone' }
  | { type: 'answered'; result: VoiceCommandResult }
  /**
   * What the device did for an act (issue 31 §3): a Delete or Keep tapped, or a yes or no to its
   * question. Shown as a result from whatever the dialog was doing (listening for the answer too).
   */
  | { type: 'acted'; result: VoiceCommandResult }
  | { type: 'failed'; failure: VoiceFailure }
  | { type: 'undone' }
  | { type: 'retry' }
  | { type: 'reset' };

export const initialVoiceDialog: VoiceDialogState = {
  phase: 'ready',
  retries: 0,
  elapsedMs: 0,
  level: 0,
  quality: null,
  heard: null,
  outcome: null,
};

const fresh = (state: VoiceDialogState, phase: VoicePhase): VoiceDialogState => ({
  ...initialVoiceDialog,
  retries: state.retries,
  phase,
});

const failed = (state: VoiceDialogState, failure: VoiceFailure): VoiceDialogState => ({
  ...state,
  phase: 'result',
  level: 0,
  outcome: { kind: 'error', failure, result: null },
});

/** An interpreter answer of `error` is a failed attempt that says why in its own reply. */
function answered(state: VoiceDialogState, result: VoiceCommandResult): VoiceDialogState {
  const outcome: VoiceOutcome =
    result.action === 'error'
      ? { kind: 'error', result, failure: { category: 'other', message: result.message, shouldRetry: true } }
      : { kind: 'success', result, undone: false }; // prettier-ignore
  return { ...state, phase: 'result', outcome };
}

/** Phases with a microphone or a request in flight: only their own outcome may end them. */
const BUSY: readonly VoicePhase[] = [
  'starting',
  'recording',
  'processingAudio',
  'processingCommand',
];

export function voiceDialogReducer(
  state: VoiceDialogState,
  action: VoiceDialogAction,
): VoiceDialogState {
  switch (action.type) {
    case 'start':
      return canStart(state) ? fresh(state, 'starting') : state;
    case 'recordingStarted':
      return state.phase === 'starting' ? { ...state, phase: 'recording' } : state;
    case 'tick':
      return state.phase === 'recording'
        ? { ...state, elapsedMs: action.elapsedMs, level: action.level }
        : state;
    case 'recordingStopped':
      if (state.phase !== 'recording') return state;
      // SPEC §5: a zero-size recording is never sent; the recorder captured nothing.
      if (action.sizeBytes <= 0) return failed(state, recordingFailure(VOICE_ERROR_TEXT.recordingFailed));
      return { ...state, phase: 'processingAudio', level: 0, quality: rateAudioQuality(action.sizeBytes) }; // prettier-ignore
    case 'listeningStopped':
      // No recording to rate: the browser recognised it and keeps the audio.
      return state.phase === 'recording'
        ? { ...state, phase: 'processingAudio', level: 0, quality: null }
        : state;
    case 'commandSent':
      return BUSY.includes(state.phase) && state.phase !== 'processingAudio'
        ? state
        : { ...state, phase: 'processingCommand', heard: action.text, outcome: null };
    case 'typeInstead':
      return state.phase === 'processingAudio' || state.phase === 'processingCommand'
        ? state
        : { ...fresh(state, 'typing'), heard: null };
    case 'useMicrophone':
      return state.phase === 'typing' ? fresh(state, 'ready') : state;
    case 'answered':
      return state.phase === 'processingCommand' ? answered(state, action.result) : state;
    case 'acted':
      return {
        ...answered(state, action.result),
        level: 0,
        // An answer said or typed shows as 'You said:'; a button pressed has no words.
        heard: state.phase === 'processingCommand' ? state.heard : null,
      };
    case 'failed':
      return BUSY.includes(state.phase) ? failed(state, action.failure) : state;
    case 'undone':
      return state.outcome?.kind === 'success'
        ? { ...state, outcome: { ...state.outcome, undone: true } }
        : state;
    case 'retry':
      return canRetry(state) ? { ...fresh(state, 'ready'), retries: state.retries + 1 } : state;
    case 'reset':
      return initialVoiceDialog;
  }
}

/** Recording can (re)start from the opening screen, the typing box or a result. */
export const canStart = (state: VoiceDialogState) =>
  state.phase === 'ready' || state.phase === 'typing' || state.phase === 'result';

/** SPEC §4: retry only after a failure that allows it, and fewer than 3 retries so far. */
export function canRetry(state: VoiceDialogState): boolean {
  return (
    state.outcome?.kind === 'error' &&
    state.outcome.failure.shouldRetry &&
    state.retries < VOICE_LIMITS.maxRetries
  );
}

const RETRY_LABELS = ['Try Again', 'Try Again (Speak Clearly)', 'Last Attempt'] as const;

/** SPEC §4 retry labels, by how many retries were already made. */
export const retryLabel = (retries: number) =>
  RETRY_LABELS[Math.min(Math.max(retries, 0), RETRY_LABELS.length - 1)]!;

/** SPEC §4 attempt banner: attempt = retries + 1; nothing on the first attempt. */
export function attemptBanner(retries: number): string | null {
  const attempt = retries + 1;
  if (attempt <= 1) return null;
  if (attempt === 2) return 'Try speaking more clearly';
  if (attempt === 3) return 'Speak closer to your microphone';
  return 'Consider using manual input instead';
}

export const TYPING_HINT =
  'Having trouble with voice recognition. Consider typing your command instead.';

/** SPEC §4: the typed-command hint shows on an error (including when retries run out). */
export const showTypingHint = (state: VoiceDialogState) => state.outcome?.kind === 'error';

/**
 * SPEC §4: auto-start (500 ms after opening or a retry) only when nothing else is going on:
 * not while a request runs or a result shows, and not while the coach is still talking (the
 * microphone would record the reply).
 */
export const shouldAutoStart = (state: VoiceDialogState, coachSpeaking = false) =>
  state.phase === 'ready' && !coachSpeaking;

/** Whole seconds recorded, as the recording view shows them. */
export const elapsedSeconds = (ms: number) => Math.floor(Math.max(0, ms) / 1000);

/** True once a recording has reached SPEC §9's maximum and must stop. */
export const reachedMaxDuration = (ms: number) => ms >= VOICE_LIMITS.maxRecordingMs;

/** True when the answer wrote something the other screens show (workouts, goals, dashboard). */
export const commandWrote = (result: VoiceCommandResult) =>
  result.workout !== null || result.goal !== null;
