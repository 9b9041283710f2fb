import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBody, messageSchema, registerBody } from '../../../shared/schemas/auth';
import { userSchema } from '../../../shared/schemas/users';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { toUserDto } from '../users/users.service';
import { login, register } from './auth.service';
import type { OidcLogin } from './oidc';

export interface AuthRouteOptions {
  db: Db;
  clientDir: string;
  oidc: OidcLogin | null;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRouteOptions) {
  const { db, clientDir, oidc } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // The sign-in page is part of the client build (login.html); with OpenID Connect configured
  // the provider's page replaces it.
  r.get('/api/login', { schema: { tags, hide: true } }, async (request, reply) => {
    if (request.user) return reply.redirect('/');
    if (oidc) return oidc.start(request, reply);
    const html = await readFile(path.join(clientDir, 'login.html'), 'utf8').catch(() => null);
    if (html === null) {
      throw new HttpError(503, 'The sign-in page is not built yet: run `npm run build`.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  if (oidc) {
    r.get('/api/callback', { schema: { tags, hide: true } }, (request, reply) =>
      oidc.finish(request, reply),
    );
  }

  r.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        body: registerBody,
        response: { 200: userSchema, 400: messageSchema, 403: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      if (oidc) throw new HttpError(403, 'Accounts are managed by your sign-in provider');
      const user = await register(db, request.body);
      await reply.startSession(user.id);
      return toUserDto(user);
    },
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        body: loginBody,
        response: { 200: userSchema, 400: messageSchema, 401: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const user = await login(db, request.body, request.ip);
      await reply.startSession(user.id);
      return toUserDto(user);
    },
  );

  r.get('/api/logout', { schema: { tags } }, async (_request, reply) => {
    await reply.endSession();
    return reply.redirect('/');
  });

  r.get(
    '/api/auth/user',
    {
      schema: { tags, response: { 200: userSchema, 401: messageSchema } },
    },
    async (request) => {
      if (!request.user) throw new HttpError(401, 'Not signed in');
      return toUserDto(request.user);
    },
  );
}
