// App-store billing through RevenueCat (issue 13 §4). The app configures RevenueCat with the
// Joey Fit user id, so an event's app_user_id names our user; each event becomes the provider
// state that subscription.service applies under the user's row lock, after the event id was
// recorded in the same transaction (a replay changes nothing, a failure records nothing).
import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { BillingProvider } from '../../../../shared/schemas/billing';
import { graceEnd, inForce } from '../../../../shared/paid-time';
import type { Db, Tx } from '../../../db/client';
import { subscriptions, users } from '../../../db/schema';
import { paidPlanOf } from '../entitlements.service';
import { applyProviderState, firstSight, type ProviderState } from '../subscription.service';
import { tierOfProduct, type StoreProducts } from './store-products';

/**
 * A time in milliseconds, from 1970 to 2200: wide enough for any real purchase and narrow enough
 * that every one is a Date (beyond ±8.64e15 ms a Date is invalid, and was a 500).
 */
const LATEST_MS = Date.UTC(2200, 0, 1);
const millis = z
  .number()
  .min(0, 'must be a time in milliseconds since 1970')
  .max(LATEST_MS, 'must be a time in milliseconds before the year 2200')
  .int('must be a time in whole milliseconds');
const userIds = z.array(z.string().max(200)).max(100).nullish();

/**
 * RevenueCat's webhook body, as far as Joey Fit reads it; fields it does not read (prices,
 * country, attributes…) are dropped, and fields an event type does not carry may be absent.
 */
export const revenueCatWebhookBody = z.object({
  api_version: z.string().max(16).optional(),
  event: z.object({
    id: z.string().min(1).max(200),
    type: z.string().min(1).max(64),
    app_user_id: z.string().max(200).nullish(),
    original_app_user_id: z.string().max(200).nullish(),
    aliases: userIds,
    product_id: z.string().max(200).nullish(),
    new_product_id: z.string().max(200).nullish(),
    entitlement_ids: z.array(z.string()).nullish(),
    period_type: z.string().nullish(),
    purchased_at_ms: millis.nullish(),
    expiration_at_ms: millis.nullish(),
    grace_period_expiration_at_ms: millis.nullish(),
    event_timestamp_ms: millis,
    store: z.string().max(32).nullish(),
    environment: z.string().nullish(),
    transferred_from: userIds,
    transferred_to: userIds,
    cancel_reason: z.string().nullish(),
    /** The store's id of the subscription, the same across its renewals. */
    original_transaction_id: z.string().max(200).nullish(),
  }),
});
export type RevenueCatEvent = z.infer<typeof revenueCatWebhookBody>['event'];

/** What became of an event: the answer is 200 for all of them, so RevenueCat stops sending. */
export const WEBHOOK_RESULTS = ['applied', 'stale', 'replay', 'ignored'] as const;
export type WebhookResult = (typeof WEBHOOK_RESULTS)[number];

const HANDLED = new Set([
  'INITIAL_PURCHASE',
  'RENEWAL',
  'CANCELLATION',
  'UNCANCELLATION',
  'EXPIRATION',
  'BILLING_ISSUE',
  'PRODUCT_CHANGE',
  'TRANSFER',
]);

