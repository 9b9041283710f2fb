import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiCoachBody, aiCoachResult } from '../../../shared/schemas/ai-coach';
import { messageSchema } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { CounterStore } from '../../plugins/counter-store';
import type { Plans } from '../billing/entitlements.service';
import { assertSelf } from '../users/users.service';
import { chatModelFrom } from '../../chat-model';
import { COACH_MODEL_TIMEOUT_MS, coachMotivation } from './coach.service';

export async function coachRoutes(
  app: FastifyInstance,
  { db, plans, counters, env }: { db: Db; plans: Plans; counters: CounterStore; env: Env },
) {
  const model = chatModelFrom(env, counters, COACH_MODEL_TIMEOUT_MS);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/ai-coach',
    {
      // 300 characters of message and a small context fit many times over.
      bodyLimit: 16 * 1024,
      schema: {
        operationId: 'getCoachLine',
        summary: 'Get a line from my coach for a moment of a session',
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
      const deps = { db, plans, counters };
      return coachMotivation(deps, request.currentUser, request.body, model, request.log);
    },
  );
}
