// How the web takes money (issue 13): Stripe when STRIPE_SECRET_KEY is set, else nothing (the
// sandbox of DESIGN §6 grants plans at no charge). Stripe's side lives in ./stripe; this is what
// the subscription service needs from it.
import type { Tier } from '../../../shared/schemas/billing';
import type { SessionUser } from '../../plugins/session';

export interface WebPayments {
  /**
   * Starts a paid subscription for `tier` (with `code` as its discount, when given) and answers
   * the first invoice's client secret for the page to confirm. The plan is granted later, by
   * the provider's webhook, never here.
   */
  subscribe(args: {
    user: SessionUser;
    tier: Tier;
    code: string | null;
  }): Promise<{ clientSecret: string | null; discountApplied: boolean; finalPrice: number }>;
  /** Ends the user's paid subscription at the end of the period already paid for. */
  cancelAtPeriodEnd(args: { userId: string; providerSubscriptionId: string }): Promise<void>;
}
