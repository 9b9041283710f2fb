import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../shared/schemas/auth';
import {
  applyDiscountBody,
  billingConfigSchema,
  createSubscriptionBody,
  createSubscriptionResultSchema,
  discountValidationSchema,
  entitlementsSchema,
  subscriptionSchema,
  tierSchema,
  validateDiscountBody,
} from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { CounterStore } from '../../plugins/counter-store';
import { reserve } from '../../plugins/rate-limit';
import { applyCodeAfterPurchase, createSubscription, tierOrRefuse } from './billing.service';
import type { Plans } from './entitlements.service';
import type { WebPayments } from './payments';
import { validateCode } from './promo.service';
import { listTiers } from './tiers.service';

/**
 * Guessing codes one request at a time is slow: 20 checks a minute per user, shared by every
 * path that checks a code (validate, create-subscription with a code, apply), so no path is a
 * cheaper oracle than another (issue 25 §4).
 */
export const CODE_CHECK_LIMIT = { perMinute: 20, windowMs: 60_000 };
/**
 * Plan changes a user may start in an hour: room for a declined card and a change of mind, not
 * for a script opening checkout after checkout at the payment provider.
 */
export const PLAN_CHANGE_LIMIT = { perHour: 20, windowMs: 60 * 60_000 };

const checkingCode = (counters: CounterStore, userId: string) =>
  reserve(
    counters,
    [{ key: `promo:user:${userId}`, limit: CODE_CHECK_LIMIT.perMinute }],
    CODE_CHECK_LIMIT.windowMs,
    (s) => `Too many code checks: try again in ${s} seconds.`,
  );

const changingPlan = (counters: CounterStore, userId: string) =>
  reserve(
    counters,
    [{ key: `plan-change:user:${userId}`, limit: PLAN_CHANGE_LIMIT.perHour }],
    PLAN_CHANGE_LIMIT.windowMs,
    (s) => `Too many plan changes: try again in ${Math.ceil(s / 60)} minutes.`,
  );

const errors = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  409: messageSchema,
  429: messageSchema,
};

export async function billingRoutes(
  app: FastifyInstance,
  {
    db,
    counters,
    env,
    payments,
    plans,
  }: { db: Db; counters: CounterStore; env: Env; plans: Plans; payments: WebPayments | null },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  r.get(
    '/api/subscription-tiers',
    {
      schema: {
        operationId: 'listSubscriptionTiers',
        summary: 'List the plans and their prices',
        tags,
        description: 'The plans (SPEC §3): prices in cents, -1 unlimited.',
        response: { 200: z.array(tierSchema), 401: messageSchema },
      },
    },
    async () => listTiers(db),
  );
  r.get(
    '/api/subscription',
    {
      schema: {
        operationId: 'getSubscription',
        summary: 'Get my plan in force',
        tags,
        description: 'The signed-in user’s plan in force (free when none is paid).',
        response: { 200: subscriptionSchema, 401: messageSchema },
      },
    },
    async (request) => plans.subscriptionOf(db, request.currentUser.id),
  );
  r.get(
    '/api/me/entitlements',
    {
      schema: {
        operationId: 'getEntitlements',
        summary: 'Get what my plan gives and each quota’s use',
        tags,
        description: 'What the plan gives now, and each quota’s used, left and reset.',
        response: { 200: entitlementsSchema, 401: messageSchema },
      },
    },
    async (request) => plans.entitlementsOf(db, request.currentUser),
  );
  r.get(
    '/api/billing/config',
    {
      schema: {
        operationId: 'getBillingConfig',
        summary: 'Say how this server sells plans',
        tags,
        description:
          'How this server sells plans (BILLING_MODE): stripe (with its publishable key), ' +
          'sandbox (no charge), stores (the phone apps only) or off (every feature for everyone).',
        response: { 200: billingConfigSchema, 401: messageSchema },
      },
    },
    async () => ({
      mode: plans.mode,
      publishableKey: payments ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    }),
  );
  r.post(
    '/api/discount-codes/validate',
    {
      bodyLimit: 4096,
      schema: {
        operationId: 'validateDiscountCode',
        summary: 'Check what price a promo code gives on a plan',
        tags,
        description: 'Whether a promo code gives this user a price on a plan (SPEC §3).',
        body: validateDiscountBody,
        response: { 200: discountValidationSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.currentUser;
      await checkingCode(counters, me.id);
      const tier = await tierOrRefuse(db, request.body.tierId);
      return validateCode(db, me.id, request.body.code, tier);
    },
  );
  r.post(
    '/api/discount-codes/apply',
    {
      bodyLimit: 4096,
      schema: {
        operationId: 'applyDiscountCode',
        summary: 'Record a promo code’s use after a store purchase',
        tags,
        description: 'Records a promo code’s use after an app-store purchase (SPEC §7).',
        body: applyDiscountBody,
        response: {
          200: z.object({ recorded: z.literal(true), discountedPrice: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request) => {
      await checkingCode(counters, request.currentUser.id);
      return applyCodeAfterPurchase(db, plans, request.currentUser, request.body);
    },
  );
  r.post(
    '/api/create-subscription',
    {
      bodyLimit: 4096,
      schema: {
        operationId: 'createSubscription',
        summary: 'Choose a plan',
        tags,
        description:
          'Chooses a plan: Stripe’s first payment to confirm, or the sandbox’s plan at once (SPEC §7).',
        body: createSubscriptionBody,
        response: { 200: createSubscriptionResultSchema, ...errors, 502: messageSchema },
      },
    },
    async (request) => {
      const me = request.currentUser;
      await changingPlan(counters, me.id);
      if (request.body.discountCode) await checkingCode(counters, me.id);
      return createSubscription(db, plans, me, request.body, payments);
    },
  );
}
