import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerCredentials } from './access-tokens';
import { HttpError } from './errors';
import { routeAccess } from './session';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A request that signs in with `Authorization: Bearer` on a route that looks the session up: the
 * session plugin then reads the token alone, never the cookie, and refuses the request (401, or
 * 403 on a `bearer: false` route) unless the token signs it in. A cross-site form or fetch cannot
 * set that header without the token, so the request is no forgery (issue 29 §8: scripts need no
 * Origin). On a public route the header signs nothing in, so the usual rule stands.
 */
function signsInWithToken(request: FastifyRequest) {
  if (bearerCredentials(request.headers.authorization) === undefined) return false;
  const { url, config } = request.routeOptions;
  return url !== undefined && routeAccess({ url, config }) !== 'public';
}

/** `scheme://host[:port]` with default ports dropped, or null when `value` is not a URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const isJson = (request: FastifyRequest) =>
  /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

/**
 * Cross-site request forgery (DESIGN §4, issue 7 §2.7): a state-changing request must come from
 * the app itself. Browsers send `Origin` with every such request, and another site cannot forge
 * it, so a present Origin must be the app's (PUBLIC_URL's, or the address the request was sent
 * to). Without one (curl, server-to-server webhooks), the body must be JSON, which an HTML form
 * on another site cannot send. A request signed in by a personal access token passes (see
 * `signsInWithToken`). Runs before the body is read.
 */
export function registerCsrfGuard(app: FastifyInstance, opts: { publicUrl?: string }) {
  const publicOrigin = opts.publicUrl ? originOf(opts.publicUrl) : null;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || signsInWithToken(request)) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (isJson(request)) return;
      throw new HttpError(
        403,
        'Refused: a request that changes data must be sent as JSON or from the app itself',
      );
    }
    const given = originOf(origin);
    const own = originOf(`${request.protocol}://${request.host}`);
    if (given !== null && (given === publicOrigin || given === own)) return;
    throw new HttpError(403, 'Refused: this request came from another site');
  });
}
