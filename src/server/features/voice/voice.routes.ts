import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../shared/schemas/auth';
import {
  TRANSCRIBE_LIMITS,
  transcriptionErrorSchema,
  transcriptionResponseSchema,
} from '../../../shared/schemas/voice';
import type { Env } from '../../env';
import type { SpeechEngine } from './stt/engine';
import { createSpeechEngine, defaultPoolSize } from './stt';
import { refusal, Transcriber, type Upload } from './transcribe.service';

export interface SpeechOptions {
  /** The engine to use instead of the one STT_ENGINE names (tests, benchmarks). */
  engine?: SpeechEngine;
  /** Recognitions at once; defaults to the engine pool size. */
  concurrency?: number;
  /** Requests that may wait for a recogniser before overload answers quota_exceeded. */
  maxQueue?: number;
}

const MAX_PROMPT = 1000;

/** Voice: POST /api/transcribe (SPEC §7, DESIGN §7). */
export async function voiceRoutes(
  app: FastifyInstance,
  { env, speech = {} }: { env: Env; speech?: SpeechOptions },
) {
  const concurrency = speech.concurrency ?? defaultPoolSize();
  const transcriber = new Transcriber({
    engine: speech.engine ?? createSpeechEngine(env),
    concurrency,
    maxQueue: speech.maxQueue ?? concurrency * 4,
  });
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
    413: transcriptionErrorSchema,
    415: transcriptionErrorSchema,
    500: transcriptionErrorSchema,
    502: transcriptionErrorSchema,
    503: transcriptionErrorSchema,
  };

  r.post(
    '/api/transcribe',
    {
      preHandler: app.requireUser,
      bodyLimit: TRANSCRIBE_LIMITS.maxBytes + 64 * 1024,
      schema: {
        tags: ['voice'],
        description:
          'Speech to text. multipart/form-data: `audio` (WAV, WebM/Opus, Ogg/Opus or MP4; at most ' +
          '5 MB and 30 s) and `prompt`. Answers SPEC §3 transcription shape; refusals carry it too.',
        consumes: ['multipart/form-data'],
        response: { 200: transcriptionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        const o = refusal(415, 'invalid_audio', 'Send the recording as multipart/form-data');
        return reply.status(o.status).send(o.body);
      }
      let audio: Omit<Upload, 'prompt'> | null = null;
      let prompt = '';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'audio' && !audio) {
              audio = { bytes, mimetype: part.mimetype, filename: part.filename };
            }
          } else if (part.fieldname === 'prompt') {
            prompt = String(part.value).slice(0, MAX_PROMPT);
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        const o =
          code === 'FST_REQ_FILE_TOO_LARGE'
            ? refusal(413, 'invalid_audio', 'The recording is larger than 5 MB')
            : code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT'
              ? refusal(413, 'invalid_audio', 'Send one recording, as the field audio')
              : refusal(400, 'invalid_audio', 'The upload could not be read', {
                  originalError: (err as Error).message,
                });
        return reply.status(o.status).send(o.body);
      }
      if (!audio || audio.bytes.length === 0) {
        const o = refusal(400, 'invalid_audio', 'No audio: send the recording as the field audio');
        return reply.status(o.status).send(o.body);
      }
      const started = performance.now();
      const outcome = await transcriber.transcribe({ ...audio, prompt });
      request.log.info(
        {
          engine: transcriber.engineName,
          bytes: audio.bytes.length,
          ms: Math.round(performance.now() - started),
          success: outcome.body.success,
          category: outcome.body.category,
        },
        'transcribe',
      );
      return reply
        .status(outcome.status)
        .headers(outcome.headers ?? {})
        .send(outcome.body);
    },
  );
}
