// Which plan an app-store product buys (issues 13 §4, 25 §1). The ids are configuration
// (STORE_PRODUCTS_COACH, STORE_PRODUCTS_CHAMPION) and match exactly: a product whose id merely
// contains "annual" or "coach" buys nothing, so no other product in the same store account (a
// test product, another app's) can ever grant a plan.
import { TIER_IDS } from '../../../../shared/schemas/billing';

export interface StoreProducts {
  coach: readonly string[];
  champion: readonly string[];
}

export type PaidTierId = typeof TIER_IDS.coach | typeof TIER_IDS.champion;

/** The tier a store product id buys, or null when no configured id is exactly it. */
export function tierOfProduct(
  products: StoreProducts,
  productId: string | null | undefined,
): PaidTierId | null {
  if (!productId) return null;
  if (products.champion.includes(productId)) return TIER_IDS.champion;
  if (products.coach.includes(productId)) return TIER_IDS.coach;
  return null;
}
