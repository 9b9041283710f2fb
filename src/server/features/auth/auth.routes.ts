import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authOptionsSchema,
  loginBody,
  messageSchema,
  passwordChangeBody,
  registerBody,
} from '../../../shared/schemas/auth';
import { userSchema } from '../../../shared/schemas/users';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { CounterStore } from '../../plugins/counter-store';
import { HttpError } from '../../plugins/errors';
import { toUserDto } from '../users/users.service';
import { changePassword, login, register } from './auth.service';
import type { OidcLogin } from './oidc';

export interface AuthRouteOptions {
  db: Db;
  /** Where sign-up and sign-in limits are counted. */
  counters: CounterStore;
  env: Pick<Env, 'ALLOW_SIGNUP' | 'SIGNUP_LIMIT' | 'PASSWORD_HASH_COST'>;
  clientDir: string;
  oidc: OidcLogin | null;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRouteOptions) {
  const { db, counters, env, clientDir, oidc } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // The sign-in page is part of the client build (login.html); with OpenID Connect configured
  // the provider's page replaces it.
  const optional = { config: { access: 'optional' } } as const;
  const open = { config: { access: 'public' } } as const;
  // The password and the sessions are the app's alone: a personal access token may not touch
  // them (issue 29 §8), so a leaked one cannot lock its owner out.
  const sessionOnly = { config: { bearer: false } } as const;

  r.get('/api/login', { ...optional, schema: { tags, hide: true } }, async (request, reply) => {
    if (request.user) return reply.redirect('/');
    if (oidc) return oidc.start(request, reply);
    const html = await readFile(path.join(clientDir, 'login.html'), 'utf8').catch(() => null);
    if (html === null) {
      throw new HttpError(503, 'The sign-in page is not built yet: run `npm run build`.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  if (oidc) {
    r.get('/api/callback', { ...open, schema: { tags, hide: true } }, (request, reply) =>
      oidc.finish(request, reply),
    );
  }

  r.post(
    '/api/auth/register',
    {
      ...open,
      schema: {
        operationId: 'registerUser',
        summary: 'Create an account and sign in to it',
        tags,
        body: registerBody,
        response: {
          200: userSchema,
          400: messageSchema,
          403: messageSchema,
          409: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      if (oidc) throw new HttpError(403, 'Accounts are managed by your sign-in provider');
      if (!env.ALLOW_SIGNUP) {
        throw new HttpError(403, 'New accounts are closed on this server. Ask its owner for one.');
      }
      const user = await register(db, counters, request.body, {
        address: request.ip,
        perHour: env.SIGNUP_LIMIT,
        hashCost: env.PASSWORD_HASH_COST,
      });
      await reply.startSession(user.id);
      return toUserDto(user);
    },
  );

  r.post(
    '/api/auth/login',
    {
      ...open,
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with a username and password',
        tags,
        body: loginBody,
        response: { 200: userSchema, 400: messageSchema, 401: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const user = await login(db, counters, request.body, {
        address: request.ip,
        hashCost: env.PASSWORD_HASH_COST,
      });
      await reply.startSession(user.id);
      return toUserDto(user);
    },
  );

  // Signing out changes state, so it is a POST from the app (DESIGN §4). The GET of SPEC §2's
  // link only goes home: any site can make a browser GET a URL, and must not sign anyone out.
  r.post(
    '/api/logout',
    {
      ...open,
      schema: {
        operationId: 'signOut',
        summary: 'Sign out this browser',
        tags,
        response: { 204: z.null(), 403: messageSchema },
      },
    },
    async (_request, reply) => {
      await reply.endSession();
      return reply.status(204).send(null);
    },
  );
  r.get('/api/logout', { ...open, schema: { tags, hide: true } }, async (_request, reply) =>
    reply.redirect('/'),
  );

  r.post(
    '/api/auth/sessions/end-all',
    {
      ...sessionOnly,
      schema: {
        operationId: 'endAllSessions',
        summary: 'Sign out on every device',
        tags,
        description: 'Signs the user out on every device, this one included.',
        response: { 204: z.null(), 401: messageSchema, 403: messageSchema },
      },
    },
    async (_request, reply) => {
      await reply.endAllSessions();
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/auth/password',
    {
      ...sessionOnly,
      schema: {
        operationId: 'changePassword',
        summary: 'Change my password',
        tags,
        description: 'Changes my password; my sessions on other devices end.',
        body: passwordChangeBody,
        response: {
          204: z.null(),
          400: messageSchema,
          401: messageSchema,
          403: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      await changePassword(db, counters, request.currentUser, request.body, {
        address: request.ip,
        hashCost: env.PASSWORD_HASH_COST,
      });
      await reply.endOtherSessions();
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/auth/options',
    {
      ...open,
      schema: {
        operationId: 'getAuthOptions',
        summary: 'Say what the sign-in page offers',
        tags,
        description: 'What the sign-in page offers: account creation, or a sign-in provider.',
        response: { 200: authOptionsSchema },
      },
    },
    async () => ({ signup: env.ALLOW_SIGNUP && !oidc, provider: oidc !== null }),
  );

  r.get(
    '/api/auth/user',
    {
      ...optional,
      schema: {
        operationId: 'getCurrentUser',
        summary: 'Get the signed-in user',
        tags,
        response: { 200: userSchema, 401: messageSchema },
      },
    },
    async (request) => {
      if (!request.user) throw new HttpError(401, 'Not signed in');
      return toUserDto(request.user);
    },
  );
}
