import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import { userIdPathParams } from '../../../shared/schemas/common';
import { progressSchema } from '../../../shared/schemas/progress';
import type { Db } from '../../db/client';
import { assertSelf } from '../users/users.service';
import { getProgress } from './progress.service';

export async function progressRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/progress/:userId',
    {
      schema: {
        tags: ['progress'],
        description:
          'SPEC §2 Progress (issue 9): stat tiles, the 12-week chart, workout types, goals and Recent Activity, in the user’s time zone.',
        params: userIdPathParams,
        response: { 200: progressSchema, ...API_ERRORS },
      },
    },
    async (request) => {
      assertSelf(request.currentUser, request.params.userId);
      return getProgress(db, request.currentUser);
    },
  );
}
