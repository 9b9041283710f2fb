import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiCoachBody, aiCoachResult } from '../../../shared/schemas/ai-coach';
import { messageSchema } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { assertSelf } from '../users/users.service';
import { COACH_MODEL_TIMEOUT_MS, coachMotivation, DEFAULT_COACH_MODEL } from './coach.service';

export async function coachRoutes(app: FastifyInstance, { db, env }: { db: Db; env: Env }) {
  // Unlike speech recognition (STT_ENGINE=openai), the coach asks the model whenever one is set.
  const model = env.OPENAI_BASE_URL
    ? {
        baseUrl: env.OPENAI_BASE_URL,
        apiKey: env.OPENAI_API_KEY,
        model: env.LLM_MODEL ?? DEFAULT_COACH_MODEL,
        timeoutMs: COACH_MODEL_TIMEOUT_MS,
      }
    : null;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/ai-coach',
    {
      // 300 characters of message and a small context fit many times over.
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['coach'],
        description:
          'A short spoken line from the user’s coach for a moment of a guided session (SPEC §7).',
        body: aiCoachBody,
        response: {
          200: aiCoachResult,
          400: messageSchema,
          401: messageSchema,
          403: messageSchema,
          413: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request) => {
      assertSelf(request.currentUser, request.body.userId);
      return coachMotivation(db, request.currentUser, request.body, model, request.log);
    },
  );
}
