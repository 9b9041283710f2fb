import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  BILLING_PERIODS,
  BILLING_PROVIDERS,
  SUBSCRIPTION_STATUSES,
} from '../../../shared/schemas/billing';
import { timestamps, users } from './users';

export const billingPeriod = pgEnum('billing_period', BILLING_PERIODS);

/** Seeded from src/shared/pricing.ts at start-up; -1 means unlimited (SPEC §9). */
export const subscriptionTiers = pgTable('subscription_tiers', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull().unique(),
  displayName: varchar('display_name', { length: 64 }).notNull(),
  priceCents: integer('price_cents').notNull(),
  billingPeriod: billingPeriod('billing_period').notNull(),
  voiceWorkoutsPerMonth: integer('voice_workouts_per_month').notNull(),
  aiCoachingSuggestionsPerWeek: integer('ai_coaching_suggestions_per_week').notNull(),
  sharingEnabled: boolean('sharing_enabled').notNull(),
  shareExpirationDays: integer('share_expiration_days').notNull(),
  leaderboardEnabled: boolean('leaderboard_enabled').notNull(),
  customAvatarEnabled: boolean('custom_avatar_enabled').notNull(),
  prioritySupport: boolean('priority_support').notNull(),
});

export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const billingProvider = pgEnum('billing_provider', BILLING_PROVIDERS);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => subscriptionTiers.id, { onDelete: 'restrict' }),
    status: subscriptionStatus('status').notNull(),
    provider: billingProvider('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * When the provider's latest applied state was true (its event's time): an older event that
     * arrives late is not applied over a newer one (issue 13: events come out of order).
     */
    providerStateAt: timestamp('provider_state_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_user_idx').on(t.userId),
    index('subscriptions_provider_idx').on(t.provider, t.providerSubscriptionId),
  ],
);

export const discountCodes = pgTable('discount_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored upper-case, as the client sends it (SPEC §5 Promo code). */
  code: varchar('code', { length: 32 }).notNull().unique(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  maxUses: integer('max_uses'),
  /** Uses so far, counted in the same statement that checks max_uses (no race past the limit). */
  usesCount: integer('uses_count').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The price a code gives for each tier it applies to (JOEY100: coach 0, champion 999). */
export const discountCodePrices = pgTable(
  'discount_code_prices',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => subscriptionTiers.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.tierId] })],
);

export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => subscriptionTiers.id, { onDelete: 'restrict' }),
    originalPriceCents: integer('original_price_cents').notNull(),
    discountedPriceCents: integer('discounted_price_cents').notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    /** The provider's subscription the use belongs to, so an abandoned checkout can return it. */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One use per user (issue 13), held by the database.
    uniqueIndex('discount_code_uses_code_user_idx').on(t.codeId, t.userId),
    index('discount_code_uses_user_idx').on(t.userId),
  ],
);

/** A user's Stripe customer, created once and reused (never found by searching Stripe). */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Provider events already handled: a replay is answered 2xx and changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: text('event_id').notNull(),
    type: varchar('type', { length: 64 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * What a user has used of a counted allowance in one period (their local month or week). The
 * count is raised by a statement that checks the limit in its WHERE, so two requests can never
 * both take the last unit.
 */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quota: varchar('quota', { length: 32 }).notNull(),
    periodStart: date('period_start').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quota, t.periodStart] })],
);
