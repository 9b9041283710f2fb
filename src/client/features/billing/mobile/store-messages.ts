// The pure half of app-store billing (SPEC §8): what a store's refusal says to the user, which
// package of the current offering buys a tier, and what a restore found. store.ts does the
// calls; this decides what they mean, so it is tested without a device.
import type { RestoreOutcome, StoreMessage } from './store-types';

/** RevenueCat's error codes the page words differently (PURCHASES_ERROR_CODE). */
const STORE_ERRORS: Readonly<Record<string, StoreMessage>> = {
  '1': { title: 'Purchase Cancelled', description: 'You can try again anytime.' },
  '2': {
    title: 'Store Error',
    description: 'There was a problem with the app store. Please try again later.',
  },
};
const PURCHASE_FAILED = 'Purchase Failed';
const PURCHASE_FAILED_TEXT = 'Unable to complete purchase. Please try again.';

/** SPEC §8's other errors of a purchase, said as 'Purchase Failed' with these words. */
export const PURCHASE_PROBLEMS = {
  noOffering: 'No current offering is available in the store.',
  invalidTier: 'Invalid tier for purchase.',
  noPackage: 'No package found for this plan in the store.',
} as const;

function field(error: unknown, key: 'code' | 'message'): unknown {
  return typeof error === 'object' && error !== null && key in error
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

/** The toast for a purchase that failed: code 1 cancelled, 2 the store, anything else failed. */
export function purchaseFailure(error: unknown): StoreMessage {
  const code = field(error, 'code');
  const known = typeof code === 'string' || typeof code === 'number' ? STORE_ERRORS[code] : null;
  if (known) return known;
  const message = field(error, 'message');
  return {
    title: PURCHASE_FAILED,
    description: typeof message === 'string' && message.trim() ? message : PURCHASE_FAILED_TEXT,
  };
}

/** The current offering's package that buys a tier (SPEC §7): Coach monthly, Champion annual. */
export function packageOfTier(tierId: number): 'monthly' | 'annual' | null {
  if (tierId === 2) return 'monthly';
  if (tierId === 3) return 'annual';
  return null;
}

/**
 * What restoring found: an active entitlement, or an active subscription (RevenueCat lists only
 * this app's products; which plan a product buys is the server's to decide, from its webhook).
 */
export function restoreOutcomeOf(customerInfo: {
  entitlements: { active: Readonly<Record<string, unknown>> };
  activeSubscriptions: readonly string[];
}): Exclude<RestoreOutcome, 'failed'> {
  const entitled = Object.keys(customerInfo.entitlements.active).length > 0;
  const subscribed = customerInfo.activeSubscriptions.length > 0;
  return entitled || subscribed ? 'restored' : 'none';
}
