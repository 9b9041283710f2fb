import { describe, expect, it } from 'vitest';
import type { CreateSubscriptionResult, Subscription } from '@shared/schemas/billing';
import { planChangeToast } from './plan-change-toast';

const COACH = { id: 2, displayName: 'Coach' };
const FREE = { id: 1, displayName: 'Free' };
const on = (tierId: number, displayName: string) =>
  ({ tierId, tier: { displayName } }) as unknown as Subscription;
const result = (o: Partial<CreateSubscriptionResult>): CreateSubscriptionResult => ({
  clientSecret: null,
  discountApplied: false,
  originalPrice: 999,
  finalPrice: 999,
  subscription: on(2, 'Coach'),
  ...o,
});

describe('the toast after choosing a plan (SPEC §8)', () => {
  it.each([
    [
      'sandbox with JOEY100',
      COACH,
      result({ discountApplied: true, finalPrice: 0 }),
      true,
      'Subscription Created',
      '$9.99 → Free. Your Coach plan is active now.',
    ],
    [
      'sandbox without a code',
      COACH,
      result({}),
      true,
      'Subscription Created',
      'Sandbox — no charge. Your Coach plan is active now.',
    ],
    [
      'Stripe, a payment to confirm',
      COACH,
      result({ clientSecret: 'pi_secret', subscription: on(1, 'Free') }),
      false,
      'Subscription Created',
      'Redirecting to payment...',
    ],
    [
      'Stripe, discounted',
      COACH,
      result({ clientSecret: 'pi_secret', discountApplied: true, finalPrice: 0 }),
      false,
      'Subscription Created',
      '$9.99 → Free',
    ],
    [
      'Stripe, nothing to pay, not active yet',
      COACH,
      result({ subscription: on(1, 'Free') }),
      false,
      'Subscription Created',
      'Your Coach plan starts as soon as the payment is confirmed.',
    ],
    [
      'a downgrade at once',
      FREE,
      result({ originalPrice: 0, finalPrice: 0, subscription: on(1, 'Free') }),
      true,
      'Switched to Free',
      'You are on the Free plan now. Everything you have logged is kept.',
    ],
    [
      'a downgrade at the period end',
      FREE,
      result({ originalPrice: 0, finalPrice: 0, subscription: on(3, 'Champion') }),
      false,
      'Switching to Free',
      'Your Champion plan stays until the end of the period you paid for. Everything you have logged is kept.',
    ],
  ])('%s', (_, tier, answer, sandbox, title, description) => {
    expect(planChangeToast(tier, answer, sandbox)).toEqual({ title, description });
  });
});
