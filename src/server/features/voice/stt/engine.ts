// The speech-to-text engine interface (DESIGN §7): the offline recogniser, an OpenAI-compatible
// server, or none. The transcription service only talks to this.
import type { Container } from '../audio/decode';

export interface Transcript {
  text: string;
  /** 0–1: the engine's confidence in the whole utterance. */
  confidence: number;
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

export interface SpeechEngine {
  readonly name: string;
  /** Whether the engine can be used, starting it if need be; if not, why. */
  available(): Promise<Availability>;
  /** Like available(), but starts nothing (the start-up log); engines that start nothing omit it. */
  check?(): Promise<Availability>;
  /** 16 kHz mono 16-bit samples → text. */
  transcribe(pcm16kMono: Int16Array | Buffer, prompt?: string): Promise<Transcript>;
  /** Engines that take the recording as uploaded (a Whisper server) skip local decoding. */
  transcribeFile?(file: AudioFile, prompt?: string): Promise<Transcript>;
  close?(): Promise<void>;
}

export type EngineErrorCategory = 'network_error' | 'quota_exceeded' | 'processing_error';

/** A failure the user can be told about, with SPEC §3's category and retry advice. */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly category: EngineErrorCategory,
    readonly shouldRetry: boolean,
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

/** 16-bit samples as a Node Buffer without copying. */
export function pcmBytes(pcm: Int16Array | Buffer): Buffer {
  return Buffer.isBuffer(pcm) ? pcm : Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
}

/** 16-bit samples as an Int16Array (copies only when the bytes are misaligned). */
export function pcmSamples(pcm: Int16Array | Buffer): Int16Array {
  if (!Buffer.isBuffer(pcm)) return pcm;
  if (pcm.byteOffset % 2 === 0) return new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length >> 1);
  return new Int16Array(Uint8Array.from(pcm).buffer);
}
