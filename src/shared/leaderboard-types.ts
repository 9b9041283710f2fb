/**
 * The leaderboards' names and units (SPEC §3, §9), apart from their zod schemas
 * (schemas/progression.ts re-exports them): Home's weekly leaders import these without loading
 * zod on its first load (issue 30 §3).
 */

/** SPEC §3 leaderboard types, in the order the page's tabs show them. */
export const LEADERBOARD_TYPES = ['xp', 'level', 'streak', 'weekly_xp'] as const;
export type LeaderboardType = (typeof LEADERBOARD_TYPES)[number];

export const LEADERBOARD_SIZE = 50;
export const PREVIEW_SIZE = 3;

/** The units SPEC §9 shows after a board's values. */
export const LEADERBOARD_UNITS: Record<LeaderboardType, string> = {
  xp: 'XP',
  level: 'Level',
  streak: 'days',
  weekly_xp: 'XP',
};

export const LEADERBOARD_LABELS: Record<LeaderboardType, string> = {
  xp: 'Total XP',
  level: 'Level',
  streak: 'Longest Streak',
  weekly_xp: 'Weekly XP',
};
