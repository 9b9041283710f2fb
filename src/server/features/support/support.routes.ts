import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../shared/schemas/auth';
import { supportContactSchema } from '../../../shared/schemas/support';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Plans } from '../billing/entitlements.service';

/** Help's Contact Support (issue 14 §4): the configured address and the caller's priority. */
export async function supportRoutes(
  app: FastifyInstance,
  { db, env, plans }: { db: Db; env: Env; plans: Plans },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/support',
    {
      schema: {
        operationId: 'getSupport',
        summary: 'Say where to write for help',
        tags: ['support'],
        description:
          'Where to write for help (SUPPORT_EMAIL) and whether my plan has priority support.',
        response: { 200: supportContactSchema, 401: messageSchema },
      },
    },
    async (request) => {
      const { tier } = await plans.subscriptionOf(db, request.currentUser.id);
      return { email: env.SUPPORT_EMAIL, priority: tier.features.prioritySupport };
    },
  );
}
