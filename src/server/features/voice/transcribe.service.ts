// POST /api/transcribe's rules (SPEC §3, §5, §7; DESIGN §7; issue 7 §3, §4): who may start a
// recording and when (decided before its upload is read), checking it and decoding it to what the
// engine reads, recognising it under the concurrency limit, and answering in SPEC §3's shape with
// the HTTP status that fits. `originalError` is a short stable code; what went wrong in detail
// (tool output, paths, an upstream server's answer) is the outcome's `detail`, for the log only.
// When the engine gives an n-best list, the text answered is the one the interpreter understands
// (issue 15 §2, chooseHypothesis); the answer's shape stays SPEC §3's.
import {
  TRANSCRIBE_LIMITS,
  type TranscribeCategory,
  type TranscriptionResponse,
} from '../../../shared/schemas/voice';
import {
  MIN_TRANSCRIPTION_LENGTH,
  TRANSCRIPTION_TOO_SHORT,
} from '../../../shared/voice/dialog/dialog-errors';
import { chooseHypothesis } from '../../../shared/voice/interpret/hypotheses';
import type { CounterStore } from '../../plugins/counter-store';
import { countAttempt, release } from '../../plugins/rate-limit';
import {
  checkAudio,
  CONTAINER_TYPES,
  DecoderMissingError,
  sniffContainer,
  TooLongError,
} from './audio/decode';
import { AudioFormatError } from './audio/wav';
import { EngineError, type Availability, type SpeechEngine, type Transcript } from './stt/engine';
import { Limiter, OverloadedError, UserLimits, type LimiterStats, type Place } from './stt/limiter';

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
  /** For the log only: may name paths, tool output or what an upstream server said. */
  detail?: string;
}

/** Per user: one recording holding a place at a time, twenty started a minute. */
export const PER_USER = { active: 1, perMinute: 20 } as const;
const MINUTE = 60_000;

export interface TranscriberOptions {
  engine: SpeechEngine;
  /** Where the per-minute count is kept, shared by every instance of the app. */
  counters: CounterStore;
  /** Recognitions at once (the engine's pool size). */
  concurrency: number;
  /** Requests that may hold a place beyond those running; more are refused as quota_exceeded. */
  maxQueue: number;
  /** `perMinute: Infinity` counts nothing (tests and benchmarks that send many recordings). */
  perUser?: { active: number; perMinute: number };
  maxSeconds?: number;
}

/** A refusal: SPEC §3's fields with a stable code as `originalError`, plus `message`. */
export function refusal(
  status: number,
  category: TranscribeCategory,
  error: string,
  opts: { code: string; shouldRetry?: boolean; detail?: string; headers?: Record<string, string> },
): Outcome {
  return {
    status,
    body: {
      success: false,
      error,
      category,
      shouldRetry: opts.shouldRetry ?? false,
      originalError: opts.code,
      message: error,
    },
    headers: opts.headers,
    detail: opts.detail,
  };
}

/** One user's place, taken before the upload is read: run the work in it, then release it. */
export interface Ticket {
  run: Place['run'];
  release(): void;
}

const ACCEPTED = 'WAV, WebM/Opus, Ogg/Opus or MP4 audio';

/**
 * The text to answer: the engine's own unless one of its alternatives is understood where it is
 * not (chooseHypothesis). Which one was taken goes to the log, not to the answer.
 */
function understood(result: Transcript, now: Date, timeZone: string) {
  const alternatives = result.alternatives ?? [];
  if (alternatives.length <= 1) return { text: result.text };
  const i = chooseHypothesis(alternatives, now, timeZone);
  if (i === 0) return { text: result.text };
  return {
    text: alternatives[i]!.text,
    detail: `hypothesis ${i + 1} of ${alternatives.length} chosen over the engine's first`,
  };
}

export class Transcriber {
  private readonly limiter: Limiter;
  private readonly users: UserLimits;
  private readonly perMinute: number;
  private readonly maxSeconds: number;

  constructor(private readonly opts: TranscriberOptions) {
    this.limiter = new Limiter(opts.concurrency, opts.maxQueue);
    const perUser = opts.perUser ?? PER_USER;
    this.users = new UserLimits(perUser.active);
    this.perMinute = perUser.perMinute;
    this.maxSeconds = opts.maxSeconds ?? TRANSCRIBE_LIMITS.maxSeconds;
  }

  get engineName() {
    return this.opts.engine.name;
  }

