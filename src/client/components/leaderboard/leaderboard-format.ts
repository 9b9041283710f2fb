import { LEADERBOARD_UNITS, type LeaderboardType } from '@shared/leaderboard-types';
import type { LeaderboardEntry } from '@shared/schemas/progression';
import { formatNumber } from '@client/lib/formatting';

/** The three podium places SPEC §2 names, each with its icon; every other rank is '#N'. */
export type Podium = 'trophy' | 'medal' | 'award';

const PODIUM: Record<number, { podium: Podium; label: string }> = {
  1: { podium: 'trophy', label: 'Champion' },
  2: { podium: 'medal', label: 'Runner-up' },
  3: { podium: 'award', label: 'Third Place' },
};

/** SPEC §2 Leaderboard: rank 1 trophy 'Champion', 2 medal 'Runner-up', 3 award 'Third Place'. */
export function rankPlace(rank: number): { podium: Podium | null; label: string } {
  return PODIUM[rank] ?? { podium: null, label: `#${formatNumber(rank, 0)}` };
}

/**
 * A board's value with SPEC §9's unit: "1,250 XP", "Level 7", "12 days". The level reads with
 * its unit first, as levels are said; one day is "1 day".
 */
export function formatBoardValue(type: LeaderboardType, value: number): string {
  const n = formatNumber(value, 0);
  if (type === 'level') return `${LEADERBOARD_UNITS.level} ${n}`;
  if (type === 'streak' && value === 1) return `${n} day`;
  return `${n} ${LEADERBOARD_UNITS[type]}`;
}

/**
 * The caller's own row, to show after the top rows when it is not among them (SPEC §2: the
 * preview shows it when the rank is above 3). Judged by who is listed rather than by the number,
 * so a caller tied for third behind three others listed first still sees their row.
 */
export function ownRowAfter(
  shown: readonly LeaderboardEntry[],
  userRank: LeaderboardEntry | null,
): LeaderboardEntry | null {
  if (!userRank || shown.some((e) => e.isCurrentUser || e.userId === userRank.userId)) return null;
  return userRank;
}
