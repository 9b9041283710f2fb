// What the subscription page needs from app-store billing (issue 13 §4). On a native platform
// (Capacitor iOS or Android) `./store.ts` implements it with RevenueCat; on the web there is no
// store and the page uses Stripe or the sandbox.

/** A failed step, in SPEC §8's words: a toast title and its description. */
export interface StoreMessage {
  title: string;
  description: string;
}

export type PurchaseOutcome = { ok: true } | ({ ok: false } & StoreMessage);
export type RestoreOutcome = 'restored' | 'none' | 'failed';

export interface StorePurchases {
  platform: 'ios' | 'android';
  /**
   * Buys tier 2 (the monthly package) or tier 3 (the annual one) from the current offering.
   * Store error code 1 is 'Purchase Cancelled', 2 'Store Error', anything else 'Purchase
   * Failed' (SPEC §8).
   */
  purchase(tierId: 2 | 3): Promise<PurchaseOutcome>;
  /** SPEC §8: 'Purchases Restored', 'No Purchases Found' or 'Restore Failed'. */
  restore(): Promise<RestoreOutcome>;
}
