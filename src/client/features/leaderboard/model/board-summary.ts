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
 * Whether anyone ranks below `rank`: from the listed entries when the list holds everyone ranked,
 * else yes when a listed entry is behind; null when the list cannot tell (the caller is past it).
 */
function anyoneBehind(board: Pick<Leaderboard, 'entries' | 'totalUsers'>, rank: number) {
  if (board.entries.some((e) => e.rank > rank)) return true;
  if (board.entries.length >= board.totalUsers) return false;
  const last = board.entries.at(-1);
  return last && rank < last.rank ? true : null;
}

/**
 * The banner over the list, only when the caller has a rank (SPEC §2): 'Your Rank: #N' and
 * 'Better than X% of users' with SPEC §9's percentile, said only when someone ranks below the
 * caller (issue 26: a board where everyone ties at #1 said "Better than 100% of users"). With
 * nobody below, a tie for first or a board of one says so, and last place says nothing more.
 */
export function rankBanner(board: Pick<Leaderboard, 'userRank' | 'totalUsers' | 'entries'>) {
  if (!board.userRank) return null;
  const { rank } = board.userRank;
  const total = board.totalUsers;
  const behind = anyoneBehind(board, rank);
  const standing =
    behind !== false
      ? `Better than ${percentile(rank, total)}% of users`
      : total <= 1
        ? 'The only one on this board so far'
        : rank === 1
          ? `Tied for first with everyone here`
          : null;
  return {
    rank: `Your Rank: #${formatNumber(rank, 0)}`,
    percentile: standing,
    total: `${formatNumber(total, 0)} ${total === 1 ? 'user' : 'users'}`,
  };
}

/**
 * The caller's own row to show under the list when the top 50 leave it out (a rank past 50, or
 * past the people it ties with there): where they stand and their score stay on the screen, as
 * the podium's rows do, not only the banner's rank. Null when the list already shows them or they
 * have no rank.
 */
export function ownRowBelow(board: Pick<Leaderboard, 'userRank' | 'entries'>) {
  if (!board.userRank || board.entries.some((e) => e.isCurrentUser)) return null;
  return { ...board.userRank, isCurrentUser: true };
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
