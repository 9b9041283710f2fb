import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every answer. The bundle is self-hosted (fonts included), so the policy
 * only allows this origin; inline style attributes are allowed because Radix positions popovers
 * with them. Microphone access is allowed for the voice dialog, nothing else.
 */
export async function registerSecurity(app: FastifyInstance, opts: { hsts: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.hsts ? { maxAge: 15552000 } : false,
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Permissions-Policy', 'microphone=(self), camera=(), geolocation=()');
  });
}
