import { describe, expect, it } from 'vitest';
import { discountChangeText, periodText, pricePhrase } from './price';

describe('prices (SPEC §9)', () => {
  it.each([
    ['month', 999, 'per month', '$9.99 per month'],
    ['year', 7999, 'per year', '$79.99 per year'],
    ['month', 0, null, 'Free'],
    ['none', 0, null, 'Free'],
  ] as const)('%s at %i cents', (billingPeriod, cents, period, phrase) => {
    expect(periodText({ billingPeriod }, cents)).toBe(period);
    expect(pricePhrase({ billingPeriod }, cents)).toBe(phrase);
  });

  it.each([
    [999, 0, '$9.99 → Free'],
    [7999, 999, '$79.99 → $9.99'],
  ])('a discount from %i to %i', (from, to, text) => {
    expect(discountChangeText(from, to)).toBe(text);
  });
});
