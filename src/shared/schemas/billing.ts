import { z } from 'zod';
import { numberIn, requiredText } from './common';

/**
 * Subscriptions (issue 13, SPEC §3, §9, DESIGN §6). Tier ids are fixed: free 1, coach 2
 * (monthly), champion 3 (annual, "Most Popular"). Prices are in cents; -1 means unlimited.
 */
export const TIER_IDS = { free: 1, coach: 2, champion: 3 } as const;
export const TIER_NAMES = ['free', 'coach', 'champion'] as const;
export type TierName = (typeof TIER_NAMES)[number];
export const BILLING_PERIODS = ['none', 'month', 'year'] as const;
export const SUBSCRIPTION_STATUSES = [
  'active',
  'incomplete',
  'past_due',
  'canceled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Who bills the plan: SPEC §3's three, and the embedded default's sandbox (DESIGN §6). */
export const BILLING_PROVIDERS = ['stripe', 'appstore', 'play', 'sandbox'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

export const tierFeaturesSchema = z.object({
  voiceWorkoutsPerMonth: z.number().int(),
  aiCoachingSuggestionsPerWeek: z.number().int(),
  sharingEnabled: z.boolean(),
  shareExpirationDays: z.number().int(),
  leaderboardEnabled: z.boolean(),
  customAvatarEnabled: z.boolean(),
  prioritySupport: z.boolean(),
});
export type TierFeatures = z.infer<typeof tierFeaturesSchema>;

export const tierSchema = z.object({
  id: z.number().int(),
  name: z.enum(TIER_NAMES),
  displayName: z.string(),
  /** Cents per billing period. */
  price: z.number().int(),
  billingPeriod: z.enum(BILLING_PERIODS),
  features: tierFeaturesSchema,
  mostPopular: z.boolean(),
});
export type Tier = z.infer<typeof tierSchema>;

/** SPEC §3 subscription: every user has one; a user who never paid is on free. */
export const subscriptionSchema = z.object({
  tierId: z.number().int(),
  tier: tierSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Null for the free plan nobody bills. */
  provider: z.enum(BILLING_PROVIDERS).nullable(),
  /** When the paid period ends (renews, or ends if cancelled); null on free. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The counted allowances of a plan. */
export const QUOTAS = ['voiceWorkouts', 'aiSuggestions'] as const;
export type Quota = (typeof QUOTAS)[number];

export const quotaUsageSchema = z.object({
  /** -1: unlimited. */
  limit: z.number().int(),
  used: z.number().int(),
  /** Null when unlimited. */
  left: z.number().int().nullable(),
  period: z.enum(['month', 'week']),
  /** When this period's count starts again (the user's local month or week). */
  resetsAt: z.string(),
});
export type QuotaUsage = z.infer<typeof quotaUsageSchema>;

/** GET /api/me/entitlements: what the plan gives now, and how much of each quota is left. */
export const entitlementsSchema = z.object({
  tierId: z.number().int(),
  tierName: z.enum(TIER_NAMES),
  displayName: z.string(),
  features: tierFeaturesSchema,
  quotas: z.object({ voiceWorkouts: quotaUsageSchema, aiSuggestions: quotaUsageSchema }),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

/**
 * How this server sells plans (issue 25 §2, BILLING_MODE): `stripe` takes card payments on the
 * web; `sandbox` grants plans at no charge (a local run); `stores` sells only in the phone apps'
 * stores (RevenueCat), so the web offers no purchase; `off` is a self-hosted instance where every
 * account has every feature and nothing is sold.
 */
export const BILLING_MODES = ['stripe', 'sandbox', 'stores', 'off'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** How the web pays here, with Stripe's publishable key when it is Stripe. */
export const billingConfigSchema = z.object({
  mode: z.enum(BILLING_MODES),
  publishableKey: z.string().nullable(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** SPEC §5: a promo code is trimmed and upper-cased; codes are letters, digits, - and _. */
export const promoCodeSchema = requiredText(32)
  .transform((c) => c.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]+$/, 'must be letters, digits, - or _'));

const tierIdSchema = numberIn(1, 3, { int: true });
const cents = numberIn(0, 10_000_000, { int: true });

export const validateDiscountBody = z.object({ code: promoCodeSchema, tierId: tierIdSchema });
/** SPEC §3 discount validation result; the price is null when the code does not apply. */
export const discountValidationSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  discountedPrice: z.number().int().nullable(),
});
export type DiscountValidation = z.infer<typeof discountValidationSchema>;

/** SPEC §7: recorded after a purchase in the app stores, which applied the price themselves. */
export const applyDiscountBody = z.object({
  code: promoCodeSchema,
  tierId: tierIdSchema,
  originalPrice: cents,
  discountedPrice: cents,
  provider: z.literal('revenuecat', { error: 'must be revenuecat' }),
});
export type ApplyDiscountBody = z.infer<typeof applyDiscountBody>;

export const createSubscriptionBody = z.object({
  tierId: tierIdSchema,
  discountCode: promoCodeSchema.nullish().or(z.literal('').transform(() => null)),
});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBody>;

/**
 * SPEC §3 create-subscription result. `clientSecret` is Stripe's, for the page to confirm the
 * first payment; null when nothing is left to pay (the sandbox, a free price, a downgrade), and
 * `subscription` is then already the new plan.
 */
export const createSubscriptionResultSchema = z.object({
  clientSecret: z.string().nullable(),
  discountApplied: z.boolean(),
  originalPrice: z.number().int(),
  finalPrice: z.number().int(),
  subscription: subscriptionSchema,
});
export type CreateSubscriptionResult = z.infer<typeof createSubscriptionResultSchema>;
