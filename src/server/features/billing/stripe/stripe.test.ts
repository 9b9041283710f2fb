// Stripe on the web (issue 13) through the real app and database: the official SDK is pointed at
// a stand-in for Stripe's API started here (it records each request and answers with Stripe's
// JSON shapes), and webhook events are signed with the SDK's own test helper. Nothing else is
// faked.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateSubscriptionResult, Subscription } from '../../../../shared/schemas/billing';
import {
  billingCustomers,
  billingEvents,
  discountCodes,
  discountCodeUses,
} from '../../../db/schema';
import { ConfigError, loadEnv } from '../../../env';
import {
  clockAt,
  createTestApp,
  signUp,
  type Me,
  type TestApp,
} from '../../../../../tests/setup/test-app';

const WEBHOOK_SECRET = 'whsec_test_joeyfit_stand_in';
const PRICES = {
  price_coach_test: { amount: 999, interval: 'month', seconds: 30 * 86_400 },
  price_champion_test: { amount: 7999, interval: 'year', seconds: 365 * 86_400 },
} as const;
type PriceId = keyof typeof PRICES;
const API_VERSION = '2026-10-28.endive';

// ---------------------------------------------------------------------------------------------
// The stand-in for Stripe's API: customers, coupons and subscriptions with their invoices.

interface Recorded {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
}

interface StandInInvoice {
  id: string;
  status: 'open' | 'paid' | 'void';
  amount_due: number;
  secret: string | null;
  subscription: string;
}

