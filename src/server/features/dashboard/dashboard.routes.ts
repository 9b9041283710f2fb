import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import { userIdPathParams } from '../../../shared/schemas/common';
import {
  dashboardSchema,
  dismissSuggestionSchema,
  suggestionIdParams,
} from '../../../shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { readThrough } from '../../plugins/read-cache';
import { assertSelf } from '../users/users.service';
import { getDashboard } from './dashboard.service';
import { dismissSuggestion } from './dismissals.service';

export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/dashboard/:userId',
    {
      schema: {
        operationId: 'getDashboard',
        summary: 'Get the dashboard: today, goals, recent workouts, insights',
        tags: ['dashboard'],
        description:
          "SPEC §3 Dashboard response: today's stats in the user's time zone, goals, recent workouts and AI Coach Insights.",
        params: userIdPathParams,
        response: { 200: dashboardSchema, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      assertSelf(request.currentUser, request.params.userId);
      return readThrough(request, reply, (expireAt) =>
        getDashboard(db, request.currentUser, new Date(), expireAt),
      );
    },
  );

  r.post(
    '/api/suggestions/:id/dismiss',
    {
      schema: {
        operationId: 'dismissSuggestion',
        summary: 'Hide an insight until the end of my day',
        tags: ['dashboard'],
        description: 'Maybe Later: hides the insight until the end of the user’s local day.',
        params: suggestionIdParams,
        response: { 200: dismissSuggestionSchema, ...API_ERRORS },
      },
    },
    async (request) => dismissSuggestion(db, request.currentUser, request.params.id),
  );
}
