import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry, LeaderboardType } from '@shared/schemas/progression';
import { formatBoardValue, ownRowAfter, rankPlace } from './leaderboard-format';

describe('rank place (SPEC §2 Leaderboard)', () => {
  it.each([
    [1, { podium: 'trophy', label: 'Champion' }],
    [2, { podium: 'medal', label: 'Runner-up' }],
    [3, { podium: 'award', label: 'Third Place' }],
    [4, { podium: null, label: '#4' }],
    [50, { podium: null, label: '#50' }],
    [12345, { podium: null, label: '#12,345' }],
  ])('rank %d → %j', (rank, place) => {
    expect(rankPlace(rank)).toEqual(place);
  });
});

describe('board values with their unit (SPEC §9)', () => {
  it.each<[LeaderboardType, number, string]>([
    ['xp', 0, '0 XP'],
    ['xp', 1250, '1,250 XP'],
    ['weekly_xp', 80, '80 XP'],
    ['level', 7, 'Level 7'],
    ['streak', 1, '1 day'],
    ['streak', 12, '12 days'],
    ['streak', 0, '0 days'],
  ])('%s %d → %s', (type, value, text) => {
    expect(formatBoardValue(type, value)).toBe(text);
  });
});

describe("the caller's own row after the top rows", () => {
  const entry = (userId: string, rank: number, isCurrentUser = false): LeaderboardEntry => ({
    userId,
    rank,
    displayName: userId,
    profileImageUrl: null,
    value: 100 - rank,
    isCurrentUser,
  });
  const top3 = [entry('a', 1), entry('b', 2), entry('c', 3)];

  it.each<[string, LeaderboardEntry[], LeaderboardEntry | null, string | null]>([
    ['no rank (hidden, or nothing scored)', top3, null, null],
    ['rank above 3', top3, entry('me', 7, true), 'me'],
    [
      'among the top rows',
      [entry('a', 1), entry('me', 2, true), entry('c', 3)],
      entry('me', 2, true),
      null,
    ],
    ['tied for third but not listed', top3, entry('me', 3, true), 'me'],
    ['first on an otherwise empty board', [entry('me', 1, true)], entry('me', 1, true), null],
  ])('%s', (_, shown, userRank, expected) => {
    expect(ownRowAfter(shown, userRank)?.userId ?? null).toBe(expected);
  });
});
