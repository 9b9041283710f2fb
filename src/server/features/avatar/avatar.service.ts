// The coach's saved look and voice (SPEC §3 avatar config, issue 14). One row per user; a user who
// never saved one gets SPEC §3's defaults. Any plan may restyle Joey and choose a voice; another
// coach is a plan feature, checked where it is chosen and wherever the coach is read: a plan
// that no longer includes it gives Joey, and keeps the choice for a re-upgrade (issue 25 §8).
import { eq } from 'drizzle-orm';
import type { CoachId } from '../../../shared/coaches';
import {
  AVATAR_DEFAULTS,
  avatarConfigSchema,
  type AvatarAnswer,
  type AvatarConfig,
} from '../../../shared/schemas/avatar';
import type { TierFeatures } from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import { bumpDataVersion } from '../../db/data-version';
import { avatarConfigs } from '../../db/schema';
import type { Plans } from '../billing/entitlements.service';

type Row = typeof avatarConfigs.$inferSelect;
type Field = keyof AvatarConfig;

/** The coach every plan has. */
export const DEFAULT_COACH = AVATAR_DEFAULTS.selectedAvatar;

/**
 * A stored row as the API answers it. A value the app no longer draws (a list that shrank since
 * it was saved) reads as that option's default instead of failing the whole answer.
 */
function toConfig(row: Row): AvatarConfig {
  const out: Partial<Record<Field, unknown>> = {};
  for (const [key, field] of Object.entries(avatarConfigSchema.shape) as [
    Field,
    (typeof avatarConfigSchema.shape)[Field],
  ][]) {
    const read = field.safeParse(row[key]);
    out[key] = read.success ? read.data : AVATAR_DEFAULTS[key];
  }
  return out as AvatarConfig;
}

type CoachFeature = Pick<TierFeatures, 'customAvatarEnabled'>;

/**
 * The one rule for which coach a user has: the saved one while the plan includes custom coaches,
 * else Joey, with the saved one named in `savedAvatar`. The look and the voice stay as saved:
 * every plan may restyle Joey and choose a voice.
 */
export function inPlan(config: AvatarConfig, features: CoachFeature): AvatarAnswer {
  if (features.customAvatarEnabled || config.selectedAvatar === DEFAULT_COACH) return config;
  return { ...config, selectedAvatar: DEFAULT_COACH, savedAvatar: config.selectedAvatar };
}

async function savedRow(db: Db, userId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(avatarConfigs)
    .where(eq(avatarConfigs.userId, userId))
    .limit(1);
  return row;
}

/**
 * The user's avatar under a plan's features (the coach's lines read it so): the saved config, or
 * the defaults when none is saved, through `inPlan`.
 */
export async function avatarUnder(
  db: Db,
  userId: string,
  features: CoachFeature,
): Promise<AvatarAnswer> {
  const row = await savedRow(db, userId);
  return inPlan(row ? toConfig(row) : { ...AVATAR_DEFAULTS }, features);
}

/** GET /api/joey-avatar/{userId}: the avatar under the plan in force. */
export async function avatarOf(db: Db, plans: Plans, userId: string): Promise<AvatarAnswer> {
  const { tier } = await plans.subscriptionOf(db, userId);
  return avatarUnder(db, userId, tier.features);
}

/**
 * POST /api/joey-avatar: stores the whole config (the client always sends every option) and
 * answers it as GET does. Choosing a coach other than Joey needs `customAvatarEnabled`; refused,
 * nothing is stored. A user whose plan no longer includes their saved coach can only have Joey:
 * what they save is Joey's look and voice, and the saved coach stays for a re-upgrade.
 */
export async function saveAvatar(
  db: Db,
  plans: Plans,
  userId: string,
  config: AvatarConfig,
): Promise<AvatarAnswer> {
  const { tier } = await plans.subscriptionOf(db, userId);
  const custom = tier.features.customAvatarEnabled;
  if (config.selectedAvatar !== DEFAULT_COACH && !custom) {
    // Refused in the plan's words, naming the plan that includes it.
    await plans.assertFeature(db, userId, 'customAvatarEnabled', 'coaches other than Joey');
  }
  const kept: CoachId | undefined = custom
    ? undefined
    : (await avatarUnder(db, userId, tier.features)).savedAvatar;
  const values = {
    ...config,
    selectedAvatar: kept ?? config.selectedAvatar,
    updatedAt: new Date(),
  };
  const [row] = await db.transaction(async (tx) => {
    await bumpDataVersion(tx, userId);
    return tx
      .insert(avatarConfigs)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: avatarConfigs.userId, set: values })
      .returning();
  });
  return inPlan(toConfig(row!), tier.features);
}
