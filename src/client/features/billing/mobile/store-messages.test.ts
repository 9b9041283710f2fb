import { describe, expect, it } from 'vitest';
import {
  PURCHASE_PROBLEMS,
  packageOfTier,
  purchaseFailure,
  restoreOutcomeOf,
} from './store-messages';

const cancelled = { title: 'Purchase Cancelled', description: 'You can try again anytime.' };
const storeError = {
  title: 'Store Error',
  description: 'There was a problem with the app store. Please try again later.',
};
const failed = (description: string) => ({ title: 'Purchase Failed', description });

describe('purchaseFailure (SPEC §8 store error toasts)', () => {
  it.each([
    [
      'code "1" (RevenueCat sends strings)',
      { code: '1', message: 'Purchase was cancelled.' },
      cancelled,
    ],
    ['code 1 as a number', { code: 1 }, cancelled],
    ['code "2"', { code: '2', message: 'There was a problem with the App Store.' }, storeError],
    ['code 2 as a number', { code: 2 }, storeError],
    [
      'another code, with its message',
      { code: '6', message: 'The product is not available for purchase.' },
      failed('The product is not available for purchase.'),
    ],
    [
      'another code, no message',
      { code: '10' },
      failed('Unable to complete purchase. Please try again.'),
    ],
    [
      'a blank message',
      { code: '7', message: '  ' },
      failed('Unable to complete purchase. Please try again.'),
    ],
    [
      'no current offering',
      new Error(PURCHASE_PROBLEMS.noOffering),
      failed(PURCHASE_PROBLEMS.noOffering),
    ],
    ['no package', new Error(PURCHASE_PROBLEMS.noPackage), failed(PURCHASE_PROBLEMS.noPackage)],
    ['a string thrown', 'boom', failed('Unable to complete purchase. Please try again.')],
    ['nothing thrown', undefined, failed('Unable to complete purchase. Please try again.')],
    ['null', null, failed('Unable to complete purchase. Please try again.')],
  ])('%s', (_label, error, message) => {
    expect(purchaseFailure(error)).toEqual(message);
  });
});

describe('packageOfTier (SPEC §7: monthly for tier 2, annual for tier 3)', () => {
  it.each([
    [2, 'monthly'],
    [3, 'annual'],
    [1, null],
    [4, null],
    [0, null],
  ] as const)('tier %s → %s', (tier, pkg) => {
    expect(packageOfTier(tier)).toBe(pkg);
  });
});

describe('restoreOutcomeOf', () => {
  const info = (active: Record<string, unknown>, activeSubscriptions: string[]) => ({
    entitlements: { active },
    activeSubscriptions,
  });
  it.each([
    ['an active entitlement', info({ premium: {} }, []), 'restored'],
    // Which plan it buys is the server's to say (exact ids, from its configuration).
    ['an active subscription of this app', info({}, ['fit.joey.coach.m']), 'restored'],
    ['nothing', info({}, []), 'none'],
  ] as const)('%s → %s', (_label, customerInfo, outcome) => {
    expect(restoreOutcomeOf(customerInfo)).toBe(outcome);
  });
});
