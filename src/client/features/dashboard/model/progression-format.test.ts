import { describe, expect, it } from 'vitest';
import { levelFor } from '@shared/progression';
import { streakLabel, xpBar } from './progression-format';

describe('the XP bar to the next level (SPEC §9)', () => {
  const bounds = (totalXp: number) => {
    const l = levelFor(totalXp);
    return { totalXp, levelStartXp: l.start, nextLevelXp: l.next };
  };

  it.each([
    // xp, percent of the level, XP still to earn
    [0, 0, 100],
    [80, 80, 20],
    [100, 0, 300],
    [250, 50, 150],
    [399, (299 / 300) * 100, 1],
    [400, 0, 500],
  ])('%d XP → %d %% with %d XP to go', (xp, percent, toNext) => {
    expect(xpBar(bounds(xp))).toEqual({ percent, toNext });
  });

  it('stays within the bar when the bounds and the total disagree', () => {
    expect(xpBar({ totalXp: 50, levelStartXp: 100, nextLevelXp: 400 })).toEqual({
      percent: 0,
      toNext: 350,
    });
    expect(xpBar({ totalXp: 500, levelStartXp: 100, nextLevelXp: 400 })).toEqual({
      percent: 100,
      toNext: 0,
    });
    expect(xpBar({ totalXp: 0, levelStartXp: 0, nextLevelXp: 0 }).percent).toBe(0);
  });
});

describe('the streak pill', () => {
  it.each([
    [0, 'No streak yet'],
    [1, '1-day streak'],
    [12, '12-day streak'],
    [1000, '1,000-day streak'],
  ])('%d → %s', (days, text) => {
    expect(streakLabel(days)).toBe(text);
  });
});
