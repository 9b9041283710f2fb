// The coach's saved look and voice (SPEC §3 avatar config, issue 14). One row per user; a user who
// never saved one gets SPEC §3's defaults. Any plan may restyle Joey and choose a voice; another
// coach is a plan feature, checked where it is chosen.
import { eq } from 'drizzle-orm';
import {
  AVATAR_DEFAULTS,
  avatarConfigSchema,
  type AvatarConfig,
} from '../../../shared/schemas/avatar';
import type { Db } from '../../db/client';
import { avatarConfigs } from '../../db/schema';
import { assertFeature } from '../billing/entitlements.service';

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

/** GET /api/joey-avatar/{userId}: the saved config, or the defaults when none is saved. */
export async function avatarOf(db: Db, userId: string): Promise<AvatarConfig> {
  const [row] = await db
    .select()
    .from(avatarConfigs)
    .where(eq(avatarConfigs.userId, userId))
    .limit(1);
  return row ? toConfig(row) : { ...AVATAR_DEFAULTS };
}

/**
 * POST /api/joey-avatar: stores the whole config (the client always sends every option). Choosing
 * a coach other than Joey needs `customAvatarEnabled`; refused, nothing is stored.
 */
export async function saveAvatar(
  db: Db,
  userId: string,
  config: AvatarConfig,
): Promise<AvatarConfig> {
  if (config.selectedAvatar !== DEFAULT_COACH) {
    await assertFeature(db, userId, 'customAvatarEnabled', 'coaches other than Joey');
  }
  const values = { ...config, updatedAt: new Date() };
  const [row] = await db
    .insert(avatarConfigs)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: avatarConfigs.userId, set: values })
    .returning();
  return toConfig(row!);
}
