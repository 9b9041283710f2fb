// The plans (issue 13, SPEC §3, §9): seeded by migration 0001 and read from the database, so
// prices and quotas are data, never constants scattered through features.
import { asc, eq } from 'drizzle-orm';
import {
  TIER_IDS,
  type Tier,
  type TierFeatures,
  type TierName,
} from '../../../shared/schemas/billing';
import type { Db, Tx } from '../../db/client';
import { subscriptionTiers } from '../../db/schema';

type TierRow = typeof subscriptionTiers.$inferSelect;

function featuresOf(row: TierRow): TierFeatures {
  return {
    voiceWorkoutsPerMonth: row.voiceWorkoutsPerMonth,
    aiCoachingSuggestionsPerWeek: row.aiCoachingSuggestionsPerWeek,
    sharingEnabled: row.sharingEnabled,
    shareExpirationDays: row.shareExpirationDays,
    leaderboardEnabled: row.leaderboardEnabled,
    customAvatarEnabled: row.customAvatarEnabled,
    prioritySupport: row.prioritySupport,
  };
}

export function tierFromRow(row: TierRow): Tier {
  return {
    id: row.id,
    name: row.name as TierName,
    displayName: row.displayName,
    price: row.priceCents,
    billingPeriod: row.billingPeriod,
    features: featuresOf(row),
    // SPEC §9: the annual Champion plan is labelled Most Popular.
    mostPopular: row.id === TIER_IDS.champion,
  };
}

export async function listTiers(db: Db | Tx): Promise<Tier[]> {
  const rows = await db.select().from(subscriptionTiers).orderBy(asc(subscriptionTiers.id));
  return rows.map(tierFromRow);
}

export async function tierById(db: Db | Tx, id: number): Promise<Tier | undefined> {
  const [row] = await db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, id));
  return row ? tierFromRow(row) : undefined;
}
