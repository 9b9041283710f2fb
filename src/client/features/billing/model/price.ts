import { formatPrice } from '@shared/pricing';
import type { Tier } from '@shared/schemas/billing';

const PERIOD_WORDS = { none: null, month: 'per month', year: 'per year' } as const;

/** 'per month' / 'per year' beside a paid price; nothing beside 'Free'. */
export function periodText(tier: Pick<Tier, 'billingPeriod'>, cents: number): string | null {
  return cents === 0 ? null : PERIOD_WORDS[tier.billingPeriod];
}

/** '$9.99 per month', 'Free': a price in one phrase, for toasts and screen readers. */
export function pricePhrase(tier: Pick<Tier, 'billingPeriod'>, cents: number): string {
  const period = periodText(tier, cents);
  return period ? `${formatPrice(cents)} ${period}` : formatPrice(cents);
}

/** SPEC §8 'Subscription Created' with a discount: '$79.99 → $9.99'. */
export const discountChangeText = (originalCents: number, finalCents: number) =>
  `${formatPrice(originalCents)} → ${formatPrice(finalCents)}`;
