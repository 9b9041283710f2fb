// An OpenAI-compatible transcription server (STT_ENGINE=openai): POST
// {OPENAI_BASE_URL}/v1/audio/transcriptions with multipart file, model and prompt, as OpenAI's
// API and Whisper servers (faster-whisper-server, whisper.cpp, LocalAI) accept. The recording is
// sent as uploaded (the service has checked it first); raw PCM is wrapped in a WAV file. What the
// server answers on failure stays in the log: the user gets a fixed message and a code.
import { encodeWav } from '../audio/wav';
import {
  EngineError,
  type AudioFile,
  type SpeechAudio,
  type SpeechEngine,
  type Transcript,
} from './engine';

export interface OpenAiOptions {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

interface TranscriptionBody {
  text?: unknown;
  segments?: { avg_logprob?: unknown }[];
}

/** The base URL without a trailing slash or /v1, so both spellings of the setting work. */
export function apiRoot(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
}

export class OpenAiEngine implements SpeechEngine {
  readonly name = 'openai';

  constructor(private readonly opts: OpenAiOptions) {}

  async available() {
    if (!this.opts.baseUrl) {
      return {
        ok: false as const,
        code: 'engine_not_configured' as const,
        reason: 'STT_ENGINE=openai needs OPENAI_BASE_URL (the transcription server)',
      };
    }
    return { ok: true as const };
  }

  transcribe(audio: SpeechAudio, prompt?: string): Promise<Transcript> {
    const bytes = 'wav' in audio ? audio.wav : encodeWav(audio.pcm);
    return this.transcribeFile(
      { bytes, container: 'wav', mimetype: 'audio/wav', filename: 'audio.wav' },
      prompt,
    );
  }

  async transcribeFile(file: AudioFile, prompt?: string): Promise<Transcript> {
    const form = new FormData();
    form.append(
      'file',
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.mimetype }),
      file.filename,
    );
    form.append('model', this.opts.model ?? 'whisper-1');
    form.append('response_format', 'verbose_json');
    if (prompt) form.append('prompt', prompt);
    const headers: Record<string, string> = {};
    if (this.opts.apiKey) headers.authorization = `Bearer ${this.opts.apiKey}`;

    let res: Response;
    try {
      res = await fetch(`${apiRoot(this.opts.baseUrl!)}/v1/audio/transcriptions`, {
        method: 'POST',
        body: form,
        headers,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
      });
    } catch (err) {
      throw new EngineError(
        'Network error: the transcription service could not be reached',
        'network_error',
        true,
        'upstream_unreachable',
        (err as Error).message,
      );
    }
    const body = await res.text().catch(() => '');
    const detail = `${res.status} ${res.statusText}: ${body.slice(0, 500)}`;
    if (res.status === 429) {
      throw new EngineError(
        'The transcription service is over its quota or rate limit',
        'quota_exceeded',
        false,
        'upstream_rate_limited',
        detail,
      );
    }
    if (!res.ok) {
      throw new EngineError(
        'Transcription failed: the transcription service answered with an error',
        res.status >= 500 ? 'network_error' : 'processing_error',
        res.status >= 500,
        'upstream_error',
        detail,
      );
    }
    let parsed: TranscriptionBody;
    try {
      parsed = JSON.parse(body) as TranscriptionBody;
    } catch {
      // Some servers answer response_format=text whatever was asked.
      parsed = { text: body };
    }
    if (typeof parsed.text !== 'string') {
      throw new EngineError(
        'Transcription failed: the service answered without text',
        'processing_error',
        true,
        'upstream_error',
        body.slice(0, 500),
      );
    }
    return { text: parsed.text.trim(), confidence: confidenceOf(parsed) };
  }
}

/** exp(mean segment log-probability) when the server gives one; 1 when it gives no score. */
function confidenceOf(body: TranscriptionBody): number {
  const logprobs = (body.segments ?? [])
    .map((s) => s.avg_logprob)
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (logprobs.length === 0) return 1;
  const mean = logprobs.reduce((a, b) => a + b, 0) / logprobs.length;
  return Math.min(1, Math.max(0, Math.exp(mean)));
}
