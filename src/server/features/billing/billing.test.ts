// Plans, promo codes, the sandbox and the quotas through the real app (issue 13). Stripe's and
// RevenueCat's paths have their own files beside this one.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDayOf } from '../../../shared/local-day';
import { quotaPeriod } from '../../../shared/pricing';
import { SUGGESTION_EXAMPLES } from '../../../shared/voice/training/examples';
import {
  type CreateSubscriptionResult,
  type DiscountValidation,
  type Entitlements,
  type Subscription,
  type Tier,
} from '../../../shared/schemas/billing';
import {
  discountCodePrices,
  discountCodes,
  quotaUsage,
  subscriptionTiers,
  workouts,
} from '../../db/schema';
import {
  APP_ORIGIN,
  clockAt,
  sessionCookie,
  signUp,
  useTestApp,
  type Me,
} from '../../../../tests/setup/test-app';
import { applyCode } from '../../../../tests/factories';
import { CODE_CHECK_LIMIT, PLAN_CHANGE_LIMIT } from './billing.routes';

const t = useTestApp();

const get = async <T>(me: Me, url: string): Promise<T> => {
  const res = await me.as({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const validate = (me: Me, code: string, tierId: number) =>
  me.as({ method: 'POST', url: '/api/discount-codes/validate', payload: { code, tierId } });
const choose = (me: Me, tierId: number, discountCode?: string | null) =>
  me.as({ method: 'POST', url: '/api/create-subscription', payload: { tierId, discountCode } });
const say = (me: Me, voiceText: string) =>
  me.as({ method: 'POST', url: '/api/voice-command', payload: { voiceText, userId: me.user.id } });

/** Sets what the user has used of a quota this period, as if they had used it. */
async function used(me: Me, quota: 'voiceWorkouts' | 'aiSuggestions', n: number) {
  const { start } = quotaPeriod(quota === 'voiceWorkouts' ? 'month' : 'week', new Date(), 'UTC');
  await t.db
    .insert(quotaUsage)
    .values({ userId: me.user.id, quota, periodStart: start, used: n })
    .onConflictDoUpdate({
      target: [quotaUsage.userId, quotaUsage.quota, quotaUsage.periodStart],
      set: { used: n },
    });
}

async function addCode(code: string, over: Partial<typeof discountCodes.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(discountCodes)
    .values({ code, ...over })
    .returning();
  await t.db.insert(discountCodePrices).values({ codeId: row!.id, tierId: 2, priceCents: 499 });
  return row!;
}

describe('plans (SPEC §3, §9)', () => {
  it('lists the three tiers with their prices and quotas, Champion most popular', async () => {
    const me = await signUp(t);
    const tiers = await get<Tier[]>(me, '/api/subscription-tiers');
    expect(tiers.map((x) => [x.id, x.name, x.price, x.billingPeriod, x.mostPopular])).toEqual([
      [1, 'free', 0, 'none', false],
      [2, 'coach', 999, 'month', false],
      [3, 'champion', 7999, 'year', true],
    ]);
    expect(tiers.map((x) => x.features.voiceWorkoutsPerMonth)).toEqual([20, 200, -1]);
    expect(tiers.map((x) => x.features.aiCoachingSuggestionsPerWeek)).toEqual([3, -1, -1]);
    expect(tiers.map((x) => x.features.shareExpirationDays)).toEqual([7, 30, -1]);
  });

  it('puts a new user on free, with every quota full', async () => {
    const me = await signUp(t);
    const sub = await get<Subscription>(me, '/api/subscription');
    expect(sub).toMatchObject({
      tierId: 1,
      status: 'active',
      provider: null,
      currentPeriodEnd: null,
    });
    const e = await get<Entitlements>(me, '/api/me/entitlements');
    expect(e.tierName).toBe('free');
    expect(e.quotas.voiceWorkouts).toMatchObject({ limit: 20, used: 0, left: 20, period: 'month' });
    expect(e.quotas.aiSuggestions).toMatchObject({ limit: 3, used: 0, left: 3, period: 'week' });
    const month = quotaPeriod('month', new Date(), 'UTC');
    expect(e.quotas.voiceWorkouts.resetsAt).toBe(month.resetsAt.toISOString());
  });

  it('says the sandbox bills here (no Stripe configured)', async () => {
    const me = await signUp(t);
    expect(await get(me, '/api/billing/config')).toEqual({
      mode: 'sandbox',
      publishableKey: null,
    });
  });

  it('answers 401 signed out on every billing read', async () => {
    for (const url of [
      '/api/subscription-tiers',
      '/api/subscription',
      '/api/me/entitlements',
      '/api/billing/config',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});

describe('promo codes', () => {
  it('takes JOEY100 in any case with spaces around: Coach free, Champion $9.99', async () => {
    const me = await signUp(t);
    const coach = (await validate(me, '  joey100 ', 2)).json() as DiscountValidation;
    expect(coach).toEqual({
      valid: true,
      message: expect.stringMatching(/^JOEY100 applied: Coach for Free/),
      discountedPrice: 0,
    });
    const champion = (await validate(me, 'Joey100', 3)).json() as DiscountValidation;
    expect(champion).toMatchObject({ valid: true, discountedPrice: 999 });
    expect(champion.message).toMatch(/Champion for \$9\.99 a year instead of \$79\.99/);
  });

  it.each([
    ['an unknown code', 'NOPE', 2, /^NOPE is not a valid discount code\.$/],
    ['the free plan', 'JOEY100', 1, /does not apply to the Free plan/],
  ])('refuses %s with valid false and a message', async (_, code, tierId, message) => {
    const me = await signUp(t);
    const r = (await validate(me, code, tierId)).json() as DiscountValidation;
    expect(r.valid).toBe(false);
    expect(r.discountedPrice).toBeNull();
    expect(r.message).toMatch(message);
  });

  it('honours the validity window and the use limit', async () => {
    const me = await signUp(t);
    const day = 86_400_000;
    await addCode('LATER', { startsAt: new Date(Date.now() + day) });
    await addCode('GONE', { expiresAt: new Date(Date.now() - day) });
    await addCode('FULL', { maxUses: 1, usesCount: 1 });
    await addCode('OFF', { active: false });
    const check = async (code: string) =>
      ((await validate(me, code, 2)).json() as DiscountValidation).message;
    expect(await check('LATER')).toBe('LATER is not active yet.');
    expect(await check('GONE')).toBe('GONE has expired.');
    expect(await check('FULL')).toBe('FULL has been used as many times as it can be.');
    expect(await check('OFF')).toBe('OFF is not a valid discount code.');
  });

  it.each([
    [{ code: '', tierId: 2 }, 'code: is required'],
    [{ code: 'JOEY 100', tierId: 2 }, 'code: must be letters, digits, - or _'],
    [{ code: 'JOEY100', tierId: 9 }, 'tierId: must be at most 3'],
    [{ code: 'JOEY100' }, 'tierId: is required'],
  ])('answers 400 for %j', async (payload, message) => {
    const me = await signUp(t);
    const res = await me.as({ method: 'POST', url: '/api/discount-codes/validate', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it(`checks at most ${CODE_CHECK_LIMIT.perMinute} codes a minute per user`, async () => {
    const me = await signUp(t);
    for (let i = 0; i < CODE_CHECK_LIMIT.perMinute; i++)
      expect((await validate(me, `TRY${i}`, 2)).statusCode).toBe(200);
    const over = await validate(me, 'TRYAGAIN', 2);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Too many code checks/);
  });

  const apply = applyCode;

  it('records no code use without a store purchase behind it, and tells no price (issue 25 §4)', async () => {
    const me = await signUp(t);
    const res = await apply(me);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The store has not confirmed a Coach purchase for your account yet. Try again in a minute.',
    );
    const guess = await apply(me, { discountedPrice: 100 });
    expect(guess.statusCode).toBe(409);
    expect(guess.json().message).not.toMatch(/cents|\$|\b0\b/);
    // Nothing was taken: the code still gives this user its price.
    expect((await validate(me, 'JOEY100', 2)).json()).toMatchObject({ valid: true });
    expect((await apply(me, { provider: 'stripe' })).json()).toEqual({
      message: 'provider: must be revenuecat',
    });
  });

  it('counts every path that checks a code against one limit: validate, create-subscription, apply', async () => {
    const me = await signUp(t);
    const third = Math.floor(CODE_CHECK_LIMIT.perMinute / 3);
    for (let i = 0; i < third; i++) expect((await validate(me, `V${i}`, 2)).statusCode).toBe(200);
    for (let i = 0; i < third; i++)
      expect((await apply(me, { code: `A${i}` })).statusCode).toBe(409);
    for (let i = 0; i < CODE_CHECK_LIMIT.perMinute - 2 * third; i++)
      expect((await choose(me, 2, `C${i}`)).statusCode).toBe(400);
    // The limit is spent whichever door the next guess knocks on.
    for (const over of [
      await validate(me, 'NEXT', 2),
      await apply(me, { code: 'NEXT' }),
      await choose(me, 2, 'NEXT'),
    ]) {
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(/^Too many code checks: try again in \d+ seconds\.$/);
      expect(over.headers['retry-after']).toMatch(/^\d+$/);
    }
    // A plan chosen without a code checks none.
    expect((await choose(me, 2)).statusCode).toBe(200);
  });

  it(`lets a user start at most ${PLAN_CHANGE_LIMIT.perHour} plan changes an hour`, async () => {
    const me = await signUp(t);
    for (let i = 0; i < PLAN_CHANGE_LIMIT.perHour; i++) {
      const res = await choose(me, i % 2 === 0 ? 2 : 1);
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await choose(me, 3);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many plan changes: try again in \d+ minutes\.$/);
    expect((await get<Subscription>(me, '/api/subscription')).tierId).toBe(1);
  });
});

describe('choosing a plan in the sandbox', () => {
  it('grants Coach at once with JOEY100 free, and the new limits apply', async () => {
    const me = await signUp(t);
    const res = await choose(me, 2, ' joey100');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as CreateSubscriptionResult;
    expect(r).toMatchObject({
      clientSecret: null,
      discountApplied: true,
      originalPrice: 999,
      finalPrice: 0,
    });
    expect(r.subscription).toMatchObject({
      tierId: 2,
      status: 'active',
      provider: 'sandbox',
      // No payment renews a sandbox plan: it ends with the month granted (issue 25 §1).
      cancelAtPeriodEnd: true,
    });
    const e = await get<Entitlements>(me, '/api/me/entitlements');
    expect(e.quotas.voiceWorkouts).toMatchObject({ limit: 200, left: 200 });
    expect(e.quotas.aiSuggestions).toMatchObject({ limit: -1, left: null });
    // The code is theirs once.
    const again = (await validate(me, 'JOEY100', 3)).json() as DiscountValidation;
    expect(again).toMatchObject({ valid: false, message: 'You have already used JOEY100.' });
  });

  it('ends a sandbox plan with the period it granted, with no event (issue 25 §1)', async () => {
    const me = await signUp(t);
    const r = (await choose(me, 2, 'JOEY100')).json() as CreateSubscriptionResult;
    const end = Date.parse(r.subscription.currentPeriodEnd!);
    expect(end).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    clockAt(new Date(end + 60_000).toISOString());
    // The month outlives the session: sign in again, as the user would.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: me.user.username, password: me.password },
    });
    const cookie = sessionCookie(login);
    const sub = await t.app.inject({ url: '/api/subscription', headers: { cookie } });
    expect(sub.json()).toMatchObject({ tierId: 1, provider: null });
    const ents = await t.app.inject({ url: '/api/me/entitlements', headers: { cookie } });
    expect(ents.json()).toMatchObject({ tierName: 'free' });
  });

  it('refuses the plan already held, moves up without a code, and downgrades keeping data', async () => {
    const me = await signUp(t);
    await choose(me, 2);
    const same = await choose(me, 2);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('You are already on the Coach plan.');
    await say(me, 'ran 3 miles');
    const up = (await choose(me, 3)).json() as CreateSubscriptionResult;
    expect(up).toMatchObject({ discountApplied: false, originalPrice: 7999, finalPrice: 7999 });
    expect(up.subscription.tier.name).toBe('champion');
    const down = (await choose(me, 1)).json() as CreateSubscriptionResult;
    expect(down.subscription).toMatchObject({ tierId: 1, provider: null });
    expect(await t.db.select().from(workouts).where(eq(workouts.userId, me.user.id))).toHaveLength(
      1,
    );
    expect((await choose(me, 1)).statusCode).toBe(409);
  });

  it('refuses a code that does not apply, and grants nothing', async () => {
    const me = await signUp(t);
    const res = await choose(me, 2, 'NOPE');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('NOPE is not a valid discount code.');
    expect((await get<Subscription>(me, '/api/subscription')).tierId).toBe(1);
  });

  it('lets only one of two buyers racing for a code’s last use have it', async () => {
    await addCode('LASTONE', { maxUses: 1 });
    const [a, b] = [await signUp(t), await signUp(t)];
    const results = await Promise.all([choose(a, 2, 'LASTONE'), choose(b, 2, 'LASTONE')]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // Refused when checked (400) or when its count is taken (409), depending on who was first.
    const lost = results.find((r) => r.statusCode !== 200)!;
    expect([400, 409]).toContain(lost.statusCode);
    expect(lost.json().message).toBe('LASTONE has been used as many times as it can be.');
    const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'LASTONE'));
    expect(row!.usesCount).toBe(1);
  });

  it('answers 400 for a plan that does not exist and 401 signed out', async () => {
    const me = await signUp(t);
    expect((await choose(me, 0)).json()).toEqual({ message: 'tierId: must be at least 1' });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      headers: { origin: APP_ORIGIN },
      payload: { tierId: 2 },
    });
    expect(out.statusCode).toBe(401);
  });
});

describe('quotas, enforced atomically', () => {
  it('takes the 20th voice workout of the month and refuses the 21st, naming the plan that lifts it', async () => {
    const me = await signUp(t);
    await used(me, 'voiceWorkouts', 19);
    expect((await say(me, 'ran 2 miles')).statusCode).toBe(200);
    const over = await say(me, 'ran 2 miles');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(
      /^You have used all 20 voice workouts of your Free plan this month; they start again on [A-Z][a-z]{2} 1, \d{4}\. The Coach plan gives 200 a month\.$/,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.select().from(workouts).where(eq(workouts.userId, me.user.id))).toHaveLength(
      1,
    );
    // Upgrading takes effect at once.
    await choose(me, 2);
    expect((await say(me, 'ran 2 miles')).statusCode).toBe(200);
  });

  it('lets only one of two voice workouts racing for the last unit through', async () => {
    const me = await signUp(t);
    await used(me, 'voiceWorkouts', 19);
    const results = await Promise.all([say(me, 'ran 1 mile'), say(me, 'walked 2 miles')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(await t.db.select().from(workouts).where(eq(workouts.userId, me.user.id))).toHaveLength(
      1,
    );
    const e = await get<Entitlements>(me, '/api/me/entitlements');
    expect(e.quotas.voiceWorkouts).toMatchObject({ used: 20, left: 0 });
  });

  it('gives a unit back when the workout is not written', async () => {
    const me = await signUp(t);
    await used(me, 'voiceWorkouts', 19);
    // Not a workout: nothing is logged and nothing is counted.
    expect((await say(me, 'hello there')).statusCode).toBe(200);
    const e = await get<Entitlements>(me, '/api/me/entitlements');
    expect(e.quotas.voiceWorkouts.used).toBe(19);
  });

  it('counts AI suggestions asked for by voice: three a week on free', async () => {
    const me = await signUp(t);
    for (let i = 0; i < 3; i++)
      expect((await say(me, SUGGESTION_EXAMPLES[0]!)).statusCode).toBe(200);
    const over = await say(me, SUGGESTION_EXAMPLES[0]!);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(
      /all 3 AI coaching suggestions of your Free plan this week.*Coach plan gives unlimited a week/,
    );
  });

  it('counts in the user’s own month', async () => {
    const me = await signUp(t);
    await say(me, 'ran 1 mile');
    const [row] = await t.db
      .select()
      .from(quotaUsage)
      .where(and(eq(quotaUsage.userId, me.user.id), eq(quotaUsage.quota, 'voiceWorkouts')));
    expect(row).toMatchObject({
      used: 1,
      periodStart: `${localDayOf(new Date(), 'UTC').slice(0, 8)}01`,
    });
  });
});

describe('plan features', () => {
  it('refuses leaderboards with 403 on a plan without them, naming one with them', async () => {
    const me = await signUp(t);
    await t.db
      .update(subscriptionTiers)
      .set({ leaderboardEnabled: false })
      .where(eq(subscriptionTiers.id, 1));
    try {
      const res = await me.as({ url: '/api/leaderboard?type=xp' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Your Free plan does not include leaderboards. The Coach plan does.',
      );
      await choose(me, 2);
      expect((await me.as({ url: '/api/leaderboard/xp/preview' })).statusCode).toBe(200);
    } finally {
      await t.db
        .update(subscriptionTiers)
        .set({ leaderboardEnabled: true })
        .where(eq(subscriptionTiers.id, 1));
    }
  });
});
