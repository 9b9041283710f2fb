// Choosing a plan (issues 13, 25; SPEC §7 POST /api/create-subscription). How depends on the
// server's BILLING_MODE: with Stripe the page pays and Stripe's webhook grants the plan; the
// sandbox grants it at once at no charge, for the period chosen (it never renews); `stores` sells
// only in the phone apps and `off` sells nothing. Free is a downgrade: a sandbox plan ends now, a
// Stripe plan at the end of its paid period, an app-store plan only in the store. Existing data
// is never touched by a change of plan.
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
import { paidPlanOf, type Plan, type Plans } from './entitlements.service';
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
  plans: Plans,
  user: SessionUser,
  plan: Plan,
  payments: WebPayments | null,
  now: Date,
): Promise<Subscription> {
  const current = plan.subscription;
  if (current.provider === 'appstore' || current.provider === 'play')
    throw conflict(`Your plan is billed by ${STORE[current.provider]}: change it there.`);
  if (current.provider === 'stripe' && payments) {
    const ref = plan.providerSubscriptionId;
    if (ref) await payments.cancelAtPeriodEnd({ userId: user.id, providerSubscriptionId: ref });
    return plans.subscriptionOf(db, user.id, now);
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
  return plans.subscriptionOf(db, user.id, now);
}

/** Why this server's web sells no plan, or null when it does (stripe, sandbox). */
function notSoldHere(plans: Plans): string | null {
  if (plans.mode === 'off') return 'Plans are off on this server: every account has every feature.';
  if (plans.mode === 'stores')
    return 'Plans are sold in the Joey Fit app for iPhone and Android, not on the web.';
  return null;
}

export async function createSubscription(
  db: Db,
  plans: Plans,
  user: SessionUser,
  body: CreateSubscriptionBody,
  payments: WebPayments | null,
  now = new Date(),
): Promise<CreateSubscriptionResult> {
  const offline = notSoldHere(plans);
  if (plans.mode === 'off' && offline) throw conflict(offline);
  const tier = await tierOrRefuse(db, body.tierId);
  const plan = await paidPlanOf(db, user.id, now);
  const current = plan.subscription;
  if (current.tierId === tier.id)
    throw conflict(`You are already on the ${tier.displayName} plan.`);
  const code = body.discountCode ?? null;
  if (tier.id === TIER_IDS.free) {
    const subscription = await downgrade(db, plans, user, plan, payments, now);
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
  if (offline) throw conflict(offline);
  if (payments) {
    const paid = await payments.subscribe({ user, tier, code });
    return {
      ...paid,
      originalPrice: tier.price,
      subscription: await plans.subscriptionOf(db, user.id, now),
    };
  }
  return grantSandboxPlan(db, plans, user, tier, code, now);
}

/**
 * BILLING_MODE=sandbox: the plan at once, at no charge, for one period of its billing cycle. No
 * payment renews it, so it ends then (cancelAtPeriodEnd) and the Plans page says when.
 */
async function grantSandboxPlan(
  db: Db,
  plans: Plans,
  user: SessionUser,
  tier: Tier,
  code: string | null,
  now: Date,
): Promise<CreateSubscriptionResult> {
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
      cancelAtPeriodEnd: true,
      stateAt: now,
    });
    return price;
  });
  return {
    clientSecret: null,
    discountApplied: code !== null,
    originalPrice: tier.price,
    finalPrice,
    subscription: await plans.subscriptionOf(db, user.id, now),
  };
}

/**
 * SPEC §7 POST /api/discount-codes/apply: after an app-store purchase the store charged the
 * price; this records the code's use against that purchase. A use is recorded only for a
 * purchase the store has confirmed (RevenueCat's verified webhook made it the user's plan in
 * force, on this tier), once per purchase; and a refusal never names a price the code does not
 * grant here (the rate-limited validate call is where prices are told).
 */
export async function applyCodeAfterPurchase(
  db: Db,
  plans: Plans,
  user: SessionUser,
  body: ApplyDiscountBody,
  now = new Date(),
): Promise<{ recorded: true; discountedPrice: number }> {
  if (plans.mode === 'off') throw conflict(notSoldHere(plans)!);
  const tier = await tierOrRefuse(db, body.tierId);
  const plan = await paidPlanOf(db, user.id, now);
  const { provider, tierId } = plan.subscription;
  const storePurchase = (provider === 'appstore' || provider === 'play') && tierId === tier.id;
  if (!storePurchase || !plan.providerSubscriptionId)
    throw conflict(
      `The store has not confirmed a ${tier.displayName} purchase for your account yet. ` +
        'Try again in a minute.',
    );
  const purchase = plan.providerSubscriptionId;
  // takeCodeUse checks the code; prices that are not the code's undo the use with the transaction.
  const price = await db.transaction(async (tx) => {
    const given = await takeCodeUse(tx, {
      userId: user.id,
      code: body.code,
      tier,
      provider: 'revenuecat',
      providerRef: purchase,
      now,
    });
    if (body.originalPrice !== tier.price || body.discountedPrice !== given)
      throw badRequest(
        `discountedPrice: the prices sent are not what ${body.code} gives on the ${tier.displayName} plan`,
      );
    return given;
  });
  return { recorded: true, discountedPrice: price };
}
