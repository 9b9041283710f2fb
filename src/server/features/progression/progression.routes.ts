import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import { progressionSchema } from '../../../shared/schemas/progression';
import type { Db } from '../../db/client';
import { readThrough } from '../../plugins/read-cache';
import { getProgression } from './progression.service';

export async function progressionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/progression/me',
    {
      schema: {
        operationId: 'getProgression',
        summary: 'Get my XP, level, title and streaks',
        tags: ['progression'],
        description:
          'SPEC §3 Progression: XP from the ledger, level and title (SPEC §9), current and longest streak in the user’s local days.',
        response: { 200: progressionSchema, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      readThrough(request, reply, (expireAt) =>
        getProgression(db, request.currentUser, new Date(), expireAt),
      ),
  );
}
