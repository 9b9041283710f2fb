import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { messageSchema } from '../../../../shared/schemas/auth';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../plugins/errors';
import type { StripeEnv } from './stripe-client';
import { handleStripeEvent } from './webhook.service';

/** Stripe's events are a few kilobytes; this is far above any of them. */
const BODY_LIMIT = 256 * 1024;

/**
 * POST /api/webhooks/stripe, verified with STRIPE_WEBHOOK_SECRET; registered only when
 * STRIPE_SECRET_KEY is set. The signature covers the exact bytes Stripe sent, so this plugin keeps
 * its own JSON parser that leaves the body as a Buffer (encapsulated: other routes still parse).
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { db, stripe, env, secret }: { db: Db; stripe: Stripe; env: StripeEnv; secret: string },
) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/webhooks/stripe',
    {
      config: { access: 'public' },
      bodyLimit: BODY_LIMIT,
      schema: {
        operationId: 'receiveStripeEvent',
        summary: 'Receive a Stripe event (Stripe calls this)',
        tags: ['billing'],
        description:
          'Stripe’s events (signed with the endpoint’s secret): the only thing that activates, ' +
          'renews, downgrades or cancels a Stripe plan. Every verified event is answered 200, ' +
          'including replays and types this app does not handle.',
        response: {
          200: z.object({ received: z.literal(true) }),
          400: messageSchema,
          502: messageSchema,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string') throw badRequest('The Stripe signature is missing');
      if (!Buffer.isBuffer(request.body)) throw badRequest('The request body is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw badRequest('The Stripe signature is not valid');
      }
      const result = await handleStripeEvent({ db, stripe, env, log: request.log }, event);
      request.log.info({ stripeEvent: event.id, type: event.type, result }, 'Stripe webhook event');
      return { received: true as const };
    },
  );
}
