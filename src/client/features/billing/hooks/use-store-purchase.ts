import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tier } from '@shared/schemas/billing';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { applyDiscount } from '../api/apply-discount';
import { invalidatePlanReads } from '../api/invalidate-plan-reads';
import { validateDiscount } from '../api/validate-discount';
import type { PurchaseOutcome, StorePurchases } from '../mobile/store-types';

export interface StorePurchaseInput {
  tier: Tier;
  /** The code in the promo box, if any: checked for this tier before buying. */
  code: string | null;
}

/** The price the code gives this tier, or null; a failed check says so and buys without it. */
async function discountedPrice(code: string, tier: Tier): Promise<number | null> {
  try {
    const check = await validateDiscount({ code, tierId: tier.id });
    return check.valid ? check.discountedPrice : null;
  } catch {
    toast({
      title: 'Discount Code Error',
      description: 'Unable to validate discount code. Proceeding without discount.',
      variant: 'destructive',
    });
    return null;
  }
}

/** Waits between tries while the store's confirmation is on its way to the server. */
const CONFIRMATION_WAITS_MS = [2_000, 4_000, 8_000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records the code's use. The server records it only for a purchase the store has confirmed to
 * it (RevenueCat's webhook, issue 25 §4), which can arrive a moment after the purchase: a 409
 * is tried again a few times before giving up.
 */
async function recordCode(body: Parameters<typeof applyDiscount>[0]) {
  for (const ms of [...CONFIRMATION_WAITS_MS, null]) {
    try {
      return await applyDiscount(body);
    } catch (err) {
      if (ms === null || !(err instanceof ApiError) || err.status !== 409) throw err;
      await wait(ms);
    }
  }
}

async function buy(store: StorePurchases, { tier, code }: StorePurchaseInput) {
  const price = code ? await discountedPrice(code, tier) : null;
  const outcome: PurchaseOutcome = await store.purchase(tier.id as 2 | 3);
  if (outcome.ok && code && price !== null) {
    // The store has charged and its webhook grants the plan; a code use that fails to record
    // costs the user nothing, so it must not turn a good purchase into an error.
    await recordCode({
      code,
      tierId: tier.id,
      originalPrice: tier.price,
      discountedPrice: price,
    }).catch(() => undefined);
  }
  return outcome;
}

/** A paid plan bought in the App Store or Google Play, with SPEC §8's mobile toasts. */
export function useStorePurchase(store: StorePurchases | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StorePurchaseInput) => {
      if (!store) throw new Error('No app store on this device.');
      return buy(store, input);
    },
    onSuccess: async (outcome, { tier }) => {
      if (!outcome.ok) {
        toast({ title: outcome.title, description: outcome.description, variant: 'destructive' });
        return;
      }
      await invalidatePlanReads(queryClient);
      toast({ title: 'Purchase Successful!', description: `Welcome to ${tier.displayName}.` });
    },
    onError: (error) =>
      toast({
        title: 'Purchase Failed',
        description: error.message || 'Unable to complete purchase. Please try again.',
        variant: 'destructive',
      }),
  });
}
