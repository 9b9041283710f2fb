// POST /api/webhooks/revenuecat through the real app (issue 13 §4): each event type RevenueCat
// sends for an app-store plan, read back through GET /api/subscription and /api/me/entitlements;
// the Authorization secret, replays, events out of order, types and users that are not ours,
// and the route's absence without a secret.
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Entitlements, Subscription } from '../../../../shared/schemas/billing';
import { applyCode } from '../../../../../tests/factories';
import { billingEvents, discountCodeUses } from '../../../db/schema';
import {
  clockAt,
  createTestApp,
  signUp,
  useTestApp,
  type Me,
} from '../../../../../tests/setup/test-app';

const SECRET = 'rc-webhook-secret-for-tests';
const URL = '/api/webhooks/revenuecat';
const DAY = 24 * 60 * 60 * 1000;

const t = useTestApp({ env: { REVENUECAT_WEBHOOK_SECRET: SECRET } });

let seq = 0;
/** A RevenueCat event body for `me`, with fields RevenueCat sends that Joey Fit does not read. */
function rcEvent(me: Me | null, type: string, over: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    api_version: '1.0',
    event: {
      id: `rc_evt_${process.pid}_${seq++}`,
      type,
      app_id: 'app1234',
      app_user_id: me?.user.id ?? null,
      original_app_user_id: me?.user.id ?? null,
      aliases: me ? [me.user.id] : [],
      product_id: 'joeyfit_coach_monthly',
      entitlement_ids: ['premium'],
      period_type: 'NORMAL',
      purchased_at_ms: now,
      expiration_at_ms: now + 30 * DAY,
      event_timestamp_ms: now,
      store: 'APP_STORE',
      environment: 'PRODUCTION',
      original_transaction_id: `otid_${me?.user.id ?? 'none'}`,
      transaction_id: `tid_${seq}`,
      price: 9.99,
      currency: 'USD',
      country_code: 'US',
      subscriber_attributes: { $email: { value: 'x@example.com', updated_at_ms: now } },
      ...over,
    },
  };
}

const send = (body: unknown, authorization: string | null = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: authorization === null ? {} : { authorization },
    payload: body as Record<string, unknown>,
  });

/** Sends an event and expects RevenueCat to be told 200 with this result. */
async function deliver(body: unknown, result = 'applied') {
  const res = await send(body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ received: true, result });
}

