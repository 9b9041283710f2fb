import { z } from 'zod';
import { LEADERBOARD_TYPES } from '../leaderboard-types';
import { displayNameField } from './users';

export {
  LEADERBOARD_LABELS,
  LEADERBOARD_SIZE,
  LEADERBOARD_TYPES,
  LEADERBOARD_UNITS,
  PREVIEW_SIZE,
} from '../leaderboard-types';
export type { LeaderboardType } from '../leaderboard-types';

/**
 * GET /api/progression/me: SPEC §3 Progression plus what the compact card draws (the level's
 * title and the XP bar's bounds), all worked out on the server.
 */
export const progressionSchema = z.object({
  totalXp: z.number(),
  currentLevel: z.number(),
  /** The current streak (`currentStreak` in shared/streak.ts, issue 26 §1). */
  workoutStreak: z.number(),
  /** The longest streak, as the Longest Streak board counts it (`longestStreak`). */
  longestStreak: z.number(),
  totalWorkouts: z.number(),
  /** SPEC §9 title of `currentLevel`. */
  levelTitle: z.string(),
  /** XP at which the current level starts and the next one does (SPEC §9). */
  levelStartXp: z.number(),
  nextLevelXp: z.number(),
  /** XP of the last seven days, to the second (DESIGN §6). */
  weeklyXp: z.number(),
  /**
   * Today's workout XP is all earned (issue 26 §6, `dailyXpCapReached`): a workout logged now
   * goes in the log but earns no XP, until the oldest of the last 24 hours' earners is a day old.
   */
  dailyXpCapReached: z.boolean(),
});
export type Progression = z.infer<typeof progressionSchema>;

export const leaderboardTypeSchema = z.enum(LEADERBOARD_TYPES, {
  error: `must be one of ${LEADERBOARD_TYPES.join(', ')}`,
});

/** One row of a board (SPEC §3). `value` is XP, a level or days, by the board's type. */
export const leaderboardEntrySchema = z.object({
  userId: z.string(),
  rank: z.number(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  value: z.number(),
  isCurrentUser: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/**
 * The caller's own row, or null when they have no rank (hidden from boards, or nothing scored
 * on this one yet).
 */
const userRank = leaderboardEntrySchema.nullable();

/** GET /api/leaderboard/{type}: the top 50, the number ranked, the caller's own row. */
export const leaderboardSchema = z.object({
  type: leaderboardTypeSchema,
  entries: z.array(leaderboardEntrySchema),
  totalUsers: z.number(),
  userRank,
  lastUpdated: z.string(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** GET /api/leaderboard/{type}/preview: the top 3 and the caller's own row (dashboard). */
export const leaderboardPreviewSchema = z.object({
  type: leaderboardTypeSchema,
  topUsers: z.array(leaderboardEntrySchema),
  userRank,
});
export type LeaderboardPreview = z.infer<typeof leaderboardPreviewSchema>;

/** Boards list this many; the preview the first three (SPEC §2). */

export const leaderboardTypeParams = z.object({ type: leaderboardTypeSchema });

/** GET /api/leaderboard?type=&preview= (SPEC §7): type defaults to xp, preview to false; unknown parameters are refused. */
export const leaderboardQuery = z.strictObject({
  type: leaderboardTypeSchema.default('xp'),
  preview: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/**
 * PUT /api/leaderboard/settings (SPEC §7): either or both. The display name is the public one
 * (2–50 characters); empty or null clears it, so the board falls back to the user's names.
 */
export const leaderboardSettingsBody = z
  .object({
    leaderboardVisible: z.boolean({ error: 'must be true or false' }).optional(),
    displayName: displayNameField.optional(),
  })
  .refine((b) => b.leaderboardVisible !== undefined || b.displayName !== undefined, {
    message: 'send leaderboardVisible, displayName or both',
  });
export type LeaderboardSettingsBody = z.infer<typeof leaderboardSettingsBody>;
