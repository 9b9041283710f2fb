// The speech-to-text engine interface (DESIGN §7): the offline recogniser, an OpenAI-compatible
// server, or none. The transcription service only talks to this.
import type { Hypothesis } from '../../../../shared/voice/interpret/hypotheses';
import type { Container } from '../audio/decode';

export interface Transcript {
  text: string;
  /** 0–1: the engine's confidence in the whole utterance. */
  confidence: number;
  /**
   * What else the engine almost heard, best first, `text` first (issue 15 §2); only engines
   * with an n-best list give it (the offline recogniser, not a Whisper server).
   */
  alternatives?: Hypothesis[];
}

/** Why an engine cannot run: a stable code for answers, the reason (with paths) for the log. */
export type UnavailableCode =
  'engine_off' | 'engine_not_configured' | 'engine_missing' | 'model_missing' | 'engine_failed';
export type Availability = { ok: true } | { ok: false; code: UnavailableCode; reason: string };

/** A recording as it was uploaded, for engines that decode it themselves. */
export interface AudioFile {
  bytes: Uint8Array;
  container: Container;
  mimetype: string;
  filename: string;
}

/**
 * A checked recording (readable, within the length limit) as an engine gets it: 16 kHz mono
 * samples that ffmpeg decoded, or a WAV the engine decodes and resamples itself, away from the
 * API's event loop (issue 7 §3).
 */
export type SpeechAudio = { pcm: Int16Array } | { wav: Uint8Array };

export interface SpeechEngine {
  readonly name: string;
  /** Whether the engine can be used, starting it if need be; if not, why. */
  available(): Promise<Availability>;
  /** Like available(), but starts nothing (the start-up log); engines that start nothing omit it. */
  check?(): Promise<Availability>;
  transcribe(audio: SpeechAudio, prompt?: string): Promise<Transcript>;
  /** Engines that take the recording as uploaded (a Whisper server) skip local decoding. */
  transcribeFile?(file: AudioFile, prompt?: string): Promise<Transcript>;
  close?(): Promise<void>;
}

export type EngineErrorCategory = 'network_error' | 'quota_exceeded' | 'processing_error';

/**
 * A failure the user can be told about: a fixed message, SPEC §3's category and retry advice,
 * a stable code for `originalError`, and the detail (upstream bodies, paths) for the log only.
 */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly category: EngineErrorCategory,
    readonly shouldRetry: boolean,
    readonly code: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** Recognition turned off (STT_ENGINE=none). */
export const noEngine: SpeechEngine = {
  name: 'none',
  available: async () => ({
    ok: false,
    code: 'engine_off',
    reason: 'speech recognition is turned off on this server (STT_ENGINE=none)',
  }),
  transcribe: async () => {
    throw new Error('no speech engine');
  },
};
