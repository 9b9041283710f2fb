// Stripe's webhook events (issue 13): the only thing that activates, renews, downgrades or
// cancels a Stripe plan. Events arrive late, twice and out of order, so an event is only a cue:
// the subscription is read again from Stripe and its current state applied with the event's time
// as its watermark (applyProviderState keeps a newer state), and each event id is recorded in the
// transaction that applies it, so a replay changes nothing.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { graceEnd } from '../../../../shared/paid-time';
import type { SubscriptionStatus } from '../../../../shared/schemas/billing';
import type { Db, Tx } from '../../../db/client';
import { billingCustomers, users } from '../../../db/schema';
import { returnCodeUse } from '../promo.service';
import { applyProviderState, firstSight } from '../subscription.service';
import { isStripeError, paymentServiceFailure, tierOfPrice, type StripeEnv } from './stripe-client';

export interface WebhookDeps {
  db: Db;
  stripe: Stripe;
  env: StripeEnv;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export type EventOutcome = 'applied' | 'replay' | 'ignored';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const INVOICE_EVENTS = new Set([
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
]);

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : ref?.id;

/** The subscription an event is about; undefined for events this app does not act on. */
function subscriptionIdOf(event: Stripe.Event): string | undefined {
  if (SUBSCRIPTION_EVENTS.has(event.type)) return (event.data.object as Stripe.Subscription).id;
  if (!INVOICE_EVENTS.has(event.type)) return undefined;
  const invoice = event.data.object as Stripe.Invoice & { subscription?: string | null };
  // API 2025-03-31 moved it under `parent`; endpoints pinned to older versions send it on top.
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

/** Stripe's subscription now; null when Stripe no longer has it. A failure asks for a retry. */
async function readSubscription(deps: WebhookDeps, id: string) {
  try {
    return await deps.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] });
  } catch (err) {
    if (!isStripeError(err)) throw err;
    if (err.code === 'resource_missing') return null;
    deps.log.warn({ err: { type: err.type, code: err.code } }, 'Stripe refused a webhook read');
    throw paymentServiceFailure();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose subscription this is: its metadata's user, else the user of its stored customer. */
async function ownerOf(tx: Tx, sub: Stripe.Subscription): Promise<string | undefined> {
  const claimed = sub.metadata?.userId;
  if (claimed && UUID.test(claimed)) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, claimed));
    if (user) return user.id;
  }
  const customer = idOf(sub.customer);
  if (!customer) return undefined;
  const [row] = await tx
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customer));
  return row?.userId;
}

const seconds = (s: number) => new Date(s * 1000);

/** A Stripe time as a Date, or null for one no Date can hold (Stripe's own are 1970–2100s). */
function dateOf(s: number | null | undefined): Date | null {
  if (typeof s !== 'number' || !Number.isFinite(s)) return null;
  const d = seconds(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The current period's bounds: on the items since API 2025-03-31 (the widest of them). */
function periodOf(sub: Stripe.Subscription): { start: Date | null; end: Date | null } {
  const starts = sub.items.data.map((item) => item.current_period_start).filter(Number.isFinite);
  const ends = sub.items.data.map((item) => item.current_period_end).filter(Number.isFinite);
  return {
    start: starts.length > 0 ? dateOf(Math.min(...starts)) : null,
    end: ends.length > 0 ? dateOf(Math.max(...ends)) : null,
  };
}

/**
 * What the plan becomes in Stripe's state; null grants nothing (a first payment not made yet,
 * or a status this app does not know). `currentPeriodEnd` is when the plan stops being granted
 * (paid time is the truth, issue 25 §1). Stripe moves the period on when it tries to renew, so
 * an unpaid renewal's period was never paid: past_due keeps the plan for the grace after the
 * paid time (the new period's start) and `unpaid` (Stripe gave up retrying) ends it there. A
 * cancelled subscription keeps its plan to the end of a period that was paid; one cancelled
 * before it was ever paid gives nothing.
 */
function planStateOf(
  sub: Stripe.Subscription,
  now: Date,
): { status: SubscriptionStatus; currentPeriodEnd: Date | null } | null {
  const { start, end } = periodOf(sub);
  switch (sub.status) {
    case 'active':
    case 'trialing':
      return { status: 'active', currentPeriodEnd: end };
    case 'past_due':
      return { status: 'past_due', currentPeriodEnd: graceEnd(start) };
    case 'unpaid':
      return { status: 'expired', currentPeriodEnd: start ?? now };
    case 'canceled': {
      const invoice = sub.latest_invoice;
      const paid = typeof invoice === 'object' && invoice?.status === 'paid';
      if (paid) return { status: 'canceled', currentPeriodEnd: end };
      return { status: 'expired', currentPeriodEnd: dateOf(sub.ended_at) ?? now };
    }
    case 'paused':
      return { status: 'expired', currentPeriodEnd: now };
    default:
      return null;
  }
}

async function applySubscription(
  deps: WebhookDeps,
  tx: Tx,
  sub: Stripe.Subscription,
  stateAt: Date,
): Promise<EventOutcome> {
  // A checkout never paid gives its promo code's use back.
  if (sub.status === 'incomplete_expired') {
    await returnCodeUse(tx, sub.id);
    return 'applied';
  }
  const state = planStateOf(sub, stateAt);
  const userId = await ownerOf(tx, sub);
  const priceId = sub.items.data[0]?.price.id;
  const tierId = tierOfPrice(deps.env, priceId);
  if (!state || !userId || tierId === null) {
    if (!userId || tierId === null)
      deps.log.warn({ subscription: sub.id, priceId }, 'Stripe subscription with no user or tier');
    return 'ignored';
  }
  await applyProviderState(tx, {
    userId,
    tierId,
    ...state,
    provider: 'stripe',
    providerSubscriptionId: sub.id,
    cancelAtPeriodEnd: sub.cancel_at_period_end || Boolean(sub.cancel_at),
    stateAt,
  });
  return 'applied';
}

/** Handles one verified event; the caller answers 2xx for every outcome. */
export async function handleStripeEvent(
  deps: WebhookDeps,
  event: Stripe.Event,
): Promise<EventOutcome> {
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return 'ignored';
  // Read before the transaction: no row lock is held while Stripe answers.
  const sub = await readSubscription(deps, subscriptionId);
  const stateAt = seconds(event.created);
  return deps.db.transaction(async (tx) => {
    if (!(await firstSight(tx, 'stripe', event.id, event.type))) return 'replay';
    return sub ? applySubscription(deps, tx, sub, stateAt) : 'ignored';
  });
}
