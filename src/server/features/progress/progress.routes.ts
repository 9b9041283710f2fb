import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import { userIdPathParams } from '../../../shared/schemas/common';
import { liftsQuery, liftsSchema } from '../../../shared/schemas/lifts';
import { progressSchema } from '../../../shared/schemas/progress';
import type { Db } from '../../db/client';
import { readThrough } from '../../plugins/read-cache';
import { assertSelf } from '../users/users.service';
import { getLifts } from './lifts.service';
import { getProgress } from './progress.service';

export async function progressRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/progress/:userId',
    {
      schema: {
        operationId: 'getProgress',
        summary: 'Get my progress: stats, the 12-week chart, goals',
        tags: ['progress'],
        description:
          'SPEC §2 Progress (issue 9): stat tiles, the 12-week chart, workout types, goals and Recent Activity, in the user’s time zone.',
        params: userIdPathParams,
        response: { 200: progressSchema, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      assertSelf(request.currentUser, request.params.userId);
      return readThrough(request, reply, () => getProgress(db, request.currentUser));
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/progress/:userId/lifts',
    {
      schema: {
        operationId: 'getLiftProgress',
        summary: 'Get my progress per lift and sets per muscle group',
        tags: ['progress'],
        description:
          'Issue 27 §4: per lift (most recently done first, at most 20) its volume, heaviest weight, most reps and best estimated 1RM, in pounds; and the working sets per muscle group for each of the last `weeks` weeks (default 4, at most 12). Warm-ups and sets not done never count.',
        params: userIdPathParams,
        querystring: liftsQuery,
        response: { 200: liftsSchema, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      assertSelf(request.currentUser, request.params.userId);
      return readThrough(request, reply, () =>
        getLifts(db, request.currentUser, request.query.weeks),
      );
    },
  );
}
