import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../shared/schemas/auth';
import {
  TRANSCRIBE_LIMITS,
  transcriptionErrorSchema,
  transcriptionResponseSchema,
} from '../../../shared/schemas/voice';
import type { Env } from '../../env';
import type { CounterStore } from '../../plugins/counter-store';
import type { SpeechEngine } from './stt/engine';
import { createSpeechEngine, defaultPoolSize } from './stt';
import { refusal, Transcriber, type Outcome } from './transcribe.service';
import { MAX_PROMPT, readUpload } from './upload';

export interface SpeechOptions {
  /** The engine to use instead of the one STT_ENGINE names (tests, benchmarks). */
  engine?: SpeechEngine;
  /** Recognitions at once; defaults to the engine pool size. */
  concurrency?: number;
  /** Requests that may hold a place beyond those running before overload answers quota_exceeded. */
  maxQueue?: number;
  /** Per user: recordings holding a place at once, and started per minute (1 and 20). */
  perUser?: { active: number; perMinute: number };
  /** An upload that has not fully arrived after this long is refused with 408 (15 s). */
  uploadTimeoutMs?: number;
}

/** A body that is not multipart is refused before a byte of it is read. */
async function requireMultipart(request: FastifyRequest, reply: FastifyReply) {
  if (/^multipart\/form-data\s*(;|$)/i.test(request.headers['content-type'] ?? '')) return;
  const o = refusal(415, 'invalid_audio', 'Send the recording as multipart/form-data', {
    code: 'not_multipart',
  });
  return reply.status(o.status).header('connection', 'close').send(o.body);
}

/** Voice: POST /api/transcribe (SPEC §7, DESIGN §7). */
export async function voiceRoutes(
  app: FastifyInstance,
  {
    env,
    counters,
    speech = {},
  }: {
    env: Env;
    counters: CounterStore;
    speech?: SpeechOptions;
  },
) {
  const concurrency = speech.concurrency ?? defaultPoolSize();
  const transcriber = new Transcriber({
    engine: speech.engine ?? createSpeechEngine(env),
    counters,
    concurrency,
    maxQueue: speech.maxQueue ?? concurrency * 4,
    perUser: speech.perUser,
  });
  // The queue's figures for GET /metrics (plugins/metrics.ts: the plugin reads, voice reports).
  app.metrics.watchSpeechQueue(() => transcriber.queueStats());
  const uploadTimeoutMs = speech.uploadTimeoutMs ?? 15_000;
  app.addHook('onClose', () => transcriber.close());
  // Says once why recognition is off, so an operator does not learn it from users. Not awaited:
  // start-up never waits for the check, nor for the recogniser that production starts with it.
  app.addHook('onReady', async () => {
    const log = (reason: string, extra = {}) =>
      app.log.warn(
        { engine: transcriber.engineName, ...extra },
        `speech recognition is off: ${reason}`,
      );
    transcriber.readiness(env.NODE_ENV === 'production').then(
      (a) => a.ok || log(a.reason, { code: a.code }),
      (err: unknown) => log('its check failed', { err }),
    );
  });

  await app.register(multipart, {
    limits: {
      fileSize: TRANSCRIBE_LIMITS.maxBytes,
      files: 1,
      fields: 4,
      fieldSize: MAX_PROMPT * 4,
      parts: 6,
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: transcriptionErrorSchema,
    401: messageSchema,
    408: transcriptionErrorSchema,
    413: transcriptionErrorSchema,
    415: transcriptionErrorSchema,
    429: transcriptionErrorSchema,
    500: transcriptionErrorSchema,
    502: transcriptionErrorSchema,
    503: transcriptionErrorSchema,
  };

  r.post(
    '/api/transcribe',
    {
      // Before the body is parsed: who asks, and in what form, decide whether it is read at all.
      onRequest: requireMultipart,
      schema: {
        operationId: 'transcribeAudio',
        summary: 'Turn recorded speech into text',
        tags: ['voice'],
        description:
          'Speech to text. multipart/form-data: `audio` (WAV, WebM/Opus, Ogg/Opus or MP4; at most ' +
          '5 MB and 30 s) and `prompt`. Answers SPEC §3 transcription shape; refusals carry it too, ' +
          'with a short code as `originalError`.',
        consumes: ['multipart/form-data'],
        response: { 200: transcriptionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      // One log line per answer, with the detail the answer itself leaves out.
      const send = (o: Outcome, bytes?: number) => {
        const entry = {
          engine: transcriber.engineName,
          status: o.status,
          code: o.body.originalError,
          detail: o.detail,
          bytes,
          ms: Math.round(performance.now() - started),
        };
        request.log[o.status >= 500 ? 'warn' : 'info'](entry, 'transcribe');
        return reply
          .status(o.status)
          .headers(o.headers ?? {})
          .send(o.body);
      };
      const unavailable = await transcriber.unavailable();
      if (unavailable) return send(unavailable);
      // The place is taken before the body is read: refusals come at once, and memory holds at
      // most one upload per place.
      const admitted = await transcriber.admit(request.currentUser.id);
      if ('refused' in admitted) {
        reply.header('connection', 'close'); // the body is not wanted: do not wait to drain it
        return send(admitted.refused);
      }
      try {
        const upload = await readUpload(request, uploadTimeoutMs);
        if ('status' in upload) {
          if (upload.status === 408) reply.header('connection', 'close');
          return send(upload);
        }
        const outcome = await transcriber.transcribe(admitted.ticket, upload, request.currentUser);
        return send(outcome, upload.bytes.length);
      } finally {
        admitted.ticket.release();
      }
    },
  );
}
