// What a user's plan gives them right now (issues 13, 25): the one place every feature asks. No
// feature reads tiers or subscriptions itself; each calls the `Plans` it was given (made once by
// `plansFor(BILLING_MODE)` in app.ts), so a rule lives here once and every path goes through it.
// A plan is in force while its paid time lasts (src/shared/paid-time.ts); with BILLING_MODE=off
// every account has every feature and no quota ends.
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { formatDay } from '../../../shared/day-format';
import { localDayOf } from '../../../shared/local-day';
import { inForce } from '../../../shared/paid-time';
import { quotaPeriod, isUnlimited, UNLIMITED, type QuotaPeriod } from '../../../shared/pricing';
import {
  TIER_IDS,
  type BillingMode,
  type Entitlements,
  type Quota,
  type QuotaUsage,
  type Subscription,
  type Tier,
  type TierFeatures,
} from '../../../shared/schemas/billing';
import type { Db, Tx } from '../../db/client';
import { quotaUsage, subscriptions, subscriptionTiers } from '../../db/schema';
import { forbidden, HttpError } from '../../plugins/errors';
import { listTiers, tierFromRow } from './tiers.service';

type Reader = Db | Tx;

export interface Plan {
  subscription: Subscription;
  /** The provider's id for it (never sent to the client). */
  providerSubscriptionId: string | null;
}

/** BILLING_MODE=off: a self-hosted instance sells nothing and withholds nothing. */
const EVERYTHING: TierFeatures = {
  voiceWorkoutsPerMonth: UNLIMITED,
  aiCoachingSuggestionsPerWeek: UNLIMITED,
  sharingEnabled: true,
  shareExpirationDays: UNLIMITED,
  leaderboardEnabled: true,
  customAvatarEnabled: true,
  prioritySupport: true,
};

/** The plan of every account when plans are off: all features, free, never ending. */
function everythingPlan(top: Tier): Plan {
  return {
    subscription: {
      tierId: top.id,
      tier: {
        ...top,
        displayName: 'Everything included',
        price: 0,
        billingPeriod: 'none',
        features: EVERYTHING,
        mostPopular: false,
      },
      status: 'active',
      provider: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    },
    providerSubscriptionId: null,
  };
}

/**
 * The plan a provider has paid for and that is in force now, else the free plan: what billing's
 * own code (webhooks, checkouts) works from, whatever BILLING_MODE says about features.
 */
export async function paidPlanOf(db: Reader, userId: string, now: Date): Promise<Plan> {
  // One round trip: the free tier, and the user's subscription with its tier when they have one.
  const rows = await db
    .select({ sub: subscriptions, tier: subscriptionTiers })
    .from(subscriptionTiers)
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.tierId, subscriptionTiers.id), eq(subscriptions.userId, userId)),
    )
    .where(or(eq(subscriptionTiers.id, TIER_IDS.free), isNotNull(subscriptions.userId)));
  const paid = rows.find((r) => r.sub && inForce(r.sub, now));
  if (paid?.sub) {
    const { sub, tier } = paid;
    return {
      subscription: {
        tierId: sub.tierId,
        tier: tierFromRow(tier),
        status: sub.status,
        provider: sub.provider,
        currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd || sub.status === 'canceled',
      },
      providerSubscriptionId: sub.providerSubscriptionId,
    };
  }
  const free = rows.find((r) => r.tier.id === TIER_IDS.free)!.tier;
  return {
    subscription: {
      tierId: TIER_IDS.free,
      tier: tierFromRow(free),
      status: 'active',
      provider: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    },
    providerSubscriptionId: null,
  };
}

const QUOTA_RULES: Readonly<
  Record<Quota, { period: QuotaPeriod; limit: (f: TierFeatures) => number; what: string }>
> = {
  voiceWorkouts: { period: 'month', limit: (f) => f.voiceWorkoutsPerMonth, what: 'voice workouts' },
  aiSuggestions: {
    period: 'week',
    limit: (f) => f.aiCoachingSuggestionsPerWeek,
    what: 'AI coaching suggestions',
  },
};

export interface QuotaUser {
  id: string;
  timeZone: string;
}

async function usedIn(db: Reader, userId: string, quota: Quota, start: string): Promise<number> {
  const [row] = await db
    .select({ used: quotaUsage.used })
    .from(quotaUsage)
    .where(
      and(
        eq(quotaUsage.userId, userId),
        eq(quotaUsage.quota, quota),
        eq(quotaUsage.periodStart, start),
      ),
    );
  return row?.used ?? 0;
}

async function usageOf(
  db: Reader,
  user: QuotaUser,
  quota: Quota,
  f: TierFeatures,
  now: Date,
): Promise<QuotaUsage> {
  const rule = QUOTA_RULES[quota];
  const limit = rule.limit(f);
  const { start, resetsAt } = quotaPeriod(rule.period, now, user.timeZone);
  const used = await usedIn(db, user.id, quota, start);
  return {
    limit,
    used,
    left: isUnlimited(limit) ? null : Math.max(0, limit - used),
    period: rule.period,
    resetsAt: resetsAt.toISOString(),
  };
}

