// POST /api/transcribe's logic (SPEC §3, §5, §7; DESIGN §7): check the recording, decode it to
// 16 kHz mono when the engine wants samples, recognise it under the concurrency limit, and
// answer in SPEC §3's shape with the HTTP status that fits.
import {
  TRANSCRIBE_LIMITS,
  type TranscribeCategory,
  type TranscriptionResponse,
} from '../../../shared/schemas/voice';
import {
  MIN_TRANSCRIPTION_LENGTH,
  TRANSCRIPTION_TOO_SHORT,
} from '../../../shared/voice/dialogErrors';
import {
  CONTAINER_TYPES,
  decodeTo16kMono,
  DecoderMissingError,
  sniffContainer,
  TooLongError,
} from './audio/decode';
import { AudioFormatError, parseWavHeader } from './audio/wav';
import { EngineError, type Availability, type SpeechEngine } from './stt/engine';
import { Limiter, OverloadedError } from './stt/limiter';

export interface Upload {
  bytes: Uint8Array;
  mimetype: string;
  filename: string;
  prompt?: string;
}

export interface Outcome {
  status: number;
  body: TranscriptionResponse & { message?: string };
  headers?: Record<string, string>;
}

export interface TranscriberOptions {
  engine: SpeechEngine;
  /** Recognitions at once (the engine's pool size). */
  concurrency: number;
  /** Requests allowed to wait for a free recogniser; more are refused as quota_exceeded. */
  maxQueue: number;
  maxSeconds?: number;
}

/** A refusal: SPEC §3's fields, plus `message` as every API error has. */
export function refusal(
  status: number,
  category: TranscribeCategory,
  error: string,
  opts: { shouldRetry?: boolean; originalError?: string; headers?: Record<string, string> } = {},
): Outcome {
  const body: Outcome['body'] = {
    success: false,
    error,
    category,
    shouldRetry: opts.shouldRetry ?? false,
    message: error,
  };
  if (opts.originalError) body.originalError = opts.originalError;
  return { status, body, headers: opts.headers };
}

const ACCEPTED = 'WAV, WebM/Opus, Ogg/Opus or MP4 audio';

export class Transcriber {
  readonly limiter: Limiter;
  private readonly maxSeconds: number;

  constructor(private readonly opts: TranscriberOptions) {
    this.limiter = new Limiter(opts.concurrency, opts.maxQueue);
    this.maxSeconds = opts.maxSeconds ?? TRANSCRIBE_LIMITS.maxSeconds;
  }

  get engineName() {
    return this.opts.engine.name;
  }

  /**
   * Whether recognition can run: the engine's check, which starts nothing, then, when asked (in
   * production), the engine itself, so the first user does not wait for a recogniser to start.
   */
  async readiness(startEngine: boolean): Promise<Availability> {
    const { engine } = this.opts;
    const checked = await (engine.check?.() ?? engine.available());
    return checked.ok && startEngine ? engine.available() : checked;
  }

  async close() {
    await this.opts.engine.close?.();
  }

  async transcribe(upload: Upload): Promise<Outcome> {
    const container = sniffContainer(upload.bytes);
    if (!container) {
      return refusal(415, 'invalid_audio', `Unsupported audio format: send ${ACCEPTED}`, {
        originalError: `content type ${upload.mimetype || 'unknown'}`,
      });
    }
    const engine = this.opts.engine;
    const availability = await engine.available();
    if (!availability.ok) {
      return refusal(
        503,
        'engine_unavailable',
        'The speech recognition engine is not installed or not turned on on this server. You can type your command instead.',
        { originalError: availability.reason },
      );
    }
    try {
      return await this.limiter.run(async () => {
        const file = {
          bytes: upload.bytes,
          container,
          mimetype: upload.mimetype || CONTAINER_TYPES[container],
          filename: upload.filename || `audio.${container}`,
        };
        let result;
        if (engine.transcribeFile) {
          // The engine decodes; only a WAV's length can be checked without decoding it here.
          if (container === 'wav') {
            const seconds = parseWavHeader(upload.bytes).durationSeconds;
            if (seconds > this.maxSeconds) throw new TooLongError(seconds);
          }
          result = await engine.transcribeFile(file, upload.prompt);
        } else {
          const audio = await decodeTo16kMono(upload.bytes, { maxSeconds: this.maxSeconds });
          if (audio.pcm.length < 1600) return this.tooShort('the recording holds no sound');
          result = await engine.transcribe(audio.pcm, upload.prompt);
        }
        const text = result.text.trim();
        if (text.length < MIN_TRANSCRIPTION_LENGTH) return this.tooShort(`heard "${text}"`);
        const confidence = Math.round(result.confidence * 1000) / 1000;
        return { status: 200, body: { success: true, transcription: { text, confidence } } };
      });
    } catch (err) {
      return this.failure(err);
    }
  }

  private tooShort(detail: string): Outcome {
    return {
      status: 200,
      body: {
        success: false,
        error: TRANSCRIPTION_TOO_SHORT,
        category: 'audio_quality',
        shouldRetry: true,
        originalError: detail,
      },
    };
  }

  private failure(err: unknown): Outcome {
    if (err instanceof OverloadedError) {
      return refusal(
        503,
        'quota_exceeded',
        'Speech recognition is busy (quota exceeded for now). Please try again in a moment.',
        { shouldRetry: false, headers: { 'retry-after': '5' } },
      );
    }
    if (err instanceof TooLongError) {
      return refusal(413, 'invalid_audio', `Recordings can be at most ${this.maxSeconds} seconds long`, {
        originalError: err.message,
      });
    }
    if (err instanceof DecoderMissingError) {
      return refusal(415, 'invalid_audio', `This server can only read WAV recordings`, {
        originalError: err.message,
      });
    }
    if (err instanceof AudioFormatError) {
      return refusal(415, 'invalid_audio', `The recording could not be read: send ${ACCEPTED}`, {
        originalError: err.message,
      });
    }
    if (err instanceof EngineError) {
      const status = err.category === 'quota_exceeded' ? 503 : err.category === 'network_error' ? 502 : 500;
      return refusal(status, err.category, err.message, {
        shouldRetry: err.shouldRetry,
        originalError: err.detail,
      });
    }
    throw err;
  }
} // prettier-ignore
