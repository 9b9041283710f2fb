import { describe, expect, it } from 'vitest';
import type { Tier } from '@shared/schemas/billing';
import { planDateText, planProviderText, planStatusText } from './plan-status';

const coach = { price: 999, billingPeriod: 'month' } as Tier;
const champion = { price: 7999, billingPeriod: 'year' } as Tier;

describe('current plan (SPEC §2 Subscription)', () => {
  it.each([
    ['active', false, 'stripe', 'Active'],
    ['active', true, 'stripe', 'Cancelling'],
    // A sandbox plan ends with its period whatever happens: it is not being cancelled.
    ['active', true, 'sandbox', 'Active'],
    ['canceled', true, 'appstore', 'Cancelled'],
    ['past_due', false, 'stripe', 'Payment overdue'],
    ['incomplete', false, 'stripe', 'Awaiting payment'],
    ['expired', false, null, 'Ended'],
  ] as const)(
    '%s (cancel at period end %j, %s) reads %s',
    (status, cancelAtPeriodEnd, provider, text) => {
      expect(planStatusText({ status, cancelAtPeriodEnd, provider })).toBe(text);
    },
  );

  it.each([
    [null, 'active', false, coach, 'UTC', null],
    // What a paid plan, and a free first period, say: when the paid time ends and the price after.
    [
      '2026-04-03T10:00:00.000Z',
      'active',
      false,
      coach,
      'UTC',
      'Paid through Apr 3, 2026, then $9.99 a month',
    ],
    [
      '2026-04-03T10:00:00.000Z',
      'active',
      false,
      champion,
      'UTC',
      'Paid through Apr 3, 2026, then $79.99 a year',
    ],
    ['2026-04-03T10:00:00.000Z', 'active', true, coach, 'UTC', 'Ends Apr 3, 2026'],
    ['2026-04-03T10:00:00.000Z', 'canceled', false, coach, 'UTC', 'Ends Apr 3, 2026'],
    [
      '2026-04-03T10:00:00.000Z',
      'past_due',
      false,
      coach,
      'UTC',
      'Kept until Apr 3, 2026 while the payment is retried',
    ],
    // Late on the 3rd in UTC is already the 4th in Tokyo.
    ['2026-04-03T20:00:00.000Z', 'active', true, coach, 'Asia/Tokyo', 'Ends Apr 4, 2026'],
  ] as const)(
    'period end %s, %s, cancelling %j',
    (currentPeriodEnd, status, cancelAtPeriodEnd, tier, tz, text) => {
      expect(planDateText({ currentPeriodEnd, status, cancelAtPeriodEnd, tier }, tz)).toBe(text);
    },
  );

  it.each([
    [null, null],
    ['sandbox', 'Sandbox plan: no charge'],
    ['stripe', 'Billed by card through Stripe'],
    ['appstore', 'Billed by the App Store'],
    ['play', 'Billed by Google Play'],
  ] as const)('provider %s', (provider, text) => {
    expect(planProviderText({ provider })).toBe(text);
  });
});
