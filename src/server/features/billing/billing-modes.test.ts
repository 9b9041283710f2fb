// BILLING_MODE through the real app (issue 25 §2): `off` gives every account every feature and
// sells nothing; `stores` (RevenueCat without Stripe) sells only in the phone apps, so the web
// never grants a plan. The sandbox and Stripe have their own files beside this one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotaPeriod } from '../../../shared/pricing';
import { AVATAR_DEFAULTS } from '../../../shared/schemas/avatar';
import type { Entitlements, Subscription } from '../../../shared/schemas/billing';
import { applyCode } from '../../../../tests/factories';
import { quotaUsage } from '../../db/schema';
import { createTestApp, signUp, type Me, type TestApp } from '../../../../tests/setup/test-app';

const choose = (me: Me, tierId: number) =>
  me.as({ method: 'POST', url: '/api/create-subscription', payload: { tierId } });
const read = async <T>(me: Me, url: string): Promise<T> => {
  const res = await me.as({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('BILLING_MODE=off: a self-hosted instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BILLING_MODE: 'off' } });
  });
  afterAll(() => t.close());

  it('gives every account every feature, with unlimited quotas', async () => {
    const me = await signUp(t);
    expect(await read(me, '/api/billing/config')).toEqual({ mode: 'off', publishableKey: null });
    const e = await read<Entitlements>(me, '/api/me/entitlements');
    expect(e.features).toEqual({
      voiceWorkoutsPerMonth: -1,
      aiCoachingSuggestionsPerWeek: -1,
      sharingEnabled: true,
      shareExpirationDays: -1,
      leaderboardEnabled: true,
      customAvatarEnabled: true,
      prioritySupport: true,
    });
    expect(e.quotas.voiceWorkouts).toMatchObject({ limit: -1, left: null });
    expect(e.quotas.aiSuggestions).toMatchObject({ limit: -1, left: null });
    const sub = await read<Subscription>(me, '/api/subscription');
    expect(sub).toMatchObject({ status: 'active', provider: null, currentPeriodEnd: null });
    expect(sub.tier.features).toEqual(e.features);
  });

  it('lets every feature through: coaches, never-expiring shares, boards, voice past any count', async () => {
    const me = await signUp(t);
    const coach = await me.as({
      method: 'POST',
      url: '/api/joey-avatar',
      payload: { avatarConfig: { ...AVATAR_DEFAULTS, selectedAvatar: 'jone' } },
    });
    expect(coach.statusCode, coach.body).toBe(200);
    const share = await me.as({
      method: 'POST',
      url: '/api/shares',
      payload: { kind: 'progress', includeIdentity: false, expiresAt: null },
    });
    expect(share.statusCode, share.body).toBe(201);
    expect((await me.as({ url: '/api/leaderboard/xp' })).statusCode).toBe(200);
    const { start } = quotaPeriod('month', new Date(), 'UTC');
    await t.db
      .insert(quotaUsage)
      .values({ userId: me.user.id, quota: 'voiceWorkouts', periodStart: start, used: 10_000 });
    const voice = await me.as({
      method: 'POST',
      url: '/api/voice-command',
      payload: { voiceText: 'I did 20 push-ups', userId: me.user.id },
    });
    expect(voice.statusCode, voice.body).toBe(200);
    expect(voice.json().action).toBe('log_workout');
  });

  it('sells nothing: choosing a plan or recording a code is a 409 that says why', async () => {
    const me = await signUp(t);
    for (const res of [await choose(me, 2), await choose(me, 1), await applyCode(me)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Plans are off on this server: every account has every feature.',
      });
    }
  });
});

describe('RevenueCat without Stripe: the phone apps’ stores sell, the web does not', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REVENUECAT_WEBHOOK_SECRET: 'rc-secret-modes' } });
  });
  afterAll(() => t.close());

  it('never grants a plan on the web (no sandbox), and says where plans are sold', async () => {
    const me = await signUp(t);
    expect(await read(me, '/api/billing/config')).toEqual({ mode: 'stores', publishableKey: null });
    for (const tierId of [2, 3]) {
      const res = await choose(me, tierId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Plans are sold in the Joey Fit app for iPhone and Android, not on the web.',
      });
    }
    expect((await read<Subscription>(me, '/api/subscription')).tierId).toBe(1);
  });

  it('grants what the store sold, through the webhook', async () => {
    const me = await signUp(t);
    const now = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/revenuecat',
      headers: { authorization: 'rc-secret-modes' },
      payload: {
        event: {
          id: `rc_modes_${me.user.id}`,
          type: 'INITIAL_PURCHASE',
          app_user_id: me.user.id,
          product_id: 'joeyfit_coach_monthly',
          expiration_at_ms: now + 30 * 86_400_000,
          event_timestamp_ms: now,
          store: 'APP_STORE',
        },
      },
    });
    expect(res.json()).toEqual({ received: true, result: 'applied' });
    expect(await read<Subscription>(me, '/api/subscription')).toMatchObject({
      tierId: 2,
      provider: 'appstore',
    });
    const free = await choose(me, 1);
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toBe('Your plan is billed by the App Store: change it there.');
  });
});