interface StandInSub {
  id: string;
  customer: string;
  status: string;
  price: PriceId;
  pendingPrice: PriceId | null;
  itemId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  endedAt: number | null;
  metadata: Record<string, string>;
  discounts: string[];
  latestInvoice: string;
  created: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function startStripeStandIn() {
  const requests: Recorded[] = [];
  const customers = new Map<string, string>(); // idempotency key → customer id
  const coupons = new Map<string, number>(); // coupon id → amount_off
  const subs = new Map<string, StandInSub>();
  const invoices = new Map<string, StandInInvoice>();
  let n = 0;
  const state = { failing: false };
  const next = (prefix: string) => `${prefix}_standin${(++n).toString().padStart(6, '0')}`;

  const invoice = (subscription: string, amount: number): StandInInvoice => {
    const id = next('in');
    const inv: StandInInvoice = {
      id,
      status: amount > 0 ? 'open' : 'paid',
      amount_due: amount,
      secret: amount > 0 ? `pi_${id}_secret_${n}` : null,
      subscription,
    };
    invoices.set(id, inv);
    return inv;
  };

  const renderInvoice = (inv: StandInInvoice) => ({
    id: inv.id,
    object: 'invoice',
    status: inv.status,
    amount_due: inv.amount_due,
    currency: 'usd',
    confirmation_secret: inv.secret ? { client_secret: inv.secret, type: 'payment_intent' } : null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: inv.subscription, metadata: {} },
    },
  });

  const renderSub = (sub: StandInSub, expand: string[] = []) => {
    const inv = invoices.get(sub.latestInvoice)!;
    const price = PRICES[sub.price];
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      created: sub.created,
      currency: 'usd',
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
      canceled_at: sub.endedAt,
      ended_at: sub.endedAt,
      metadata: sub.metadata,
      discounts: sub.discounts,
      livemode: false,
      pending_update: sub.pendingPrice
        ? { expires_at: sub.created + 82_800, subscription_items: [{ price: sub.pendingPrice }] }
        : null,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${sub.id}`,
        data: [
          {
            id: sub.itemId,
            object: 'subscription_item',
            quantity: 1,
            subscription: sub.id,
            current_period_start: sub.periodStart,
            current_period_end: sub.periodEnd,
            price: {
              id: sub.price,
              object: 'price',
              currency: 'usd',
              unit_amount: price.amount,
              recurring: { interval: price.interval, interval_count: 1 },
            },
          },
        ],
      },
      latest_invoice: expand.some((e) => e.startsWith('latest_invoice'))
        ? renderInvoice(inv)
        : inv.id,
    };
  };

  const createSub = (p: URLSearchParams) => {
    const price = p.get('items[0][price]') as PriceId;
    const coupon = p.get('discounts[0][coupon]');
    const due = Math.max(0, PRICES[price].amount - (coupon ? (coupons.get(coupon) ?? 0) : 0));
    const id = next('sub');
    const now = nowSeconds();
    const metadata: Record<string, string> = {};
    for (const [k, v] of p) {
      const m = /^metadata\[(\w+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    const sub: StandInSub = {
      id,
      customer: p.get('customer')!,
      // Stripe activates at once when the first invoice has nothing to pay.
      status: due > 0 ? 'incomplete' : 'active',
      price,
      pendingPrice: null,
      itemId: next('si'),
      periodStart: now,
      periodEnd: now + PRICES[price].seconds,
      cancelAtPeriodEnd: false,
      endedAt: null,
      metadata,
      discounts: coupon ? [next('di')] : [],
      latestInvoice: invoice(id, due).id,
      created: now,
    };
    subs.set(id, sub);
    return sub;
  };

  const updateSub = (sub: StandInSub, p: URLSearchParams) => {
    const price = p.get('items[0][price]') as PriceId | null;
    if (price) {
      if (p.get('items[0][id]') !== sub.itemId) throw new Error('unknown subscription item');
      // The stand-in's saved card needs the customer to confirm: the change waits for payment.
      const proration = PRICES[price].amount - PRICES[sub.price].amount;
      sub.latestInvoice = invoice(sub.id, Math.max(proration, 1)).id;
      if (p.get('payment_behavior') === 'pending_if_incomplete') sub.pendingPrice = price;
      else sub.price = price;
    }
    const cancel = p.get('cancel_at_period_end');
    if (cancel !== null) sub.cancelAtPeriodEnd = cancel === 'true';
  };

  const answer = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const params = new URLSearchParams(req.method === 'GET' ? url.search : body);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey });
    const send = (status: number, json: unknown) =>
      res
        .writeHead(status, { 'content-type': 'application/json', 'request-id': next('req') })
        .end(JSON.stringify(json));
    const fail = (status: number, code: string, message: string) =>
      send(status, { error: { type: 'invalid_request_error', code, message } });
    if (state.failing)
      return fail(400, 'parameter_unknown', 'Received unknown parameter: acct_1SECRETINTERNAL');
    const expand = [...params].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
    const subMatch = /^\/v1\/subscriptions\/(\w+)$/.exec(url.pathname);
    const sub = subMatch ? subs.get(subMatch[1]!) : undefined;

    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      const key = idempotencyKey ?? next('nokey');
      if (!customers.has(key)) customers.set(key, next('cus'));
      return send(200, { id: customers.get(key), object: 'customer', metadata: {} });
    }
    if (req.method === 'POST' && url.pathname === '/v1/coupons') {
      const id = next('co');
      coupons.set(id, Number(params.get('amount_off')));
      return send(200, {
        id,
        object: 'coupon',
        amount_off: Number(params.get('amount_off')),
        currency: params.get('currency'),
        duration: params.get('duration'),
        max_redemptions: Number(params.get('max_redemptions')),
        valid: true,
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/subscriptions')
      return send(200, renderSub(createSub(params), expand));
    if (req.method === 'GET' && url.pathname === '/v1/subscriptions') {
      const status = params.get('status');
      const data = [...subs.values()]
        .filter((s) => s.customer === params.get('customer') && (!status || s.status === status))
        .reverse()
        .map((s) =>
          renderSub(
            s,
            expand.filter((e) => e.startsWith('data.')).map((e) => e.slice(5)),
          ),
        );
      return send(200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    if (subMatch && !sub) return fail(404, 'resource_missing', 'No such subscription');
    if (req.method === 'GET' && sub) return send(200, renderSub(sub, expand));
    if (req.method === 'POST' && sub) {
      updateSub(sub, params);
      return send(200, renderSub(sub, expand));
    }
    if (req.method === 'DELETE' && sub) {
      sub.status = sub.status === 'incomplete' ? 'incomplete_expired' : 'canceled';
      sub.endedAt = nowSeconds();
      return send(200, renderSub(sub, expand));
    }
    return fail(
      404,
      'resource_missing',
      `Unrecognized request URL (${req.method}: ${url.pathname})`,
    );
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => answer(req, res, body));
  });

  return {
    server,
    state,
    requests,
    /** The requests to `method path` (path may end in a subscription id). */
    calls: (method: string, path: string | RegExp) =>
      requests.filter(
        (r) =>
          r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      ),
    sub: (id: string) => subs.get(id)!,
    /** The subscription as Stripe's API answers it (for event payloads). */
    render: (id: string) => renderSub(subs.get(id)!),
    /** The customer pays the latest invoice: the subscription (and any pending change) applies. */
    pay: (id: string) => {
      const sub = subs.get(id)!;
      invoices.get(sub.latestInvoice)!.status = 'paid';
      sub.status = 'active';
      if (sub.pendingPrice) [sub.price, sub.pendingPrice] = [sub.pendingPrice, null];
    },
    lastSubscriptionId: () => [...subs.keys()].at(-1)!,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers: choosing a plan, delivering signed events, reading the plan.

const signer = new Stripe('sk_test_signer_only');
let eventCount = 0;

function signedEvent(
  type: string,
  object: unknown,
  opts: { created?: number; id?: string; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: opts.id ?? `evt_test_${process.pid}_${++eventCount}`,
    object: 'event',
    api_version: API_VERSION,
    created: opts.created ?? nowSeconds(),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
  });
  return { payload, signature };
}

const deliverRaw = (t: TestApp, payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });

const deliver = (t: TestApp, ...args: Parameters<typeof signedEvent>) => {
  const { payload, signature } = signedEvent(...args);
  return deliverRaw(t, payload, signature);
};

const choose = (me: Me, tierId: number, discountCode?: string) =>
  me.as({
    method: 'POST',
    url: '/api/create-subscription',
    payload: { tierId, ...(discountCode ? { discountCode } : {}) },
  });

const planOf = async (me: Me) => {
  const res = await me.as({ method: 'GET', url: '/api/subscription' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Subscription;
};

const invoiceOf = (subscription: string) => ({
  id: `in_event_${subscription}`,
  object: 'invoice',
  status: 'open',
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription, metadata: {} },
  },
});

// ---------------------------------------------------------------------------------------------

describe('Stripe on the web', () => {
  const stand = startStripeStandIn();
  let t: TestApp;

  beforeAll(async () => {
    const base = await stand.listen();
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_joeyfit_stand_in',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_COACH: 'price_coach_test',
        STRIPE_PRICE_CHAMPION: 'price_champion_test',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_joeyfit',
        STRIPE_API_BASE: base,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stand.close();
  });
  afterEach(() => {
    stand.state.failing = false;
    vi.useRealTimers();
  });

  it('lets the page load Stripe.js and its frames, and nothing else from elsewhere', async () => {
    const csp = (await t.app.inject({ url: '/healthz' })).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  /** A user whose Stripe subscription to `tierId` is paid and granted by its webhook. */
  async function paidUser(tierId = 2) {
    const me = await signUp(t);
    expect((await choose(me, tierId)).statusCode).toBe(200);
    const id = stand.lastSubscriptionId();
    stand.pay(id);
    const res = await deliver(t, 'customer.subscription.updated', stand.render(id));
    expect(res.statusCode, res.body).toBe(200);
    return { me, id };
  }

  describe('POST /api/create-subscription', () => {
    it('says the web pays through Stripe, with the publishable key', async () => {
      const me = await signUp(t);
      const res = await me.as({ method: 'GET', url: '/api/billing/config' });
      expect(res.json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_joeyfit' });
    });

    it('starts an incomplete subscription and answers its first invoice’s client secret, granting nothing', async () => {
      const me = await signUp(t);
      const res = await choose(me, 2);
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json() as CreateSubscriptionResult;
      const id = stand.lastSubscriptionId();
      const sent = stand.calls('POST', '/v1/subscriptions').at(-1)!.params;
      expect(Object.fromEntries(sent)).toMatchObject({
        'items[0][price]': 'price_coach_test',
        payment_behavior: 'default_incomplete',
        'payment_settings[save_default_payment_method]': 'on_subscription',
        'expand[0]': 'latest_invoice.confirmation_secret',
        'metadata[userId]': me.user.id,
        'metadata[tierId]': '2',
      });
      expect(sent.has('discounts[0][coupon]')).toBe(false);
      expect(result).toMatchObject({
        clientSecret: expect.stringMatching(/^pi_.+_secret_/),
        discountApplied: false,
        originalPrice: 999,
        finalPrice: 999,
      });
      expect(stand.sub(id).status).toBe('incomplete');
      expect(result.subscription.tierId).toBe(1);
      expect((await planOf(me)).tierId).toBe(1);
    });

    it('creates the customer once, stores it and reuses it (never searching Stripe)', async () => {
      const me = await signUp(t);
      const before = stand.calls('POST', '/v1/customers').length;
      expect((await choose(me, 2)).statusCode).toBe(200);
      expect((await choose(me, 3)).statusCode).toBe(200);
      const created = stand.calls('POST', '/v1/customers').slice(before);
      expect(created).toHaveLength(1);
      expect(created[0]!.params.get('metadata[userId]')).toBe(me.user.id);
      expect(created[0]!.idempotencyKey).toBe(`joeyfit-customer-${me.user.id}`);
      const [stored] = await t.db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, me.user.id));
      const subs = stand.calls('POST', '/v1/subscriptions').slice(-2);
      expect(subs.map((r) => r.params.get('customer'))).toEqual([
        stored!.stripeCustomerId,
        stored!.stripeCustomerId,
      ]);
      expect(stand.requests.some((r) => r.path.includes('search'))).toBe(false);
    });

    it('gives JOEY100 as a one-time coupon and takes the user’s one use', async () => {
      const me = await signUp(t);
      const res = await choose(me, 2, '  joey100 ');
      expect(res.statusCode, res.body).toBe(200);
      const coupon = stand.calls('POST', '/v1/coupons').at(-1)!.params;
      expect(Object.fromEntries(coupon)).toMatchObject({
        amount_off: '999',
        currency: 'usd',
        duration: 'once',
        max_redemptions: '1',
      });
      const id = stand.lastSubscriptionId();
      const sent = stand.calls('POST', '/v1/subscriptions').at(-1)!.params;
      expect(sent.get('discounts[0][coupon]')).toMatch(/^co_/);
      // Nothing is left to pay, so there is no payment to confirm; the webhook grants the plan.
      expect(res.json()).toMatchObject({
        clientSecret: null,
        discountApplied: true,
        originalPrice: 999,
        finalPrice: 0,
        subscription: { tierId: 1 },
      });
      const uses = await t.db
        .select()
        .from(discountCodeUses)
        .where(eq(discountCodeUses.userId, me.user.id));
      expect(uses).toMatchObject([
        { provider: 'stripe', providerRef: id, discountedPriceCents: 0 },
      ]);

      const again = await choose(me, 3, 'JOEY100');
      expect([400, 409], again.body).toContain(again.statusCode);
      expect(again.json().message).toBe('You have already used JOEY100.');
      await deliver(t, 'customer.subscription.created', stand.render(id));
      expect(await planOf(me)).toMatchObject({ tierId: 2, provider: 'stripe', status: 'active' });
    });

    it('lets two racing checkouts with the same code make one subscription and one use', async () => {
      const me = await signUp(t);
      const before = stand.calls('POST', '/v1/subscriptions').length;
      const [a, b] = await Promise.all([choose(me, 2, 'JOEY100'), choose(me, 2, 'JOEY100')]);
      const [won, lost] = [a!.statusCode, b!.statusCode].sort((x, y) => x - y);
      expect(won).toBe(200);
      expect([400, 409]).toContain(lost);
      expect(stand.calls('POST', '/v1/subscriptions').length - before).toBe(1);
      const uses = await t.db
        .select()
        .from(discountCodeUses)
        .where(eq(discountCodeUses.userId, me.user.id));
      expect(uses).toHaveLength(1);
    });

    it('returns to the open checkout for the same plan and code instead of opening another (issue 25 §4)', async () => {
      const me = await signUp(t);
      const first = await choose(me, 3, 'JOEY100');
      expect(first.statusCode).toBe(200);
      const open = stand.lastSubscriptionId();
      const [subs, coupons] = [
        stand.calls('POST', '/v1/subscriptions').length,
        stand.calls('POST', '/v1/coupons').length,
      ];
      for (let i = 0; i < 5; i++) {
        const again = await choose(me, 3, 'JOEY100');
        expect(again.statusCode, again.body).toBe(200);
        expect(again.json()).toEqual(first.json());
      }
      // No new subscription, no new coupon: the same invoice is still the one to pay.
      expect(stand.calls('POST', '/v1/subscriptions')).toHaveLength(subs);
      expect(stand.calls('POST', '/v1/coupons')).toHaveLength(coupons);
      expect(stand.sub(open).status).toBe('incomplete');
      const uses = await t.db
        .select({ ref: discountCodeUses.providerRef })
        .from(discountCodeUses)
        .where(eq(discountCodeUses.userId, me.user.id));
      expect(uses).toEqual([{ ref: open }]);
    });

    it('cancels an open checkout for another plan or code, and gives its code use back', async () => {
      const me = await signUp(t);
      expect((await choose(me, 3, 'JOEY100')).statusCode).toBe(200);
      const abandoned = stand.lastSubscriptionId();
      // The same plan without the code: the coded checkout is abandoned and its use returned.
      const plain = await choose(me, 3);
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.json()).toMatchObject({ finalPrice: 7999, discountApplied: false });
      expect(stand.sub(abandoned).status).toBe('incomplete_expired');
      const uses = () =>
        t.db
          .select({ ref: discountCodeUses.providerRef })
          .from(discountCodeUses)
          .where(eq(discountCodeUses.userId, me.user.id));
      expect(await uses()).toEqual([]);
      const plainId = stand.lastSubscriptionId();
      // And back to the code, for the other plan: one open checkout at a time.
      const coded = await choose(me, 2, 'JOEY100');
      expect(coded.statusCode, coded.body).toBe(200);
      expect(coded.json()).toMatchObject({ finalPrice: 0, discountApplied: true });
      expect(stand.sub(plainId).status).toBe('incomplete_expired');
      expect(await uses()).toEqual([{ ref: stand.lastSubscriptionId() }]);
    });

    it('gives back a hold whose request died before Stripe answered, once it is stale', async () => {
      const me = await signUp(t);
      const [joey] = await t.db
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.code, 'JOEY100'));
      const hold = {
        codeId: joey!.id,
        userId: me.user.id,
        tierId: 2,
        originalPriceCents: 999,
        discountedPriceCents: 0,
        provider: 'stripe',
        providerRef: `pending_${me.user.id}`,
      };
      await t.db.insert(discountCodeUses).values(hold);
      expect((await choose(me, 2, 'JOEY100')).statusCode).toBe(400);
      await t.db
        .update(discountCodeUses)
        .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
        .where(eq(discountCodeUses.providerRef, hold.providerRef));
      const res = await choose(me, 2, 'JOEY100');
      expect(res.statusCode, res.body).toBe(200);
    });

    it('refuses an invalid code with its message before asking Stripe', async () => {
      const me = await signUp(t);
      const before = stand.requests.length;
      const res = await choose(me, 2, 'NOPE42');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('NOPE42 is not a valid discount code.');
      expect(stand.requests.length).toBe(before);
    });

    it('answers 502 without Stripe’s words when Stripe fails, and gives the code’s use back', async () => {
      const me = await signUp(t);
      stand.state.failing = true;
      const res = await choose(me, 2, 'JOEY100');
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'The payment service could not be reached; please try again.',
      );
      expect(res.body).not.toMatch(/acct_|parameter/);
      const [joey] = await t.db
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.code, 'JOEY100'));
      const held = await t.db
        .select()
        .from(discountCodeUses)
        .where(and(eq(discountCodeUses.userId, me.user.id), eq(discountCodeUses.codeId, joey!.id)));
      expect(held).toEqual([]);
      stand.state.failing = false;
      expect((await choose(me, 2, 'JOEY100')).statusCode).toBe(200);
    });

    it('moves a paid subscription to the new price, applied only once paid', async () => {
      const { me, id } = await paidUser(2);
      const before = stand.calls('POST', '/v1/subscriptions').length;
      const res = await choose(me, 3);
      expect(res.statusCode, res.body).toBe(200);
      expect(stand.calls('POST', '/v1/subscriptions').length).toBe(before);
      const update = stand.calls('POST', `/v1/subscriptions/${id}`).at(-1)!.params;
      expect(Object.fromEntries(update)).toMatchObject({
        'items[0][id]': stand.sub(id).itemId,
        'items[0][price]': 'price_champion_test',
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
      });
      expect(res.json()).toMatchObject({ clientSecret: expect.any(String), finalPrice: 7999 });
      // Stripe reports the subscription unchanged until the difference is paid.
      await deliver(t, 'customer.subscription.updated', stand.render(id));
      expect((await planOf(me)).tierId).toBe(2);
      stand.pay(id);
      await deliver(t, 'customer.subscription.updated', stand.render(id));
      expect((await planOf(me)).tierId).toBe(3);
      expect(stand.calls('POST', '/v1/subscriptions').length).toBe(before);
    });

    it('refuses a promo code on a change of paid plan', async () => {
      const { me } = await paidUser(2);
      const res = await choose(me, 3, 'JOEY100');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/new subscription/);
    });

    it('downgrades to free by cancelling at the end of the paid period', async () => {
      const { me, id } = await paidUser(2);
      const res = await choose(me, 1);
      expect(res.statusCode, res.body).toBe(200);
      const update = stand.calls('POST', `/v1/subscriptions/${id}`).at(-1)!.params;
      expect(update.get('cancel_at_period_end')).toBe('true');
      await deliver(t, 'customer.subscription.updated', stand.render(id));
      expect(await planOf(me)).toMatchObject({ tierId: 2, cancelAtPeriodEnd: true });
    });
  });

  describe('POST /api/webhooks/stripe', () => {
    it('grants the tier on a verified customer.subscription.updated (active)', async () => {
      const me = await signUp(t);
      await choose(me, 3);
      const id = stand.lastSubscriptionId();
      stand.pay(id);
      const res = await deliver(t, 'customer.subscription.updated', stand.render(id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true });
      expect(await planOf(me)).toEqual(
        expect.objectContaining({
          tierId: 3,
          provider: 'stripe',
          status: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: new Date(stand.sub(id).periodEnd * 1000).toISOString(),
        }),
      );
      // It was read again from Stripe, not taken from the event.
      expect(stand.calls('GET', `/v1/subscriptions/${id}`).length).toBeGreaterThan(0);
    });

    it('grants nothing while the first payment is incomplete', async () => {
      const me = await signUp(t);
      await choose(me, 2);
      const id = stand.lastSubscriptionId();
      const res = await deliver(t, 'customer.subscription.created', stand.render(id));
      expect(res.statusCode).toBe(200);
      expect((await planOf(me)).tierId).toBe(1);
    });

    it('activates on invoice.paid by reading the subscription the invoice belongs to', async () => {
      const me = await signUp(t);
      await choose(me, 2);
      const id = stand.lastSubscriptionId();
      stand.pay(id);
      expect((await deliver(t, 'invoice.paid', invoiceOf(id))).statusCode).toBe(200);
      expect(await planOf(me)).toMatchObject({ tierId: 2, provider: 'stripe', status: 'active' });
    });

    it.each([
      ['a wrong secret', { secret: 'whsec_someone_else' }],
      ['no signature', null],
    ] as const)('refuses an event with %s (400) and changes nothing', async (_, how) => {
      const me = await signUp(t);
      await choose(me, 2);
      const id = stand.lastSubscriptionId();
      stand.pay(id);
      const { payload, signature } = signedEvent(
        'customer.subscription.updated',
        stand.render(id),
        how ?? {},
      );
      const res = await deliverRaw(t, payload, how ? signature : undefined);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Stripe signature/);
      expect((await planOf(me)).tierId).toBe(1);
      const eventId = (JSON.parse(payload) as { id: string }).id;
      expect(
        await t.db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId)),
      ).toEqual([]);
    });

    it('refuses a signed body that was altered on the way', async () => {
      const me = await signUp(t);
      await choose(me, 2);
      const id = stand.lastSubscriptionId();
      const { payload, signature } = signedEvent('customer.subscription.updated', stand.render(id));
      const res = await deliverRaw(
        t,
        payload.replace('"livemode":false', '"livemode":true'),
        signature,
      );
      expect(res.statusCode).toBe(400);
    });

    it('answers a replayed event 200 and changes nothing', async () => {
      const { me, id } = await paidUser(2);
      stand.sub(id).status = 'past_due';
      const first = signedEvent('invoice.payment_failed', invoiceOf(id));
      expect((await deliverRaw(t, first.payload, first.signature)).statusCode).toBe(200);
      expect((await planOf(me)).status).toBe('past_due');
      // The same event again, after Stripe's state moved on: it is not applied twice.
      stand.sub(id).status = 'canceled';
      stand.sub(id).periodEnd = nowSeconds() - 10;
      const replay = await deliverRaw(t, first.payload, first.signature);
      expect(replay.statusCode).toBe(200);
      expect(await planOf(me)).toMatchObject({ tierId: 2, status: 'past_due' });
    });

    it('keeps the newer state when an older event arrives late', async () => {
      const { me, id } = await paidUser(2);
      const t0 = nowSeconds();
      // The newer event (Stripe says active) is delivered first…
      await deliver(t, 'customer.subscription.updated', stand.render(id), { created: t0 + 200 });
      // …then older ones, whose state Stripe no longer reports as current.
      stand.sub(id).status = 'canceled';
      stand.sub(id).endedAt = t0;
      stand.sub(id).periodEnd = t0 - 1;
      const late = await deliver(t, 'customer.subscription.deleted', stand.render(id), {
        created: t0 + 100,
      });
      expect(late.statusCode).toBe(200);
      stand.sub(id).status = 'past_due';
      await deliver(t, 'customer.subscription.updated', stand.render(id), { created: t0 + 150 });
      expect(await planOf(me)).toMatchObject({ tierId: 2, status: 'active', provider: 'stripe' });
    });

    it('keeps the plan while a renewal payment fails (past_due)', async () => {
      const { me, id } = await paidUser(3);
      stand.sub(id).status = 'past_due';
      const res = await deliver(t, 'invoice.payment_failed', invoiceOf(id));
      expect(res.statusCode).toBe(200);
      expect(await planOf(me)).toMatchObject({ tierId: 3, status: 'past_due' });
      const ents = await me.as({ method: 'GET', url: '/api/me/entitlements' });
      expect(ents.json()).toMatchObject({ tierId: 3 });
      stand.sub(id).status = 'active';
      await deliver(t, 'invoice.payment_action_required', invoiceOf(id));
      expect((await planOf(me)).status).toBe('active');
    });

    it('a failed renewal keeps the plan 7 days after the paid time, then it is free with no event (issue 25 §1)', async () => {
      const { me, id } = await paidUser(2);
      // Stripe moves the period on when it tries to renew: the new period was never paid.
      const renewedAt = nowSeconds() - 86_400;
      Object.assign(stand.sub(id), {
        status: 'past_due',
        periodStart: renewedAt,
        periodEnd: renewedAt + PRICES.price_coach_test.seconds,
      });
      await deliver(t, 'invoice.payment_failed', invoiceOf(id));
      const graceEnd = new Date((renewedAt + 7 * 86_400) * 1000);
      expect(await planOf(me)).toMatchObject({
        tierId: 2,
        status: 'past_due',
        currentPeriodEnd: graceEnd.toISOString(),
      });
      clockAt(new Date(graceEnd.getTime() + 60_000).toISOString());
      expect(await planOf(me)).toMatchObject({ tierId: 1, provider: null });
    });

    it('an unpaid subscription (Stripe gave up retrying) is free from the end of its paid time', async () => {
      const { me, id } = await paidUser(2);
      const renewedAt = nowSeconds() - 40 * 86_400;
      Object.assign(stand.sub(id), {
        status: 'unpaid',
        periodStart: renewedAt,
        periodEnd: renewedAt + PRICES.price_coach_test.seconds,
      });
      await deliver(t, 'customer.subscription.updated', stand.render(id));
      expect(await planOf(me)).toMatchObject({ tierId: 1, provider: null });
    });

    it('JOEY100’s free Coach month ends at its period end unless a payment renews it', async () => {
      const me = await signUp(t);
      const res = await choose(me, 2, 'JOEY100');
      expect(res.json()).toMatchObject({ finalPrice: 0, clientSecret: null });
      const id = stand.lastSubscriptionId();
      expect(stand.sub(id).status).toBe('active');
      // A period that ends within the session's lifetime, so the test can sign in after it.
      stand.sub(id).periodEnd = nowSeconds() + 3600;
      await deliver(t, 'customer.subscription.created', stand.render(id));
      const end = new Date(stand.sub(id).periodEnd * 1000);
      expect(await planOf(me)).toMatchObject({
        tierId: 2,
        status: 'active',
        currentPeriodEnd: end.toISOString(),
      });
      clockAt(new Date(end.getTime() + 60_000).toISOString());
      expect(await planOf(me)).toMatchObject({ tierId: 1, provider: null });
    });

    it('returns to free once a deleted subscription’s paid period is over', async () => {
      const { me, id } = await paidUser(2);
      const end = nowSeconds() + 3600;
      Object.assign(stand.sub(id), { status: 'canceled', endedAt: nowSeconds(), periodEnd: end });
      const res = await deliver(t, 'customer.subscription.deleted', stand.render(id));
      expect(res.statusCode).toBe(200);
      expect(await planOf(me)).toMatchObject({
        tierId: 2,
        status: 'canceled',
        cancelAtPeriodEnd: true,
      });
      clockAt(new Date((end + 3600) * 1000).toISOString());
      expect(await planOf(me)).toMatchObject({ tierId: 1, provider: null });
    });

    it('grants nothing for a subscription cancelled before it was ever paid', async () => {
      const me = await signUp(t);
      await choose(me, 2);
      const id = stand.lastSubscriptionId();
      Object.assign(stand.sub(id), { status: 'canceled', endedAt: nowSeconds() });
      await deliver(t, 'customer.subscription.deleted', stand.render(id));
      expect((await planOf(me)).tierId).toBe(1);
    });

    it('gives the promo code back when an unpaid checkout expires', async () => {
      const me = await signUp(t);
      expect((await choose(me, 3, 'JOEY100')).statusCode).toBe(200);
      const id = stand.lastSubscriptionId();
      stand.sub(id).status = 'incomplete_expired';
      expect((await deliver(t, 'customer.subscription.updated', stand.render(id))).statusCode).toBe(
        200,
      );
      expect((await planOf(me)).tierId).toBe(1);
      const check = await me.as({
        method: 'POST',
        url: '/api/discount-codes/validate',
        payload: { code: 'JOEY100', tierId: 3 },
      });
      expect(check.json()).toMatchObject({ valid: true, discountedPrice: 999 });
    });

    it('finds the user by the stored customer when the metadata does not name one', async () => {
      const me = await signUp(t);
      await choose(me, 2);
      const id = stand.lastSubscriptionId();
      stand.pay(id);
      stand.sub(id).metadata = {};
      await deliver(t, 'customer.subscription.updated', stand.render(id));
      expect((await planOf(me)).tierId).toBe(2);
    });

    it('answers 200 to event types it does not handle, recording nothing', async () => {
      const res = await deliver(
        t,
        'charge.succeeded',
        { id: 'ch_test_1', object: 'charge' },
        {
          id: 'evt_unknown_type_1',
        },
      );
      expect(res.statusCode).toBe(200);
      expect(
        await t.db
          .select()
          .from(billingEvents)
          .where(eq(billingEvents.eventId, 'evt_unknown_type_1')),
      ).toEqual([]);
    });

    it('answers 200 to an event about a subscription Stripe does not have', async () => {
      const res = await deliver(t, 'invoice.paid', invoiceOf('sub_gone_long_ago'));
      expect(res.statusCode).toBe(200);
    });

    it('answers 502 when Stripe cannot be read, so Stripe retries the event', async () => {
      const { me, id } = await paidUser(2);
      stand.sub(id).status = 'past_due';
      const event = signedEvent('invoice.payment_failed', invoiceOf(id));
      stand.state.failing = true;
      expect((await deliverRaw(t, event.payload, event.signature)).statusCode).toBe(502);
      stand.state.failing = false;
      expect((await deliverRaw(t, event.payload, event.signature)).statusCode).toBe(200);
      expect((await planOf(me)).status).toBe('past_due');
    });
  });
});

describe('without STRIPE_SECRET_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the page self-only: no Stripe.js', async () => {
    const csp = String(
      (await t.app.inject({ url: '/healthz' })).headers['content-security-policy'],
    );
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('stripe');
  });

  it('has no Stripe webhook (404)', async () => {
    const { payload, signature } = signedEvent('customer.subscription.updated', {});
    const res = await deliverRaw(t, payload, signature);
    expect(res.statusCode).toBe(404);
  });

  it('requires the webhook secret, both prices and the publishable key once a secret key is set', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    const half = () => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_COACH: 'price_a' });
    expect(half).toThrow(/STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/);
    expect(half).toThrow(/STRIPE_PRICE_CHAMPION: is required/);
    expect(half).toThrow(/STRIPE_PUBLISHABLE_KEY: is required/);
    expect(half).not.toThrow(/STRIPE_PRICE_COACH/);
  });
});