  /** The recogniser's places: running, queued, refused (read by /metrics). */
  queueStats(): LimiterStats {
    return this.limiter.stats();
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

  /** 503 engine_unavailable when the engine cannot run, else null. */
  async unavailable(): Promise<Outcome | null> {
    const availability = await this.opts.engine.available();
    if (availability.ok) return null;
    return refusal(
      503,
      'engine_unavailable',
      'The speech recognition engine is not installed or not turned on on this server. You can type your command instead.',
      { code: availability.code, detail: availability.reason },
    );
  }

  /**
   * Takes a place for the user's recording before its upload is read, or refuses: 429 when they
   * already have one going or have sent too many this minute, 503 when every place is taken or
   * the per-minute count cannot be kept. A refused recording is not counted.
   */
  async admit(
    userId: string,
    now = new Date(),
  ): Promise<{ ticket: Ticket } | { refused: Outcome }> {
    // Taken before anything is awaited, so two requests of one user cannot both find it free.
    const leave = this.users.enter(userId);
    if (!leave) {
      const text =
        'You already have a recording being transcribed. Wait for its answer, then try again.';
      return { refused: refusal(429, 'quota_exceeded', text, { code: 'user_busy' }) };
    }
    const counted = await this.countStart(userId, now);
    if ('refused' in counted) {
      leave();
      return counted;
    }
    let place: Place;
    try {
      place = this.limiter.enter();
    } catch (err) {
      leave();
      await counted.giveBack();
      if (!(err instanceof OverloadedError)) throw err;
      const text =
        'Speech recognition is busy (quota exceeded for now). Please try again in a moment.';
      const headers = { 'retry-after': '5' };
      return { refused: refusal(503, 'quota_exceeded', text, { code: 'busy', headers }) };
    }
    return {
      ticket: {
        run: place.run,
        release: () => {
          place.release();
          leave();
        },
      },
    };
  }

  /**
   * Counts the recording against the user's per-minute limit in the shared counter store, so the
   * limit holds across every instance; `giveBack` uncounts it when it is refused after all.
   */
  private async countStart(
    userId: string,
    now: Date,
  ): Promise<{ giveBack(): Promise<void> } | { refused: Outcome }> {
    if (this.perMinute === Infinity) return { giveBack: async () => undefined };
    const { counters } = this.opts;
    const key = `voice:user:${userId}`;
    // Best effort: a store that fails now leaves one recording counted too many, not an error.
    const giveBack = () => release(counters, [key], MINUTE, now).catch(() => undefined);
    let wait: number | null;
    try {
      wait = await countAttempt(counters, [{ key, limit: this.perMinute }], MINUTE, now);
    } catch (err) {
      const text =
        'Speech recognition cannot check your recording limit right now. Try again in a moment.';
      return {
        refused: refusal(503, 'processing_error', text, {
          code: 'limits_unavailable',
          shouldRetry: true,
          detail: err instanceof Error ? err.message : String(err),
          headers: { 'retry-after': '2' },
        }),
      };
    }
    if (wait === null) return { giveBack };
    await giveBack();
    const seconds = String(wait);
    const text = `You have sent too many recordings in the last minute. Try again in ${seconds} seconds.`;
    const headers = { 'retry-after': seconds };
    return { refused: refusal(429, 'quota_exceeded', text, { code: 'user_rate', headers }) };
  }

  /**
   * Checks, decodes and recognises an upload in the place admit() gave it. The user's time zone
   * (and now) let the interpreter read days ("yesterday") when it judges the hypotheses.
   */
  async transcribe(
    ticket: Ticket,
    upload: Upload,
    user: { timeZone: string },
    now = new Date(),
  ): Promise<Outcome> {
    const container = sniffContainer(upload.bytes);
    if (!container) {
      return refusal(415, 'invalid_audio', `Unsupported audio format: send ${ACCEPTED}`, {
        code: 'unsupported_format',
        detail: `content type ${upload.mimetype || 'unknown'}`,
      });
    }
    const { engine } = this.opts;
    try {
      return await ticket.run(async () => {
        // Every format's length is checked before an engine, local or remote, gets it.
        const checked = await checkAudio(upload.bytes, {
          maxSeconds: this.maxSeconds,
          resample: !engine.transcribeFile,
        });
        if (checked.durationSeconds < 0.1) return this.tooShort('no_sound');
        const result = engine.transcribeFile
          ? await engine.transcribeFile(
              {
                bytes: upload.bytes,
                container,
                mimetype: upload.mimetype || CONTAINER_TYPES[container],
                filename: upload.filename || `audio.${container}`,
              },
              upload.prompt,
            )
          : await engine.transcribe(checked.audio, upload.prompt);
        const { text: heard, detail } = understood(result, now, user.timeZone);
        const text = heard.trim();
        if (text.length < MIN_TRANSCRIPTION_LENGTH) return this.tooShort('too_short', text);
        // The engine's confidence in what it heard best, even when another hypothesis is answered.
        const confidence = Math.round(result.confidence * 1000) / 1000;
        return {
          status: 200,
          body: { success: true, transcription: { text, confidence } },
          detail,
        };
      });
    } catch (err) {
      return this.failure(err);
    }
  }

  private tooShort(code: 'no_sound' | 'too_short', heard = ''): Outcome {
    return {
      status: 200,
      body: {
        success: false,
        error: TRANSCRIPTION_TOO_SHORT,
        category: 'audio_quality',
        shouldRetry: true,
        originalError: code,
      },
      detail: heard && `heard "${heard}"`,
    };
  }

  private failure(err: unknown): Outcome {
    const detail = err instanceof Error ? err.message : String(err);
    if (err instanceof TooLongError) {
      const text = `Recordings can be at most ${this.maxSeconds} seconds long`;
      return refusal(413, 'invalid_audio', text, { code: 'too_long', detail });
    }
    if (err instanceof DecoderMissingError) {
      const text = 'This server can only read WAV recordings';
      return refusal(415, 'invalid_audio', text, { code: 'decoder_missing', detail });
    }
    if (err instanceof AudioFormatError) {
      const text = `The recording could not be read: send ${ACCEPTED}`;
      return refusal(415, 'invalid_audio', text, { code: 'decode_failed', detail });
    }
    if (err instanceof EngineError) {
      const status =
        err.category === 'quota_exceeded' ? 503 : err.category === 'network_error' ? 502 : 500;
      return refusal(status, err.category, err.message, {
        code: err.code,
        shouldRetry: err.shouldRetry,
        detail: err.detail,
      });
    }
    return refusal(500, 'processing_error', 'Speech recognition failed', {
      code: 'internal',
      shouldRetry: true,
      detail: err instanceof Error ? (err.stack ?? detail) : detail,
    });
  }
}
