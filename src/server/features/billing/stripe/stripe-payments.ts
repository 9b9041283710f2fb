// Stripe as the web's way to pay (issue 13, SPEC §7 POST /api/create-subscription). A new plan
// is a subscription whose first invoice the page confirms with Stripe Elements; a change of paid
// plan moves the existing subscription to the new price and takes effect once it is paid. Nothing
// here grants a plan: Stripe's verified webhook does (./webhook.service.ts).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Tier } from '../../../../shared/schemas/billing';
import type { Db } from '../../../db/client';
import { billingCustomers, discountCodes, discountCodeUses } from '../../../db/schema';
import { badRequest } from '../../../plugins/errors';
import type { SessionUser } from '../../../plugins/session';
import { paidPlanOf } from '../entitlements.service';
import type { WebPayments } from '../payments';
import { checkCode, moveCodeUse, returnCodeUse, takeCodeUse } from '../promo.service';
import { isStripeError, paymentServiceFailure, priceOfTier, type StripeEnv } from './stripe-client';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** A code's use held while its subscription is being created; stale after a few minutes. */
const HOLD = 'pending_';
const HOLD_LIFETIME_MS = 10 * 60_000;

/** Subscriptions that can be moved to another price (anything else is over or never started). */
const LIVE = new Set<string>(['active', 'trialing', 'past_due']);

/**
 * The secret the page confirms the invoice's payment with; null when nothing is left to pay (a
 * fully discounted invoice, or a change of plan paid at once with the saved card).
 */