async function planOf(me: Me): Promise<Subscription> {
  const res = await me.as({ method: 'GET', url: '/api/subscription' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function entitlementsOf(me: Me): Promise<Entitlements> {
  const res = await me.as({ method: 'GET', url: '/api/me/entitlements' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('POST /api/webhooks/revenuecat: the events of an app-store plan', () => {
  it('INITIAL_PURCHASE on the App Store grants the tier its product names, billed by appstore', async () => {
    const me = await signUp(t);
    expect((await planOf(me)).tier.name).toBe('free');
    const body = rcEvent(me, 'INITIAL_PURCHASE');
    await deliver(body);
    expect(await planOf(me)).toMatchObject({
      tierId: 2,
      status: 'active',
      provider: 'appstore',
      currentPeriodEnd: iso(body.event.expiration_at_ms),
      cancelAtPeriodEnd: false,
    });
    const ent = await entitlementsOf(me);
    expect(ent).toMatchObject({ tierId: 2, tierName: 'coach' });
    expect(ent.quotas.voiceWorkouts.limit).toBe(ent.features.voiceWorkoutsPerMonth);
  });

  it('a Google Play purchase of the annual product is Champion, billed by play', async () => {
    const me = await signUp(t);
    await deliver(
      rcEvent(me, 'INITIAL_PURCHASE', {
        store: 'PLAY_STORE',
        product_id: 'joeyfit_champion:annual',
        expiration_at_ms: Date.now() + 365 * DAY,
      }),
    );
    expect(await planOf(me)).toMatchObject({ tierId: 3, status: 'active', provider: 'play' });
    expect((await entitlementsOf(me)).tierName).toBe('champion');
  });

  it('RENEWAL moves the paid period on', async () => {
    const me = await signUp(t);
    await deliver(rcEvent(me, 'INITIAL_PURCHASE'));
    const later = Date.now() + 60 * DAY;
    await deliver(rcEvent(me, 'RENEWAL', { expiration_at_ms: later }));
    expect(await planOf(me)).toMatchObject({
      tierId: 2,
      status: 'active',
      currentPeriodEnd: iso(later),
    });
  });

  it('CANCELLATION keeps the plan until the period ends; UNCANCELLATION renews it again', async () => {
    const me = await signUp(t);
    await deliver(rcEvent(me, 'INITIAL_PURCHASE'));
    const end = Date.now() + 20 * DAY;
    await deliver(
      rcEvent(me, 'CANCELLATION', { cancel_reason: 'UNSUBSCRIBE', expiration_at_ms: end }),
    );
    expect(await planOf(me)).toMatchObject({
      tierId: 2,
      status: 'canceled',
      provider: 'appstore',
      currentPeriodEnd: iso(end),
      cancelAtPeriodEnd: true,
    });
    expect((await entitlementsOf(me)).tierName).toBe('coach');

    await deliver(rcEvent(me, 'UNCANCELLATION', { expiration_at_ms: end }));
    expect(await planOf(me)).toMatchObject({
      tierId: 2,
      status: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it('a CANCELLATION whose period already ended (a refund) leaves the user on free', async () => {
    const me = await signUp(t);
    await deliver(rcEvent(me, 'INITIAL_PURCHASE'));
    await deliver(
      rcEvent(me, 'CANCELLATION', {
        cancel_reason: 'CUSTOMER_SUPPORT',
        expiration_at_ms: Date.now() - 1000,
      }),
    );
    expect(await planOf(me)).toMatchObject({ tierId: 1, provider: null });
  });

  it('EXPIRATION ends the plan: the user is on free with free limits', async () => {
    const me = await signUp(t);
    await deliver(rcEvent(me, 'INITIAL_PURCHASE', { product_id: 'joeyfit_champion_annual' }));
    await deliver(
      rcEvent(me, 'EXPIRATION', {
        product_id: 'joeyfit_champion_annual',
        expiration_at_ms: Date.now(),
        expiration_reason: 'UNSUBSCRIBE',
      }),
    );
    expect(await planOf(me)).toMatchObject({ tierId: 1, status: 'active', provider: null });
    expect((await entitlementsOf(me)).tierName).toBe('free');
  });

  it('BILLING_ISSUE is a grace, never a revocation: past_due and still entitled until EXPIRATION', async () => {
    const me = await signUp(t);
    await deliver(rcEvent(me, 'INITIAL_PURCHASE'));
    const graceEnd = Date.now() + 16 * DAY;
    await deliver(
      rcEvent(me, 'BILLING_ISSUE', {
        expiration_at_ms: Date.now() - 1000,
        grace_period_expiration_at_ms: graceEnd,
      }),
    );
    expect(await planOf(me)).toMatchObject({
      tierId: 2,
      status: 'past_due',
      provider: 'appstore',
      currentPeriodEnd: iso(graceEnd),
    });
    expect((await entitlementsOf(me)).tierName).toBe('coach');

    // RevenueCat cancels with BILLING_ERROR alongside; that is the same grace, not the user leaving.
    await deliver(
      rcEvent(me, 'CANCELLATION', {
        cancel_reason: 'BILLING_ERROR',
        expiration_at_ms: Date.now() - 1000,
        grace_period_expiration_at_ms: graceEnd,
      }),
    );
    expect(await planOf(me)).toMatchObject({ tierId: 2, status: 'past_due' });

    await deliver(rcEvent(me, 'EXPIRATION', { expiration_at_ms: Date.now() }));
    expect((await planOf(me)).tierId).toBe(1);
  });

  it('PRODUCT_CHANGE: an upgrade applies at once, a downgrade at the renewal that brings it', async () => {
    const me = await signUp(t);
    await deliver(rcEvent(me, 'INITIAL_PURCHASE'));
    await deliver(
      rcEvent(me, 'PRODUCT_CHANGE', {
        product_id: 'joeyfit_coach_monthly',
        new_product_id: 'joeyfit_champion_annual',
      }),
    );
    expect(await planOf(me)).toMatchObject({ tierId: 3, status: 'active', provider: 'appstore' });

    await deliver(
      rcEvent(me, 'PRODUCT_CHANGE', {
        product_id: 'joeyfit_champion_annual',
        new_product_id: 'joeyfit_coach_monthly',
      }),
      'ignored',
    );
    expect((await planOf(me)).tierId).toBe(3);
    await deliver(rcEvent(me, 'RENEWAL', { product_id: 'joeyfit_coach_monthly' }));
    expect(await planOf(me)).toMatchObject({ tierId: 2, status: 'active' });

    // Without the new product (the App Store's case) nothing changes until the renewal.
    await deliver(rcEvent(me, 'PRODUCT_CHANGE', { new_product_id: null }), 'ignored');
    expect((await planOf(me)).tierId).toBe(2);
  });

  it('TRANSFER moves the store plan from the user it leaves to the user who restored it', async () => {
    const giver = await signUp(t);
    const receiver = await signUp(t);
    const purchase = rcEvent(giver, 'INITIAL_PURCHASE', { product_id: 'joeyfit_champion_annual' });
    await deliver(purchase);
    await deliver(
      rcEvent(null, 'TRANSFER', {
        transferred_from: [giver.user.id, '$RCAnonymousID:0123abcd'],
        transferred_to: [receiver.user.id],
        product_id: null,
        expiration_at_ms: null,
      }),
    );
    expect(await planOf(receiver)).toMatchObject({
      tierId: 3,
      status: 'active',
      provider: 'appstore',
      currentPeriodEnd: iso(purchase.event.expiration_at_ms),
    });
    expect((await entitlementsOf(receiver)).tierName).toBe('champion');
    expect(await planOf(giver)).toMatchObject({ tierId: 1, provider: null });

    // Later events of the subscription name the receiver, who now owns it.
    await deliver(
      rcEvent(receiver, 'EXPIRATION', {
        product_id: 'joeyfit_champion_annual',
        original_transaction_id: purchase.event.original_transaction_id,
        event_timestamp_ms: Date.now() + 1000,
      }),
    );
    expect((await planOf(receiver)).tierId).toBe(1);
  });

  it('a TRANSFER from a user with no store plan grants nothing (200)', async () => {
    const giver = await signUp(t);
    const receiver = await signUp(t);
    await deliver(
      rcEvent(null, 'TRANSFER', {
        transferred_from: [giver.user.id],
        transferred_to: [receiver.user.id],
      }),
      'ignored',
    );
    expect((await planOf(receiver)).tierId).toBe(1);
  });
});

describe('POST /api/webhooks/revenuecat: what is refused or ignored', () => {
  it.each([
    ['no Authorization header', null],
    ['a wrong secret', 'not-the-secret'],
    ['a wrong Bearer secret', 'Bearer not-the-secret'],
    ['the secret with something after it', `${SECRET}x`],
    ['an empty header', ''],
  ])('%s: 401 and nothing changes', async (_label, authorization) => {
    const me = await signUp(t);
    const body = rcEvent(me, 'INITIAL_PURCHASE');
    const res = await send(body, authorization);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await planOf(me)).tierId).toBe(1);
    // Not recorded either: RevenueCat's retry with the right secret is applied.
    await deliver(body);
    expect((await planOf(me)).tierId).toBe(2);
  });

  it('accepts the secret bare and as Bearer', async () => {
    const me = await signUp(t);
    const res = await send(rcEvent(me, 'INITIAL_PURCHASE'), `Bearer ${SECRET}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await planOf(me)).tierId).toBe(2);
  });

  it('a wrong secret is refused before the body is read (401, not 400)', async () => {
    const res = await send({ nonsense: true }, 'wrong');
    expect(res.statusCode).toBe(401);
  });

  it('a body that is not a RevenueCat event is 400', async () => {
    expect((await send({ nonsense: true })).statusCode).toBe(400);
    const me = await signUp(t);
    const noTime = rcEvent(me, 'RENEWAL', { event_timestamp_ms: 'yesterday' });
    expect((await send(noTime)).statusCode).toBe(400);
  });

  it('a replay (an event id seen before) is answered 200 and changes nothing', async () => {
    const me = await signUp(t);
    const purchase = rcEvent(me, 'INITIAL_PURCHASE');
    await deliver(purchase);
    const end = Date.now() + 10 * DAY;
    const cancel = rcEvent(me, 'CANCELLATION', { expiration_at_ms: end });
    await deliver(cancel);
    const before = await planOf(me);
    // The purchase again, even re-sent with a later time, is still the same event.
    const replay = { ...purchase, event: { ...purchase.event, event_timestamp_ms: Date.now() } };
    await deliver(replay, 'replay');
    await deliver(cancel, 'replay');
    expect(await planOf(me)).toEqual(before);
    expect(before.status).toBe('canceled');
    const rows = await t.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, purchase.event.id));
    expect(rows).toHaveLength(1);
  });

  it('out of order: an older event arriving after a newer one does not undo it', async () => {
    const me = await signUp(t);
    const now = Date.now();
    const renewedTo = now + 60 * DAY;
    await deliver(rcEvent(me, 'RENEWAL', { event_timestamp_ms: now, expiration_at_ms: renewedTo }));
    // The first purchase and its earlier end, sent late.
    await deliver(
      rcEvent(me, 'INITIAL_PURCHASE', {
        event_timestamp_ms: now - 30 * DAY,
        expiration_at_ms: now,
      }),
      'stale',
    );
    await deliver(
      rcEvent(me, 'EXPIRATION', { event_timestamp_ms: now - DAY, expiration_at_ms: now - DAY }),
      'stale',
    );
    expect(await planOf(me)).toMatchObject({
      tierId: 2,
      status: 'active',
      currentPeriodEnd: iso(renewedTo),
    });
  });

  it.each(['TEST', 'SUBSCRIPTION_PAUSED', 'NON_RENEWING_PURCHASE', 'SOMETHING_NEW'])(
    'an event type Joey Fit does not act on (%s) is answered 200',
    async (type) => {
      const me = await signUp(t);
      await deliver(rcEvent(me, type), 'ignored');
      expect((await planOf(me)).tierId).toBe(1);
    },
  );

  it.each([
    ['an unknown user id', { app_user_id: randomUUID() }],
    ['an anonymous RevenueCat id', { app_user_id: '$RCAnonymousID:8d1f0c2e' }],
    ['no user id', { app_user_id: null }],
    ['a store that is not an app store', { store: 'STRIPE' }],
    ['a product no tier names', { product_id: 'joeyfit_lifetime' }],
  ])('%s: 200 and ignored', async (_label, over) => {
    const me = await signUp(t);
    await deliver(rcEvent(me, 'INITIAL_PURCHASE', over), 'ignored');
    expect((await planOf(me)).tierId).toBe(1);
  });

  it('does not replace another provider’s plan with the end of an old store subscription', async () => {
    const me = await signUp(t);
    await deliver(rcEvent(me, 'INITIAL_PURCHASE', { original_transaction_id: 'sub_new' }));
    await deliver(
      rcEvent(me, 'EXPIRATION', {
        original_transaction_id: 'sub_old',
        event_timestamp_ms: Date.now() + 1000,
      }),
      'stale',
    );
    expect(await planOf(me)).toMatchObject({ tierId: 2, status: 'active' });
  });
});

describe('POST /api/webhooks/revenuecat without REVENUECAT_WEBHOOK_SECRET', () => {
  it('does not exist (404), whatever the header says', async () => {
    const bare = await createTestApp();
    try {
      const me = await signUp(bare);
      const res = await bare.app.inject({
        method: 'POST',
        url: URL,
        headers: { authorization: SECRET },
        payload: rcEvent(me, 'INITIAL_PURCHASE'),
      });
      expect(res.statusCode).toBe(404);
      expect((await me.as({ method: 'GET', url: '/api/subscription' })).json().tierId).toBe(1);
    } finally {
      await bare.close();
    }
  });
});

describe('paid time is the truth (issue 25 §1)', () => {
  it('an INITIAL_PURCHASE whose period ended a year ago grants nothing', async () => {
    const me = await signUp(t);
    const ago = Date.now() - 365 * DAY;
    await deliver(
      rcEvent(me, 'INITIAL_PURCHASE', {
        product_id: 'joeyfit_champion_annual',
        purchased_at_ms: ago - 365 * DAY,
        expiration_at_ms: ago,
      }),
    );
    expect(await planOf(me)).toMatchObject({ tierId: 1, provider: null });
    expect((await entitlementsOf(me)).tierName).toBe('free');
  });

  it('a BILLING_ISSUE whose store grace ended 10 days ago is free; one still in grace is not', async () => {
    const late = await signUp(t);
    await deliver(rcEvent(late, 'INITIAL_PURCHASE'));
    await deliver(
      rcEvent(late, 'BILLING_ISSUE', {
        expiration_at_ms: Date.now() - 26 * DAY,
        grace_period_expiration_at_ms: Date.now() - 10 * DAY,
      }),
    );
    expect((await entitlementsOf(late)).tierName).toBe('free');

    const inGrace = await signUp(t);
    await deliver(rcEvent(inGrace, 'INITIAL_PURCHASE'));
    await deliver(
      rcEvent(inGrace, 'BILLING_ISSUE', {
        expiration_at_ms: Date.now() - 2 * DAY,
        grace_period_expiration_at_ms: Date.now() + 14 * DAY,
      }),
    );
    expect((await entitlementsOf(inGrace)).tierName).toBe('coach');
  });

  it('without a store grace, a failed renewal keeps the plan 7 days after the paid time, then free with no event', async () => {
    const me = await signUp(t);
    const paidUntil = Date.now() - DAY;
    await deliver(rcEvent(me, 'INITIAL_PURCHASE'));
    await deliver(rcEvent(me, 'BILLING_ISSUE', { expiration_at_ms: paidUntil }));
    expect(await planOf(me)).toMatchObject({
      tierId: 2,
      status: 'past_due',
      currentPeriodEnd: iso(paidUntil + 7 * DAY),
    });
    clockAt(iso(paidUntil + 7 * DAY + 60_000));
    expect(await planOf(me)).toMatchObject({ tierId: 1, provider: null });
    expect((await entitlementsOf(me)).tierName).toBe('free');
  });

  it('an active plan ends at its period end when no RENEWAL comes', async () => {
    const me = await signUp(t);
    const body = rcEvent(me, 'INITIAL_PURCHASE', { expiration_at_ms: Date.now() + 3_600_000 });
    await deliver(body);
    expect((await planOf(me)).tierId).toBe(2);
    clockAt(iso(body.event.expiration_at_ms + 1000));
    expect((await planOf(me)).tierId).toBe(1);
  });

  it('a product whose id only contains a plan word grants nothing (exact ids)', async () => {
    const me = await signUp(t);
    for (const product_id of ['evil_annual', 'coach', 'joeyfit_champion_annual_x'])
      await deliver(rcEvent(me, 'INITIAL_PURCHASE', { product_id }), 'ignored');
    expect((await planOf(me)).tierId).toBe(1);
  });

  it.each([
    ['expiration_at_ms', 8.64e15 + 1],
    ['expiration_at_ms', 1e20],
    ['event_timestamp_ms', 9e15],
    ['purchased_at_ms', -1],
    ['grace_period_expiration_at_ms', Number.MAX_SAFE_INTEGER],
  ])('answers 400, never 500, for %s = %d', async (field, value) => {
    const me = await signUp(t);
    const res = await send(rcEvent(me, 'INITIAL_PURCHASE', { [field]: value }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(
      new RegExp(`^event\\.${field}: must be a time in milliseconds`),
    );
    expect((await planOf(me)).tierId).toBe(1);
  });
});

describe('POST /api/discount-codes/apply after a store purchase (issue 25 §4)', () => {
  const apply = applyCode;
  const usesOf = (me: Me) =>
    t.db
      .select({ ref: discountCodeUses.providerRef, provider: discountCodeUses.provider })
      .from(discountCodeUses)
      .where(eq(discountCodeUses.userId, me.user.id));

  it('records the use once the store’s event has confirmed the purchase, filed under it', async () => {
    const me = await signUp(t);
    expect((await apply(me)).statusCode).toBe(409);
    expect(await usesOf(me)).toEqual([]);
    const purchase = rcEvent(me, 'INITIAL_PURCHASE');
    await deliver(purchase);
    const wrong = await apply(me, { discountedPrice: 100 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'discountedPrice: the prices sent are not what JOEY100 gives on the Coach plan',
    );
    expect(await usesOf(me)).toEqual([]);
    const ok = await apply(me);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ recorded: true, discountedPrice: 0 });
    expect(await usesOf(me)).toEqual([
      { ref: purchase.event.original_transaction_id, provider: 'revenuecat' },
    ]);
    const again = await apply(me);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You have already used JOEY100.');
  });

  it('a purchase of another plan, or one that has ended, confirms nothing', async () => {
    const me = await signUp(t);
    await deliver(rcEvent(me, 'INITIAL_PURCHASE', { product_id: 'joeyfit_champion_annual' }));
    expect((await apply(me)).statusCode).toBe(409);
    await deliver(rcEvent(me, 'EXPIRATION', { product_id: 'joeyfit_champion_annual' }));
    expect(
      (await apply(me, { tierId: 3, originalPrice: 7999, discountedPrice: 999 })).statusCode,
    ).toBe(409);
    expect(await usesOf(me)).toEqual([]);
  });
});
