import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageSchema } from '../../../shared/schemas/auth';
import type { Database } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  // Liveness: the process answers.
  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'getLiveness',
        summary: 'Tell whether the server process answers',
        tags: ['ops'],
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      logLevel: 'warn',
    },
    async () => ({ ok: true }),
  );

  // Readiness: the database answers too; load balancers stop sending traffic when it does not.
  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Tell whether the server and its database answer',
        tags: ['ops'],
        response: {
          200: z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) }),
          503: messageSchema,
        },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { ok: true, database: database.kind };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ message: 'Database unreachable' });
      }
    },
  );
}
