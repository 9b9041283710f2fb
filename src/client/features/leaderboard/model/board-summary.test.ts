import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry, LeaderboardType } from '@shared/schemas/progression';
import { boardSummary, lastUpdatedLabel, ownRowBelow, rankBanner } from './board-summary';

const entry = (rank: number, value: number, displayName = `User ${rank}`): LeaderboardEntry => ({
  userId: `u${rank}`,
  rank,
  displayName,
  profileImageUrl: null,
  value,
  isCurrentUser: false,
});

describe('summary cards (SPEC §2 Leaderboard)', () => {
  it.each<[string, LeaderboardType, LeaderboardEntry[], number, ReturnType<typeof boardSummary>]>([
    ['an empty board', 'xp', [], 0, { participants: '0', leadingScore: '—', leader: 'No Leader' }],
    [
      'total XP',
      'xp',
      [entry(1, 12500, 'Grace Hopper'), entry(2, 900)],
      1204,
      { participants: '1,204', leadingScore: '12,500 XP', leader: 'Grace Hopper' },
    ],
    [
      'levels',
      'level',
      [entry(1, 12, 'Ada')],
      3,
      { participants: '3', leadingScore: 'Level 12', leader: 'Ada' },
    ],
    [
      'streaks',
      'streak',
      [entry(1, 9, 'Ada')],
      2,
      { participants: '2', leadingScore: '9 days', leader: 'Ada' },
    ],
  ])('%s', (_, type, entries, totalUsers, summary) => {
    expect(boardSummary({ type, entries, totalUsers })).toEqual(summary);
  });
});

describe('your rank banner (SPEC §2, §9 percentile)', () => {
  // The board's listed ranks, the caller's rank, the users ranked, and the banner.
  it.each([
    [[1, 2], null, 10, null],
    [
      [1, 2, 3, 4],
      1,
      4,
      { rank: 'Your Rank: #1', percentile: 'Better than 100% of users', total: '4 users' },
    ],
    [
      [1, 2, 3, 4],
      3,
      4,
      { rank: 'Your Rank: #3', percentile: 'Better than 50% of users', total: '4 users' },
    ],
    [
      [1, 1, 3, 3],
      1,
      4,
      { rank: 'Your Rank: #1', percentile: 'Better than 100% of users', total: '4 users' },
    ],
    [
      Array.from({ length: 50 }, (_, i) => i + 1),
      1234,
      10000,
      { rank: 'Your Rank: #1,234', percentile: 'Better than 88% of users', total: '10,000 users' },
    ],
    // Issue 26: nobody below the caller, so no "Better than 100%".
    [
      [1, 1, 1],
      1,
      3,
      { rank: 'Your Rank: #1', percentile: 'Tied for first with everyone here', total: '3 users' },
    ],
    [
      [1],
      1,
      1,
      { rank: 'Your Rank: #1', percentile: 'The only one on this board so far', total: '1 user' },
    ],
    // Last place beats nobody: the line is left out.
    [[1, 2, 3, 4], 4, 4, { rank: 'Your Rank: #4', percentile: null, total: '4 users' }],
    [[1, 2, 2], 2, 3, { rank: 'Your Rank: #2', percentile: null, total: '3 users' }],
  ] as const)('ranks %j, caller #%j of %d', (ranks, rank, totalUsers, banner) => {
    const entries = ranks.map((r, i) => entry(r, 100 - i));
    const userRank = rank === null ? null : { ...entry(rank, 1), isCurrentUser: true };
    expect(rankBanner({ userRank, totalUsers, entries })).toEqual(banner);
  });
});

describe('the own row under the list', () => {
  const me = { ...entry(11, 1, 'Me'), userId: 'me', isCurrentUser: true };
  // The listed entries, the caller's own row, and the row shown under the list.
  it.each([
    ['listed: nothing more', [entry(1, 5), me], me, null],
    ['left out by the top (a tie past 50): shown', [entry(1, 5), entry(11, 1)], me, me],
    ['no rank (hidden, or nothing scored): nothing', [entry(1, 5)], null, null],
    ['an empty board and no rank: nothing', [], null, null],
  ])('%s', (_, entries, userRank, shown) => {
    expect(ownRowBelow({ entries, userRank })).toEqual(shown);
  });

  it("marks the row as the caller's, whatever the server sent", () => {
    expect(ownRowBelow({ entries: [], userRank: { ...me, isCurrentUser: false } })).toEqual(me);
  });
});

describe('last updated', () => {
  it.each([
    ['2026-03-10T15:04:09Z', 'UTC', 'Last updated 3:04:09 PM'],
    ['2026-03-10T15:04:09Z', 'Pacific/Honolulu', 'Last updated 5:04:09 AM'],
    ['not a time', 'UTC', 'Last updated just now'],
  ])('%s in %s', (iso, zone, label) => {
    expect(lastUpdatedLabel(iso, zone)).toBe(label);
  });
});
