// The Stripe SDK as the app uses it (issue 13): one client, the two prices that map to tiers,
// and one way Stripe's failures reach the user.
import Stripe from 'stripe';
import { TIER_IDS } from '../../../../shared/schemas/billing';
import type { Env } from '../../../env';
import { HttpError } from '../../../plugins/errors';

export type StripeEnv = Pick<
  Env,
  'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE' | 'STRIPE_PRICE_COACH' | 'STRIPE_PRICE_CHAMPION'
>;

/** The client for STRIPE_SECRET_KEY, or null when Stripe is off (the sandbox bills instead). */
export function createStripeClient(env: StripeEnv): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  // A user waits on these calls: fail in seconds, not after the SDK's default 80.
  const config: Stripe.StripeConfig = { timeout: 15_000, maxNetworkRetries: 2 };
  if (env.STRIPE_API_BASE) {
    const base = new URL(env.STRIPE_API_BASE);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    config.host = base.hostname;
    config.port = Number(base.port) || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(env.STRIPE_SECRET_KEY, config);
}

/** The Stripe price a paid tier is sold at. */
export function priceOfTier(env: StripeEnv, tierId: number): string | undefined {
  if (tierId === TIER_IDS.coach) return env.STRIPE_PRICE_COACH;
  if (tierId === TIER_IDS.champion) return env.STRIPE_PRICE_CHAMPION;
  return undefined;
}

/** The tier a Stripe price sells, or null for a price this app does not know. */
export function tierOfPrice(env: StripeEnv, priceId: string | undefined): number | null {
  if (priceId && priceId === env.STRIPE_PRICE_COACH) return TIER_IDS.coach;
  if (priceId && priceId === env.STRIPE_PRICE_CHAMPION) return TIER_IDS.champion;
  return null;
}

export const isStripeError = (err: unknown): err is Stripe.errors.StripeError =>
  err instanceof Stripe.errors.StripeError;

/** Stripe's own words stay in the log; the user is told to retry. */
export function paymentServiceFailure(): HttpError {
  return new HttpError(502, 'The payment service could not be reached; please try again.');
}
