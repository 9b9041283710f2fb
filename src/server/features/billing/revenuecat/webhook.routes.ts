import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../../shared/schemas/auth';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../plugins/errors';
import type { StoreProducts } from './store-products';
import { handleRevenueCatEvent, revenueCatWebhookBody, WEBHOOK_RESULTS } from './webhook.service';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the Authorization header carries the secret set in RevenueCat's dashboard, bare or as
 * `Bearer <secret>`. Both sides are hashed first, so the compare runs on equal lengths in
 * constant time and says nothing about the secret's length either.
 */
export function authorizedBy(header: string | undefined, secret: string): boolean {
  if (header === undefined) return false;
  const expected = digest(secret);
  const bare = timingSafeEqual(digest(header), expected);
  const bearer = /^Bearer /i.test(header) && timingSafeEqual(digest(header.slice(7)), expected);
  return bare || bearer;
}

/** POST /api/webhooks/revenuecat; registered only when REVENUECAT_WEBHOOK_SECRET is set. */
export async function revenueCatWebhookRoutes(
  app: FastifyInstance,
  { db, secret, products }: { db: Db; secret: string; products: StoreProducts },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/webhooks/revenuecat',
    {
      config: { access: 'public' },
      // Before the body is read: an unauthorised sender learns nothing about what we accept.
      onRequest: async (request) => {
        if (!authorizedBy(request.headers.authorization, secret))
          throw new HttpError(401, 'The webhook authorization is missing or wrong');
      },
      schema: {
        operationId: 'receiveRevenueCatEvent',
        summary: 'Receive a RevenueCat event (RevenueCat calls this)',
        tags: ['billing'],
        description:
          'RevenueCat’s events for app-store plans (Authorization: the configured secret). ' +
          'Every event is answered 200: applied, stale (older than the state stored), replay ' +
          '(its id was seen) or ignored (a type, store, product or user not ours).',
        body: revenueCatWebhookBody,
        response: {
          200: z.object({ received: z.literal(true), result: z.enum(WEBHOOK_RESULTS) }),
          400: messageSchema,
          401: messageSchema,
        },
      },
    },
    async (request) => {
      const { event } = request.body;
      const result = await handleRevenueCatEvent(db, products, event);
      request.log.info(
        { revenueCatEvent: event.id, type: event.type, result },
        'RevenueCat webhook event',
      );
      return { received: true as const, result };
    },
  );
}
