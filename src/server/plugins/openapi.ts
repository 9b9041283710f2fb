import { STATUS_CODES } from 'node:http';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeAccess, SESSION_COOKIE, type RouteAccess } from './session';

type SecurityRequirement = Record<string, string[]>;

/** How a caller signs in (issue 29 §8): the browser's session cookie, or a personal access token. */
export const SECURITY_SCHEMES = {
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie that signing in sets (POST /api/auth/login or /api/auth/register). ' +
      'Writes with it must come from the app’s own page (Origin checked).',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal access token (`Authorization: Bearer jf_…`) from POST /api/tokens; it acts as ' +
      'its owner on /api/* but for the token and password routes. See docs/api-tokens.md.',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The server’s METRICS_TOKEN, for GET /metrics only (a monitor, not a person).',
  },
} as const;

const COOKIE_ONLY: SecurityRequirement[] = [{ cookieAuth: [] }];
/** Either sign-in will do: the document's default, so a signed-in route need not say it. */
const SIGNED_IN: SecurityRequirement[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

/**
 * What an operation's `security` is, from the same rules the session hook enforces
 * (plugins/session.ts), so no route file has to repeat it: public routes need no sign-in, optional
 * ones take a sign-in or none (the empty requirement), signed-in ones keep the default; a route
 * closed to personal access tokens (`config.bearer: false`) takes the session cookie alone.
 */
export function securityFor(
  access: RouteAccess,
  bearer: boolean,
): SecurityRequirement[] | undefined {
  if (access === 'public') return [];
  const either = bearer ? SIGNED_IN : COOKIE_ONLY;
  if (access === 'optional') return [...either, {}];
  return bearer ? undefined : either;
}

/**
 * What a response says when its schema does not: the status's name, and for an error the shape
 * every error has (plugins/errors.ts). Without it every response reads "Default Response".
 */
export function responseDescription(status: string): string {
  const name = STATUS_CODES[status] ?? `Status ${status}`;
  return /^[45]/.test(status) ? `${name}: \`{message}\` says why` : name;
}

type ResponseSchema = { description?: string; 'x-response-description'?: string };

const describeResponses = (responses: Record<string, ResponseSchema> | undefined) =>
  responses &&
  Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => [
      status,
      schema.description || schema['x-response-description']
        ? schema
        : { ...schema, 'x-response-description': responseDescription(status) },
    ]),
  );

/**
 * zod → JSON Schema (fastify-type-provider-zod), each response described, and each operation's
 * `security` from its route's access unless the route states its own (GET /metrics).
 */
export const openApiTransform: SwaggerTransform = (args) => {
  const out = jsonSchemaTransform(args as Parameters<typeof jsonSchemaTransform>[0]);
  const stated = (out.schema as { security?: unknown }).security;
  const config = args.route.config as { bearer?: boolean } | undefined;
  const security = stated ?? securityFor(routeAccess(args.route), config?.bearer !== false);
  const response = describeResponses(out.schema.response as Record<string, ResponseSchema>);
  const schema = { ...out.schema, ...(response && { response }), ...(security && { security }) };
  return { ...out, schema: schema as FastifySchema };
};

/**
 * Collects the routes for the OpenAPI document. Registers no route of its own, so it goes first:
 * routes added before it (/metrics) would be missing from the document.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Joey Fit API',
        version: '1',
        description:
          'The API the Joey Fit app uses, open to your own scripts: sign in with a personal access ' +
          'token (docs/api-tokens.md) and send `Authorization: Bearer <token>`. Errors answer ' +
          '`{message}` with a 4xx naming the field at fault.',
      },
      // Relative: the document describes the server that serves it, whatever its address.
      servers: [{ url: '/', description: 'This Joey Fit server' }],
      components: { securitySchemes: SECURITY_SCHEMES },
      security: SIGNED_IN,
    },
    transform: openApiTransform,
  });
}

/** The document at /api/docs/json and its browsable page at /api/docs: after the guards and headers. */
export async function registerOpenApiPages(app: FastifyInstance) {
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
