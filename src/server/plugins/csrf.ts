import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
 * on another site cannot send. Runs before the body is read.
 */
export function registerCsrfGuard(app: FastifyInstance, opts: { publicUrl?: string }) {
  const publicOrigin = opts.publicUrl ? originOf(opts.publicUrl) : null;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
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
