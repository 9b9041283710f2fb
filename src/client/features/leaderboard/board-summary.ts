import { percentile } from '@shared/progression';
import type { Leaderboard } from '@shared/schemas/progression';
import { formatBoardValue } from '@client/components/leaderboard/leaderboard-format';
import { formatNumber } from '@client/lib/formatting';

/**
 * SPEC §2 Leaderboard summary cards: total participants, the leading score with its unit, and
 * the current leader's name or 'No Leader'. Ties at the top show the first listed.
 */
export function boardSummary(board: Pick<Leaderboard, 'type' | 'entries' | 'totalUsers'>) {
  const leader = board.entries[0];
  return {
    participants: formatNumber(board.totalUsers, 0),
    leadingScore: leader ? formatBoardValue(board.type, leader.value) : '—',
    leader: leader?.displayName ?? 'No Leader',
  };
}

/**
 * The banner over the list, only when the caller has a rank (SPEC §2): 'Your Rank: #N' and
 * 'Better than X% of users' with SPEC §9's percentile.
 */
export function rankBanner(board: Pick<Leaderboard, 'userRank' | 'totalUsers'>) {
  if (!board.userRank) return null;
  const { rank } = board.userRank;
  return {
    rank: `Your Rank: #${formatNumber(rank, 0)}`,
    percentile: `Better than ${percentile(rank, board.totalUsers)}% of users`,
    total: `${formatNumber(board.totalUsers, 0)} ${board.totalUsers === 1 ? 'user' : 'users'}`,
  };
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Last updated 3:04:09 PM' in the user's zone: to the second, as the page polls every 30 s. */
export function lastUpdatedLabel(iso: string, timeZone: string): string {
  let f = timeFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeStyle: 'medium' });
    timeFormats.set(timeZone, f);
  }
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? 'Last updated just now' : `Last updated ${f.format(at)}`;
}
