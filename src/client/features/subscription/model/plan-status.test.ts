import { describe, expect, it } from 'vitest';
import { planDateText, planProviderText, planStatusText } from './plan-status';

describe('current plan (SPEC §2 Subscription)', () => {
  it.each([
    ['active', false, 'Active'],
    ['active', true, 'Cancelling'],
    ['canceled', true, 'Cancelled'],
    ['past_due', false, 'Payment overdue'],
    ['incomplete', false, 'Awaiting payment'],
    ['expired', false, 'Ended'],
  ] as const)('%s (cancel at period end %j) reads %s', (status, cancelAtPeriodEnd, text) => {
    expect(planStatusText({ status, cancelAtPeriodEnd })).toBe(text);
  });

  it.each([
    [null, false, 'UTC', null],
    ['2026-04-03T10:00:00.000Z', false, 'UTC', 'Renews Apr 3, 2026'],
    ['2026-04-03T10:00:00.000Z', true, 'UTC', 'Ends Apr 3, 2026'],
    // Late on the 3rd in UTC is already the 4th in Tokyo.
    ['2026-04-03T20:00:00.000Z', false, 'Asia/Tokyo', 'Renews Apr 4, 2026'],
  ])('period end %s, cancelling %j, in %s', (currentPeriodEnd, cancelAtPeriodEnd, tz, text) => {
    expect(planDateText({ currentPeriodEnd, cancelAtPeriodEnd }, tz)).toBe(text);
  });

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
