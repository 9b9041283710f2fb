import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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
