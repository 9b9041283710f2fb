import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../shared/schemas/auth';
import {
  createShareBody,
  shareIdParams,
  shareSchema,
  shareTokenParams,
  shareViewSchema,
} from '../../../shared/schemas/shares';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { isLoopback } from '../../net';
import {
  createShare,
  listShares,
  revokeShare,
  viewShare,
  type ShareOrigin,
} from './shares.service';

export async function sharesRoutes(app: FastifyInstance, { db, env }: { db: Db; env: Env }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };
  const common = { preHandler: app.requireUser };
  const tags = ['shares'];
  // Without PUBLIC_URL only a request from this machine may name the host (a developer on
  // localhost); anyone else gets a path, which the app completes with its own address.
  const origin = (request: FastifyRequest): ShareOrigin =>
    env.PUBLIC_URL ?? (isLoopback(request.ip) ? `${request.protocol}://${request.host}` : '');

  r.get(
    '/api/shares',
    {
      ...common,
      schema: {
        tags,
        description: 'The signed-in user’s shares, newest first, revoked and expired included.',
        response: { 200: z.array(shareSchema), ...errors },
      },
    },
    async (request) => listShares(db, request.user!.id, origin(request)),
  );

  r.post(
    '/api/shares',
    {
      ...common,
      schema: { tags, body: createShareBody, response: { 201: shareSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createShare(db, request.user!, request.body, origin(request))),
  );

  r.delete(
    '/api/shares/:id',
    {
      ...common,
      schema: { tags, params: shareIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await revokeShare(db, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/shares/:token',
    {
      schema: {
        tags,
        description: 'Public: what a share link shows; unknown, expired or revoked is 404.',
        params: shareTokenParams,
        response: { 200: shareViewSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      // A revoked link must stop working at once, so nobody may keep a copy.
      reply.header('cache-control', 'no-store');
      return viewShare(db, request.params.token);
    },
  );
}
