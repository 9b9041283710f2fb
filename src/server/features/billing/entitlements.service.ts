// What a user's plan gives them right now (issue 13): the one place every feature asks. No
// feature reads tiers or subscriptions itself; each calls `entitlementsOf`, `assertFeature` or
// `reserveQuota`, so a rule lives here once and every path goes through it.
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { quotaPeriod, isUnlimited, type QuotaPeriod } from '../../../shared/pricing';
import {
  TIER_IDS,
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
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Paid, in the grace of a failed renewal, or cancelled but paid up to the period's end. */
export function isEntitled(row: SubscriptionRow | undefined, now: Date): boolean {
  if (!row) return false;
  if (row.status === 'active' || row.status === 'past_due') return true;
  return row.status === 'canceled' && row.currentPeriodEnd !== null && row.currentPeriodEnd > now;
}

/** The plan in force, and the provider's id for it (never sent to the client). */
export async function planOf(
  db: Reader,
  userId: string,
  now = new Date(),
): Promise<{ subscription: Subscription; providerSubscriptionId: string | null }> {
  // One round trip: the free tier, and the user's subscription with its tier when they have one.
  const rows = await db
    .select({ sub: subscriptions, tier: subscriptionTiers })
    .from(subscriptionTiers)
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.tierId, subscriptionTiers.id), eq(subscriptions.userId, userId)),
    )
    .where(or(eq(subscriptionTiers.id, TIER_IDS.free), isNotNull(subscriptions.userId)));
  const paid = rows.find((r) => r.sub && isEntitled(r.sub, now));
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

/** SPEC §3 subscription: the plan in force; a user who never paid (or whose plan ended) is free. */
export async function subscriptionOf(
  db: Reader,
  userId: string,
  now = new Date(),
): Promise<Subscription> {
  return (await planOf(db, userId, now)).subscription;
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

interface QuotaUser {
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

/** GET /api/me/entitlements. */
export async function entitlementsOf(
  db: Reader,
  user: QuotaUser,
  now = new Date(),
): Promise<Entitlements> {
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
}

/** The cheapest plan above `tier` that passes `better`, to name in a refusal. */
export async function planThatLifts(db: Reader, tier: Tier, better: (f: TierFeatures) => boolean) {
  const tiers = await listTiers(db);
  return tiers.find((t) => t.id !== tier.id && t.price >= tier.price && better(t.features));
}

const quantity = (n: number) => (isUnlimited(n) ? 'unlimited' : String(n));

/**
 * Takes one unit of a quota for this user, or refuses with 429 naming the limit, when it resets
 * and the plan that lifts it. The count is raised by one statement whose WHERE checks the limit,
 * so two requests racing for the last unit cannot both get it; inside the caller's transaction,
 * a failure after it gives the unit back.
 */
export async function reserveQuota(
  tx: Reader,
  user: QuotaUser,
  quota: Quota,
  now = new Date(),
): Promise<void> {
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
      `they start again on ${resetsAt.toISOString().slice(0, 10)}.` +
      (upgrade
        ? ` The ${upgrade.displayName} plan gives ${quantity(rule.limit(upgrade.features))} a ${rule.period}.`
        : ''),
    { 'retry-after': String(seconds) },
  );
}

/** A plan feature that is on or off (leaderboards, coach avatars): 403 naming the plan that has it. */
export async function assertFeature(
  db: Reader,
  userId: string,
  feature: 'leaderboardEnabled' | 'customAvatarEnabled' | 'sharingEnabled',
  what: string,
  now = new Date(),
): Promise<void> {
  const { tier } = await subscriptionOf(db, userId, now);
  if (tier.features[feature]) return;
  const upgrade = await planThatLifts(db, tier, (f) => f[feature]);
  throw forbidden(
    `Your ${tier.displayName} plan does not include ${what}.` +
      (upgrade ? ` The ${upgrade.displayName} plan does.` : ''),
  );
}
