import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS, messageSchema } from '../../../shared/schemas/auth';
import {
  createShareBody,
  shareIdParams,
  shareSchema,
  shareTokenParams,
  shareViewSchema,
} from '../../../shared/schemas/shares';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Plans } from '../billing/entitlements.service';
import { isLoopback } from '../../net';
import type { CounterStore } from '../../plugins/counter-store';
import { shareViews } from './share-views';
import { createShare, listShares, revokeShare, type ShareOrigin } from './shares.service';

export async function sharesRoutes(
  app: FastifyInstance,
  { db, env, plans, counters }: { db: Db; env: Env; plans: Plans; counters: CounterStore },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shares'];
  const views = shareViews(db, counters, env.SHARE_VIEWS_PER_MINUTE);
  // Without PUBLIC_URL only a request from this machine may name the host (a developer on
  // localhost); anyone else gets a path, which the app completes with its own address.
  const origin = (request: FastifyRequest): ShareOrigin =>
    env.PUBLIC_URL ?? (isLoopback(request.ip) ? `${request.protocol}://${request.host}` : '');

  r.get(
    '/api/shares',
    {
      schema: {
        operationId: 'listShares',
        summary: 'List my share links, newest first',
        tags,
        description: 'The signed-in user’s shares, newest first, revoked and expired included.',
        response: { 200: z.array(shareSchema), ...API_ERRORS },
      },
    },
    async (request) => listShares(db, request.currentUser.id, origin(request)),
  );

  r.post(
    '/api/shares',
    {
      schema: {
        operationId: 'createShare',
        summary: 'Make a share link for a workout',
        tags,
        body: createShareBody,
        response: { 201: shareSchema, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createShare(db, plans, request.currentUser, request.body, origin(request))),
  );

  r.delete(
    '/api/shares/:id',
    {
      schema: {
        operationId: 'revokeShare',
        summary: 'Revoke a share link',
        tags,
        params: shareIdParams,
        response: { 204: z.null(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await revokeShare(db, request.currentUser.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/shares/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getSharedWorkout',
        summary: 'Get what a share link shows',
        tags,
        description:
          'Public: what a share link shows; unknown, expired or revoked is 404. Limited per address (429 with Retry-After).',
        params: shareTokenParams,
        response: { 200: shareViewSchema, 404: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => views.view(request, reply, request.params.token),
  );
}