/** The cheapest plan above `tier` that passes `better`, to name in a refusal. */
async function planThatLifts(db: Reader, tier: Tier, better: (f: TierFeatures) => boolean) {
  const tiers = await listTiers(db);
  return tiers.find((t) => t.id !== tier.id && t.price >= tier.price && better(t.features));
}

const quantity = (n: number) => (isUnlimited(n) ? 'unlimited' : String(n));

/** A plan feature that is on or off; the features `assertFeature` checks. */
export type SwitchFeature = 'leaderboardEnabled' | 'customAvatarEnabled' | 'sharingEnabled';

/** What every feature asks of plans; one per app, for its BILLING_MODE. */
export interface Plans {
  readonly mode: BillingMode;
  /** The plan in force, and the provider's id for it. */
  planOf(db: Reader, userId: string, now?: Date): Promise<Plan>;
  /** SPEC §3 subscription: the plan in force; a user who never paid (or whose plan ended) is free. */
  subscriptionOf(db: Reader, userId: string, now?: Date): Promise<Subscription>;
  /** GET /api/me/entitlements. */
  entitlementsOf(db: Reader, user: QuotaUser, now?: Date): Promise<Entitlements>;
  /**
   * Takes one unit of a quota for this user, or refuses with 429 naming the limit, when it
   * resets and the plan that lifts it. The count is raised by one statement whose WHERE checks
   * the limit, so two requests racing for the last unit cannot both get it; inside the caller's
   * transaction, a failure after it gives the unit back.
   */
  reserveQuota(tx: Reader, user: QuotaUser, quota: Quota, now?: Date): Promise<void>;
  /** A feature that is on or off: 403 naming the plan that has it. */
  assertFeature(
    db: Reader,
    userId: string,
    feature: SwitchFeature,
    what: string,
    now?: Date,
  ): Promise<void>;
  /** The cheapest plan above `tier` that passes `better`, to name in a refusal. */
  planThatLifts(
    db: Reader,
    tier: Tier,
    better: (f: TierFeatures) => boolean,
  ): Promise<Tier | undefined>;
}

export function plansFor(mode: BillingMode): Plans {
  async function planOf(db: Reader, userId: string, now = new Date()): Promise<Plan> {
    if (mode !== 'off') return paidPlanOf(db, userId, now);
    const tiers = await listTiers(db);
    return everythingPlan(tiers[tiers.length - 1]!);
  }

  async function subscriptionOf(db: Reader, userId: string, now = new Date()) {
    return (await planOf(db, userId, now)).subscription;
  }

  return {
    mode,
    planOf,
    subscriptionOf,
    planThatLifts,

    async entitlementsOf(db, user, now = new Date()) {
      const { tier } = await subscriptionOf(db, user.id, now);
      const [voiceWorkouts, aiSuggestions] = await Promise.all([
        usageOf(db, user, 'voiceWorkouts', tier.features, now),
        usageOf(db, user, 'aiSuggestions', tier.features, now),
      ]);
      return {
        tierId: tier.id,
        tierName: tier.name,
        displayName: tier.displayName,
        features: tier.features,
        quotas: { voiceWorkouts, aiSuggestions },
      };
    },

    async reserveQuota(tx, user, quota, now = new Date()) {
      const { tier } = await subscriptionOf(tx, user.id, now);
      const rule = QUOTA_RULES[quota];
      const limit = rule.limit(tier.features);
      const { start, resetsAt } = quotaPeriod(rule.period, now, user.timeZone);
      const key = { userId: user.id, quota, periodStart: start };
      const rows =
        limit === 0
          ? []
          : await tx
              .insert(quotaUsage)
              .values({ ...key, used: 1 })
              .onConflictDoUpdate({
                target: [quotaUsage.userId, quotaUsage.quota, quotaUsage.periodStart],
                set: { used: sql`${quotaUsage.used} + 1` },
                ...(isUnlimited(limit) ? {} : { setWhere: sql`${quotaUsage.used} < ${limit}` }),
              })
              .returning({ used: quotaUsage.used });
      if (rows.length > 0) return;
      const upgrade = await planThatLifts(tx, tier, (f) => {
        const l = rule.limit(f);
        return isUnlimited(l) || l > limit;
      });
      const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
      throw new HttpError(
        429,
        `You have used all ${limit} ${rule.what} of your ${tier.displayName} plan this ${rule.period}; ` +
          `they start again on ${formatDay(localDayOf(resetsAt, user.timeZone))}.` +
          (upgrade
            ? ` The ${upgrade.displayName} plan gives ${quantity(rule.limit(upgrade.features))} a ${rule.period}.`
            : ''),
        { 'retry-after': String(seconds) },
      );
    },

    async assertFeature(db, userId, feature, what, now = new Date()) {
      const { tier } = await subscriptionOf(db, userId, now);
      if (tier.features[feature]) return;
      const upgrade = await planThatLifts(db, tier, (f) => f[feature]);
      throw forbidden(
        `Your ${tier.displayName} plan does not include ${what}.` +
          (upgrade ? ` The ${upgrade.displayName} plan does.` : ''),
      );
    },
  };
}
