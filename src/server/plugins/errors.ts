import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnreachable } from '../db/postgres-pool';

/** An error whose message is safe to show the user, with its HTTP status (DESIGN §5). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (m: string) => new HttpError(400, m);
export const forbidden = (m = 'You can only access your own data') => new HttpError(403, m);
export const notFound = (m = 'Not found') => new HttpError(404, m);
export const conflict = (m: string) => new HttpError(409, m);

/** The SQLSTATE of a database error, wherever the driver or Drizzle wrapped it (`err.cause`). */
export function sqlState(err: unknown): string | undefined {
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(08|22|23|40|53|54|57)[0-9A-Z]{3}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What a database refusal means to the client (issue 7 §2.6): input the schemas let through but
 * the database refused is still the client's mistake (4xx); an unreachable or overloaded
 * database is a 503 to retry. Services map the cases they expect to better messages first.
 */
function databaseRefusal(code: string): HttpError | null {
  if (code === '23505') return conflict('That already exists');
  if (code === '23503') return conflict('That refers to something that no longer exists');
  if (code.startsWith('23') || code.startsWith('22')) {
    return badRequest('A value is out of range or malformed');
  }
  if (code.startsWith('54')) return badRequest('The request is too large or too complex');
  if (code === '53100') {
    return new HttpError(503, 'The server cannot save anything right now: its storage is full', {
      'retry-after': '30',
    });
  }
  if (/^(08|40|53|57)/.test(code)) {
    return new HttpError(503, 'The database is busy or unreachable; try again shortly', {
      'retry-after': '2',
    });
  }
  return null;
}

function validationMessage(err: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(err)) return err.message;
  const where = err.validationContext ?? 'body';
  return err.validation
    .slice(0, 3)
    .map((v) => {
      const field = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      if (!field && /received undefined/.test(v.message ?? ''))
        return `The request ${where} is missing`;
      return `${field || where}: ${v.message}`;
    })
    .join('; ');
}

/**
 * Every error leaves as JSON `{message}`. Client mistakes keep their status and a message naming
 * the problem; anything else is logged with the request id and answered without internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).headers(err.headers).send({ message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send({ message: validationMessage(err) });
    }
    // A connection lost or never made carries no SQLSTATE; it is connection_failure all the same.
    const code = sqlState(err) ?? (databaseUnreachable(err) ? '08006' : undefined);
    const refusal = code ? databaseRefusal(code) : null;
    if (refusal) {
      request.log.warn({ err, sqlState: code }, 'database refused the request');
      return reply
        .status(refusal.statusCode)
        .headers(refusal.headers)
        .send({ message: refusal.message });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is missing'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type: send application/json'
            : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'The request body is too large'
              : err.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: `Something went wrong on our side (request ${request.id})` });
  });
}
