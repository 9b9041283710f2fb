import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** Whether any string (or key) inside a parsed JSON body holds a NUL character. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\0') || hasNul(v, depth + 1)) return true;
  }
  return false;
}

/**
 * NUL bytes (issue 7 §2.6): PostgreSQL text cannot hold one, so a NUL in a path, a query or a
 * JSON string would otherwise fail deep in a query as a 500. They are refused at the door for
 * every route, whatever its schema says. (Prototype keys such as `__proto__` are already refused
 * by Fastify's JSON parser.)
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (/%00|\0/.test(request.url)) throw badRequest('The address must not contain a NUL byte');
  });
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body)) throw badRequest('Text must not contain a NUL byte');
  });
}
