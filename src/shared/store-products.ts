/**
 * Which plan an app-store product buys (issue 13 §4). The stores name products freely, so Joey
 * Fit reads the tier from words in the product id: the first row whose word the id contains
 * (ignoring case) wins. Champion is the annual plan and Coach the monthly one (SPEC §9), so
 * "joeyfit_champion_annual", "pro.yearly" and "joeyfit_coach:monthly" (Google Play's
 * subscription:base-plan form) all resolve. To rename products, change this table: the webhook
 * and the app read nothing else.
 */
export const STORE_PRODUCT_TIERS: readonly { words: readonly string[]; tierId: 2 | 3 }[] = [
  { words: ['champion', 'annual', 'yearly'], tierId: 3 },
  { words: ['coach', 'monthly'], tierId: 2 },
];

/** The tier a store product id buys, or null when no row names it. */
export function tierOfProduct(productId: string | null | undefined): 2 | 3 | null {
  if (!productId) return null;
  const id = productId.toLowerCase();
  return STORE_PRODUCT_TIERS.find((row) => row.words.some((w) => id.includes(w)))?.tierId ?? null;
}
