// Choosing a plan (issue 13, SPEC §7 POST /api/create-subscription). With Stripe, the page pays
// and Stripe's webhook grants the plan; without it, the sandbox grants it at once at no charge.
// Free is a downgrade: a sandbox plan ends now, a Stripe plan at the end of its paid period, an
// app-store plan only in the store. Existing data is never touched by a change of plan.
import { randomUUID } from 'node:crypto';
import {
  TIER_IDS,
  type ApplyDiscountBody,
  type CreateSubscriptionBody,
  type CreateSubscriptionResult,
  type Subscription,
  type Tier,
} from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../plugins/errors';
import type { SessionUser } from '../../plugins/session';
import { planOf, subscriptionOf } from './entitlements.service';
import type { WebPayments } from './payments';
import { takeCodeUse } from './promo.service';
import { applyProviderState } from './subscription.service';
import { tierById } from './tiers.service';

export async function tierOrRefuse(db: Db, tierId: number): Promise<Tier> {
  const tier = await tierById(db, tierId);
  if (!tier) throw badRequest(`tierId: no plan has id ${tierId}`);
  return tier;
}

function periodEnd(tier: Tier, from: Date): Date {
  const end = new Date(from);
  if (tier.billingPeriod === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

const STORE = { appstore: 'the App Store', play: 'Google Play' } as const;

async function downgrade(
  db: Db,
  user: SessionUser,
  plan: { subscription: Subscription; providerSubscriptionId: string | null },
  payments: WebPayments | null,
  now: Date,
): Promise<Subscription> {
  const current = plan.subscription;
  if (current.provider === 'appstore' || current.provider === 'play')
    throw conflict(`Your plan is billed by ${STORE[current.provider]}: change it there.`);
  if (current.provider === 'stripe' && payments) {
    const ref = plan.providerSubscriptionId;
    if (ref) await payments.cancelAtPeriodEnd({ userId: user.id, providerSubscriptionId: ref });
    return subscriptionOf(db, user.id, now);
  }
  await db.transaction((tx) =>
    applyProviderState(tx, {
      userId: user.id,
      tierId: current.tierId,
      status: 'expired',
      provider: 'sandbox',
      providerSubscriptionId: plan.providerSubscriptionId,
      currentPeriodEnd: now,
      cancelAtPeriodEnd: false,
      stateAt: now,
    }),
  );
  return subscriptionOf(db, user.id, now);
}

export async function createSubscription(
  db: Db,
  user: SessionUser,
  body: CreateSubscriptionBody,
  payments: WebPayments | null,
  now = new Date(),
): Promise<CreateSubscriptionResult> {
  const tier = await tierOrRefuse(db, body.tierId);
  const plan = await planOf(db, user.id, now);
  const current = plan.subscription;
  if (current.tierId === tier.id)
    throw conflict(`You are already on the ${tier.displayName} plan.`);
  const code = body.discountCode ?? null;
  if (tier.id === TIER_IDS.free) {
    const subscription = await downgrade(db, user, plan, payments, now);
    return {
      clientSecret: null,
      discountApplied: false,
      originalPrice: 0,
      finalPrice: 0,
      subscription,
    };
  }
  if (current.provider === 'appstore' || current.provider === 'play')
    throw conflict(`Your plan is billed by ${STORE[current.provider]}: change it there.`);
  if (payments) {
    const paid = await payments.subscribe({ user, tier, code });
    return {
      ...paid,
      originalPrice: tier.price,
      subscription: await subscriptionOf(db, user.id, now),
    };
  }
  const ref = `sandbox_${randomUUID()}`;
  const finalPrice = await db.transaction(async (tx) => {
    const price = code
      ? await takeCodeUse(tx, {
          userId: user.id,
          code,
          tier,
          provider: 'sandbox',
          providerRef: ref,
          now,
        })
      : tier.price;
    await applyProviderState(tx, {
      userId: user.id,
      tierId: tier.id,
      status: 'active',
      provider: 'sandbox',
      providerSubscriptionId: ref,
      currentPeriodEnd: periodEnd(tier, now),
      cancelAtPeriodEnd: false,
      stateAt: now,
    });
    return price;
  });
  return {
    clientSecret: null,
    discountApplied: code !== null,
    originalPrice: tier.price,
    finalPrice,
    subscription: await subscriptionOf(db, user.id, now),
  };
}

/**
 * SPEC §7 POST /api/discount-codes/apply: after an app-store purchase the store charged the
 * price; this records the code's use. The prices sent must be the ones the code gives.
 */
export async function applyCodeAfterPurchase(
  db: Db,
  user: SessionUser,
  body: ApplyDiscountBody,
  now = new Date(),
): Promise<{ recorded: true; discountedPrice: number }> {
  const tier = await tierOrRefuse(db, body.tierId);
  // takeCodeUse checks the code; prices that are not the code's undo the use with the transaction.
  const price = await db.transaction(async (tx) => {
    const given = await takeCodeUse(tx, {
      userId: user.id,
      code: body.code,
      tier,
      provider: 'revenuecat',
      providerRef: null,
      now,
    });
    if (body.originalPrice !== tier.price || body.discountedPrice !== given)
      throw badRequest(
        `discountedPrice: ${body.code} gives the ${tier.displayName} plan for ${given} cents, not ${body.discountedPrice}`,
      );
    return given;
  });
  return { recorded: true, discountedPrice: price };
}