function clientSecretOf(sub: Stripe.Subscription): string | null {
  const invoice = sub.latest_invoice;
  if (!invoice || typeof invoice === 'string' || invoice.status !== 'open') return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

export function stripePayments(stripe: Stripe, db: Db, env: StripeEnv, log?: Log): WebPayments {
  /** Runs Stripe calls; their failures become a 502 without Stripe's internals. */
  async function calling<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (!isStripeError(err)) throw err;
      log?.warn({ err: { type: err.type, code: err.code, message: err.message } }, what);
      throw paymentServiceFailure();
    }
  }

  /** The user's Stripe customer: the stored one, or one created now and stored (never searched). */
  async function customerOf(user: SessionUser): Promise<string> {
    const [stored] = await db
      .select({ id: billingCustomers.stripeCustomerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, user.id));
    if (stored) return stored.id;
    // The idempotency key makes two racing first checkouts get the same customer from Stripe;
    // the email (when the user gave one) is where Stripe sends receipts.
    const customer = await calling('Stripe refused to create a customer', () =>
      stripe.customers.create(
        { email: user.email ?? undefined, metadata: { userId: user.id } },
        { idempotencyKey: `joeyfit-customer-${user.id}` },
      ),
    );
    await db
      .insert(billingCustomers)
      .values({ userId: user.id, stripeCustomerId: customer.id })
      .onConflictDoNothing();
    return customer.id;
  }

  /**
   * A use of `code` this user's own abandoned checkout still holds is given back, so starting
   * again is not refused for the day Stripe keeps an unpaid subscription open: a subscription
   * never paid, or a hold whose request died before Stripe answered.
   */
  async function releaseAbandonedUse(userId: string, code: string): Promise<void> {
    const [held] = await db
      .select({ ref: discountCodeUses.providerRef, at: discountCodeUses.createdAt })
      .from(discountCodeUses)
      .innerJoin(discountCodes, eq(discountCodes.id, discountCodeUses.codeId))
      .where(
        and(
          eq(discountCodes.code, code),
          eq(discountCodeUses.userId, userId),
          eq(discountCodeUses.provider, 'stripe'),
        ),
      );
    const ref = held?.ref;
    if (!held || !ref) return;
    if (ref.startsWith(HOLD)) {
      if (Date.now() - held.at.getTime() < HOLD_LIFETIME_MS) return;
    } else {
      const sub = await calling('Stripe refused to read a subscription', () =>
        stripe.subscriptions.retrieve(ref),
      );
      if (sub.status !== 'incomplete') return;
      await calling('Stripe refused to cancel an abandoned subscription', () =>
        stripe.subscriptions.cancel(ref),
      );
    }
    await db.transaction((tx) => returnCodeUse(tx, ref));
  }

  /** Refuses (400, with checkCode's words) a code that gives this user no price on `tier`. */
  async function assertCodeUsable(userId: string, code: string, tier: Tier): Promise<void> {
    let check = await checkCode(db, userId, code, tier);
    if (!check.ok && check.codeId) {
      await releaseAbandonedUse(userId, code);
      check = await checkCode(db, userId, code, tier);
    }
    if (!check.ok) throw badRequest(check.message);
  }

  /** The customer's checkouts still waiting for their first payment. */
  async function openCheckouts(customer: string): Promise<Stripe.Subscription[]> {
    const page = await calling('Stripe refused to list subscriptions', () =>
      stripe.subscriptions.list({
        customer,
        status: 'incomplete',
        limit: 20,
        expand: ['data.latest_invoice.confirmation_secret'],
      }),
    );
    return page.data;
  }

  /** Cancels a checkout that will not be paid now, and gives its promo code's use back. */
  async function abandon(sub: Stripe.Subscription): Promise<void> {
    await calling('Stripe refused to cancel an abandoned subscription', () =>
      stripe.subscriptions.cancel(sub.id),
    );
    await db.transaction((tx) => returnCodeUse(tx, sub.id));
  }

  /**
   * A new plan: the customer's open checkout for the same plan and code when there is one (its
   * invoice is still the one to pay), else a new subscription. Other open checkouts are
   * cancelled, so asking again and again never piles up subscriptions and coupons at Stripe.
   */
  async function checkout(user: SessionUser, tier: Tier, price: string, code: string | null) {
    if (code) {
      // A code that is no code at all is refused before Stripe is asked anything; one this user
      // holds may be held by the very checkout they are returning to.
      const check = await checkCode(db, user.id, code, tier);
      if (!check.ok && !check.codeId) throw badRequest(check.message);
    }
    const customer = await customerOf(user);
    const open = await openCheckouts(customer);
    const same = open.find(
      (s) =>
        s.metadata?.tierId === String(tier.id) &&
        (s.metadata?.code || null) === code &&
        clientSecretOf(s) !== null,
    );
    for (const s of open) if (s !== same) await abandon(s);
    if (same) {
      const invoice = same.latest_invoice as Stripe.Invoice;
      return {
        clientSecret: clientSecretOf(same),
        discountApplied: code !== null,
        finalPrice: invoice.amount_due,
      };
    }
    return startSubscription(user, customer, tier, price, code);
  }

  async function startSubscription(
    user: SessionUser,
    customer: string,
    tier: Tier,
    price: string,
    code: string | null,
  ) {
    // The code's use is taken before Stripe is asked, so no subscription (which Stripe may
    // activate at once when nothing is left to pay) exists without it; it is held under a
    // placeholder until the subscription has an id, and given back if Stripe fails.
    let finalPrice = tier.price;
    const hold = code ? `${HOLD}${randomUUID()}` : null;
    if (code && hold) {
      await assertCodeUsable(user.id, code, tier);
      const use = { userId: user.id, code, tier, provider: 'stripe', providerRef: hold };
      finalPrice = await db.transaction((tx) => takeCodeUse(tx, use));
    }
    try {
      const coupon =
        code && tier.price > finalPrice
          ? await calling('Stripe refused to create a coupon', () =>
              stripe.coupons.create({
                amount_off: tier.price - finalPrice,
                currency: 'usd',
                duration: 'once',
                max_redemptions: 1,
                name: code,
                metadata: { code, userId: user.id, tierId: String(tier.id) },
              }),
            )
          : null;
      const sub = await calling('Stripe refused to create a subscription', () =>
        stripe.subscriptions.create({
          customer,
          items: [{ price }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          // The code names the checkout, so asking again with it finds this one (checkout()).
          metadata: { userId: user.id, tierId: String(tier.id), ...(code ? { code } : {}) },
          ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        }),
      );
      if (hold) await holdUnder(hold, sub.id);
      return { clientSecret: clientSecretOf(sub), discountApplied: code !== null, finalPrice };
    } catch (err) {
      if (hold) await db.transaction((tx) => returnCodeUse(tx, hold));
      throw err;
    }
  }

  /** Files the held use under the subscription; if that fails, the subscription is cancelled. */
  async function holdUnder(hold: string, subscriptionId: string): Promise<void> {
    try {
      await moveCodeUse(db, hold, subscriptionId);
    } catch (err) {
      await stripe.subscriptions.cancel(subscriptionId).catch(() => undefined);
      throw err;
    }
  }

  /**
   * Moves a live subscription to the new tier's price. Stripe bills the difference at once and,
   * with `pending_if_incomplete`, applies the change only when that is paid (the webhook then
   * sees the new price), so an unpaid upgrade never gives the new plan.
   */
  async function switchSubscription(sub: Stripe.Subscription, tier: Tier, price: string) {
    const item = sub.items.data[0];
    if (!item) throw paymentServiceFailure();
    const moved = await calling('Stripe refused to change a subscription', () =>
      stripe.subscriptions.update(sub.id, {
        items: [{ id: item.id, price }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
        expand: ['latest_invoice.confirmation_secret'],
      }),
    );
    // Choosing a paid plan again keeps it renewing (after an earlier downgrade to free).
    if (sub.cancel_at_period_end) {
      await calling('Stripe refused to resume a subscription', () =>
        stripe.subscriptions.update(sub.id, { cancel_at_period_end: false }),
      );
    }
    return { clientSecret: clientSecretOf(moved), discountApplied: false, finalPrice: tier.price };
  }

  return {
    async subscribe({ user, tier, code }) {
      const price = priceOfTier(env, tier.id);
      if (!price) throw badRequest(`The ${tier.displayName} plan is not sold here.`);
      const plan = await paidPlanOf(db, user.id, new Date());
      const current = plan.providerSubscriptionId;
      if (plan.subscription.provider === 'stripe' && current) {
        const sub = await calling('Stripe refused to read a subscription', () =>
          stripe.subscriptions.retrieve(current),
        );
        if (LIVE.has(sub.status)) {
          // A pending price change cannot carry a discount (Stripe refuses other fields with it).
          if (code)
            throw badRequest(
              `Promo codes apply to a new subscription; change your ${plan.subscription.tier.displayName} plan without one.`,
            );
          return switchSubscription(sub, tier, price);
        }
      }
      return checkout(user, tier, price, code);
    },

    async cancelAtPeriodEnd({ providerSubscriptionId }) {
      await calling('Stripe refused to cancel a subscription', () =>
        stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true }),
      );
    },
  };
}
