import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every answer. The bundle is self-hosted (fonts included), so the policy
 * only allows this origin; inline style attributes are allowed because Radix positions popovers
 * with them. Microphone access is allowed for the voice dialog, nothing else.
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { hsts: boolean; stripe: boolean },
) {
  // With Stripe configured, its payment form (Stripe.js and the frames it opens) is the one
  // third party the page may load (issue 13); without it the policy stays self-only.
  const stripe = (...origins: string[]) => (opts.stripe ? origins : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe('https://js.stripe.com')],
        frameSrc: ["'self'", ...stripe('https://js.stripe.com', 'https://hooks.stripe.com')],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...stripe('https://api.stripe.com')],
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
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/')) {
      // A script, style sheet or font is not a document: the policies that govern documents
      // (CSP, framing, referrer, permissions…) do nothing on it, and would add ~0.7 kB to each of
      // a page's dozen-odd asset answers (issue 9 §4). nosniff and the resource policy stay.
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return;
    }
    reply.header('Permissions-Policy', 'microphone=(self), camera=(), geolocation=()');
  });
}

/** Helmet's headers that only a document (or a worker, which the client does not use) reads. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
