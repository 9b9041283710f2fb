import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sign-in through an OpenID Connect provider (DESIGN §4); built in createOidcLogin. */
export interface OidcLogin {
  start(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  finish(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

import type { Db } from '../../db/client';
import type { Env } from '../../env';

export function createOidcLogin(_deps: { env: Env; db: Db }): OidcLogin {
  throw new Error('OpenID Connect sign-in is being built (issue 2)');
}