/** The stores whose plans Joey Fit records (SPEC §3 provider); others are not ours to grant. */
const PROVIDER_OF_STORE: Readonly<Record<string, 'appstore' | 'play'>> = {
  APP_STORE: 'appstore',
  MAC_APP_STORE: 'appstore',
  PLAY_STORE: 'play',
};
const STORE_PROVIDERS: readonly BillingProvider[] = ['appstore', 'play'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateOf = (ms: number | null | undefined) => (ms == null ? null : new Date(ms));

/** The ids among `ids` that are Joey Fit users, in the order given (anonymous ids drop out). */
async function knownUsers(tx: Tx, ids: readonly (string | null | undefined)[]): Promise<string[]> {
  const candidates = [...new Set(ids.filter((id): id is string => !!id && UUID.test(id)))].map(
    (id) => id.toLowerCase(),
  );
  if (candidates.length === 0) return [];
  const rows = await tx.select({ id: users.id }).from(users).where(inArray(users.id, candidates));
  const found = new Set(rows.map((r) => r.id));
  return candidates.filter((id) => found.has(id));
}

type PlanChange = Pick<
  ProviderState,
  'tierId' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'
>;

/**
 * The plan an event of a purchase's life leaves the user with, or null when it changes none
 * (a product no tier names; a product change that waits for the renewal).
 */
async function planChangeOf(
  tx: Tx,
  products: StoreProducts,
  e: RevenueCatEvent,
  userId: string,
): Promise<PlanChange | null> {
  const tierId = tierOfProduct(products, e.product_id);
  // The end of the time paid for; an event without one grants nothing (paid time is the truth).
  const end = dateOf(e.expiration_at_ms);
  // A renewal the store could not charge: the plan holds through the store's own grace, or ours.
  const grace = graceEnd(end, dateOf(e.grace_period_expiration_at_ms));
  if (e.type === 'PRODUCT_CHANGE') {
    // An upgrade is charged and applies at once; a downgrade applies at the renewal, whose
    // RENEWAL (or Google Play's INITIAL_PURCHASE) event brings the new product.
    const next = tierOfProduct(products, e.new_product_id);
    const { subscription } = await paidPlanOf(tx, userId, new Date());
    if (next === null || next <= subscription.tierId) return null;
    return { tierId: next, status: 'active', currentPeriodEnd: end, cancelAtPeriodEnd: false };
  }
  if (tierId === null) return null;
  switch (e.type) {
    case 'INITIAL_PURCHASE':
    case 'RENEWAL':
    case 'UNCANCELLATION':
      return { tierId, status: 'active', currentPeriodEnd: end, cancelAtPeriodEnd: false };
    case 'BILLING_ISSUE':
      return { tierId, status: 'past_due', currentPeriodEnd: grace, cancelAtPeriodEnd: false };
    case 'CANCELLATION':
      // RevenueCat also cancels when a renewal fails; that is the grace of BILLING_ISSUE, which
      // only EXPIRATION ends, never the user leaving.
      if (e.cancel_reason === 'BILLING_ERROR')
        return { tierId, status: 'past_due', currentPeriodEnd: grace, cancelAtPeriodEnd: false };
      // Paid up to the period's end (a refund moves expiration_at_ms to the refund's time).
      return { tierId, status: 'canceled', currentPeriodEnd: end, cancelAtPeriodEnd: true };
    case 'EXPIRATION':
      return { tierId, status: 'expired', currentPeriodEnd: end, cancelAtPeriodEnd: false };
    default:
      return null;
  }
}

async function applyPurchaseEvent(
  tx: Tx,
  products: StoreProducts,
  e: RevenueCatEvent,
): Promise<WebhookResult> {
  const provider = e.store ? PROVIDER_OF_STORE[e.store] : undefined;
  const [userId] = await knownUsers(tx, [e.app_user_id]);
  if (!provider || !userId) return 'ignored';
  const change = await planChangeOf(tx, products, e, userId);
  if (!change) return 'ignored';
  const applied = await applyProviderState(tx, {
    userId,
    provider,
    // Without the store's id, the user's one RevenueCat customer stands for the subscription.
    providerSubscriptionId: e.original_transaction_id ?? `revenuecat:${userId}`,
    stateAt: new Date(e.event_timestamp_ms),
    ...change,
  });
  return applied ? 'applied' : 'stale';
}

/**
 * TRANSFER: another Joey Fit account restored the same store account's purchases, and RevenueCat
 * moved them. The event names only the users, so the plan moved is the one stored for the user
 * it leaves: the receiver gets it as it stands, the giver's store plan ends now. A purchase is
 * granted to one account only, so of several receivers the first known one gets it.
 */
async function transfer(tx: Tx, e: RevenueCatEvent): Promise<WebhookResult> {
  const from = await knownUsers(tx, e.transferred_from ?? []);
  const [to] = (await knownUsers(tx, e.transferred_to ?? [])).filter((id) => !from.includes(id));
  if (from.length === 0 || !to) return 'ignored';
  const stateAt = new Date(e.event_timestamp_ms);
  const now = new Date();
  // Every row this event touches, locked in one order so two transfers cannot deadlock.
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.userId, [...from, to]))
    .orderBy(asc(subscriptions.userId))
    .for('update');
  const storePlans = rows.filter(
    (r) => from.includes(r.userId) && STORE_PROVIDERS.includes(r.provider),
  );
  const moving = storePlans
    .filter((r) => inForce(r, now))
    .sort((a, b) => (b.currentPeriodEnd?.getTime() ?? 0) - (a.currentPeriodEnd?.getTime() ?? 0))[0];
  if (!moving) return 'ignored';
  const received = await applyProviderState(tx, {
    userId: to,
    tierId: moving.tierId,
    status: moving.status,
    provider: moving.provider,
    providerSubscriptionId: moving.providerSubscriptionId,
    currentPeriodEnd: moving.currentPeriodEnd,
    cancelAtPeriodEnd: moving.cancelAtPeriodEnd,
    stateAt,
  });
  // The purchases left the givers whatever the receiver's stored state was.
  let given = false;
  for (const r of storePlans) {
    const ended = await applyProviderState(tx, {
      userId: r.userId,
      tierId: r.tierId,
      status: 'expired',
      provider: r.provider,
      providerSubscriptionId: r.providerSubscriptionId,
      currentPeriodEnd: now,
      cancelAtPeriodEnd: false,
      stateAt,
    });
    given ||= ended;
  }
  return received || given ? 'applied' : 'stale';
}

/** Applies one RevenueCat event; types Joey Fit does not act on are answered without a trace. */
export async function handleRevenueCatEvent(
  db: Db,
  products: StoreProducts,
  e: RevenueCatEvent,
): Promise<WebhookResult> {
  if (!HANDLED.has(e.type)) return 'ignored';
  return db.transaction(async (tx) => {
    if (!(await firstSight(tx, 'revenuecat', e.id, e.type))) return 'replay';
    return e.type === 'TRANSFER' ? transfer(tx, e) : applyPurchaseEvent(tx, products, e);
  });
}
