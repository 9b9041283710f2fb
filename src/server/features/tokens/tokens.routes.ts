import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import {
  createdTokenSchema,
  createTokenBody,
  tokenIdParams,
  tokenListSchema,
  TOKEN_LIMITS,
} from '../../../shared/schemas/tokens';
import type { Db } from '../../db/client';
import { createToken, listTokens, revokeToken } from './tokens.service';

/**
 * Personal access tokens (issue 29 §8). Only the app's session manages them (`bearer: false`): a
 * token that could make tokens would outlive its own revocation.
 */
export async function tokensRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tokens'];
  const config = { bearer: false } as const;

  r.post(
    '/api/tokens',
    {
      config,
      schema: {
        operationId: 'createToken',
        summary: 'Make a personal access token; its secret is shown this once',
        description: `A token for scripts: send it as \`Authorization: Bearer <token>\`. At most ${TOKEN_LIMITS.perUser} per account (409 when full).`,
        tags,
        body: createTokenBody,
        response: { 201: createdTokenSchema, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createToken(db, request.currentUser.id, request.body.name)),
  );

  r.get(
    '/api/tokens',
    {
      config,
      schema: {
        operationId: 'listTokens',
        summary: 'List my personal access tokens, newest first, without their secrets',
        tags,
        response: { 200: tokenListSchema, ...API_ERRORS },
      },
    },
    async (request) => ({ tokens: await listTokens(db, request.currentUser.id) }),
  );

  r.delete(
    '/api/tokens/:id',
    {
      config,
      schema: {
        operationId: 'revokeToken',
        summary: 'Revoke a personal access token at once',
        tags,
        params: tokenIdParams,
        response: { 204: z.null(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await revokeToken(db, request.currentUser.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
