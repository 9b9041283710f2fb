import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assessmentAnswersSchema,
  assessmentResultSchema,
  storedPlanSchema,
} from '../../../shared/schemas/assessment';
import { messageSchema } from '../../../shared/schemas/auth';
import { chatModelFrom } from '../../chat-model';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { CounterStore } from '../../plugins/counter-store';
import { createPlan, latestPlan } from './assessment.service';
import { PLAN_MODEL_TIMEOUT_MS } from './plan-model';

export async function assessmentRoutes(
  app: FastifyInstance,
  { db, counters, env }: { db: Db; counters: CounterStore; env: Env },
) {
  const model = chatModelFrom(env, counters, PLAN_MODEL_TIMEOUT_MS);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/workout-assessment',
    {
      bodyLimit: 16 * 1024,
      schema: {
        operationId: 'createAssessmentPlan',
        summary: 'Make my workout plan from assessment answers',
        tags: ['assessment'],
        description:
          'A workout plan from the fitness assessment’s answers (SPEC §7); it becomes the user’s saved plan.',
        body: assessmentAnswersSchema,
        response: {
          200: assessmentResultSchema,
          400: messageSchema,
          401: messageSchema,
          413: messageSchema,
          415: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request) => ({
      workoutPlan: await createPlan(
        db,
        counters,
        request.currentUser,
        request.body,
        model,
        request.log,
      ),
    }),
  );
  r.get(
    '/api/workout-assessment',
    {
      schema: {
        operationId: 'getAssessmentPlan',
        summary: 'Get my saved workout plan and its answers',
        tags: ['assessment'],
        description: 'The user’s saved plan, the answers it came from and when (404 when none).',
        response: { 200: storedPlanSchema, 401: messageSchema, 404: messageSchema },
      },
    },
    async (request) => latestPlan(db, request.currentUser),
  );
}
