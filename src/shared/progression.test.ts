import { describe, expect, it } from 'vitest';
import {
  competitionRanks,
  dayGoalXp,
  dayWorkoutXp,
  levelFor,
  levelOf,
  levelStart,
  levelTitle,
  longestRun,
  percentile,
  streakDayOf,
  streaks,
  workoutXp,
} from './progression';

describe('workoutXp: 25 + 5 × min(exercises, 10) + min(minutes, 120)', () => {
  it.each([
    [0, 0, 25],
    [1, 0, 30],
    [2, 59, 35],
    [2, 60, 36],
    [10, 3600, 135],
    [11, 3600, 135],
    [3, 7200, 160],
    [3, 7260, 160],
    [50, 864000, 195],
  ])('%i exercises, %i s → %i XP', (exercises, seconds, xp) => {
    expect(workoutXp(exercises, seconds)).toBe(xp);
  });
});

describe('dayWorkoutXp: the first five of a day earn', () => {
  it('gives the sixth and later nothing, in logging order', () => {
    const day = Array.from({ length: 7 }, (_, i) => ({
      id: `w${i}`,
      exerciseCount: 1,
      durationSeconds: i * 60,
    }));
    expect([...dayWorkoutXp(day).values()]).toEqual([30, 31, 32, 33, 34, 0, 0]);
  });
  it('gives goals 100 for the first three of a day', () => {
    const goals = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect([...dayGoalXp(goals).values()]).toEqual([100, 100, 100, 0]);
  });
});

describe('levels (SPEC §9)', () => {
  it.each([
    [0, 1, 'Rookie'],
    [99, 1, 'Rookie'],
    [100, 2, 'Trainee'],
    [399, 2, 'Trainee'],
    [400, 3, 'Trainee'],
    [900, 4, 'Enthusiast'],
    [2500, 6, 'Enthusiast'],
    [3600, 7, 'Athlete'],
    [8100, 10, 'Athlete'],
    [10000, 11, 'Competitor'],
    [19600, 15, 'Competitor'],
    [22500, 16, 'Champion'],
    [36100, 20, 'Champion'],
    [40000, 21, 'Elite'],
    [62500, 26, 'Master'],
    [84100, 30, 'Master'],
    [89999, 30, 'Master'],
    [90000, 31, 'Legend'],
  ])('%i XP is level %i, %s', (xp, level, title) => {
    expect(levelOf(xp)).toBe(level);
    expect(levelTitle(level)).toBe(title);
    expect(levelFor(xp)).toMatchObject({ level, title });
  });
  it('starts level n at 100·(n−1)² and knows the bar to the next', () => {
    expect([1, 2, 3, 10].map(levelStart)).toEqual([0, 100, 400, 8100]);
    expect(levelFor(250)).toEqual({
      level: 2,
      title: 'Trainee',
      start: 100,
      next: 400,
      intoLevel: 150,
      span: 300,
    });
  });
  it('is exact at every level boundary up to level 1000', () => {
    for (let n = 1; n <= 1000; n++) {
      expect(levelOf(levelStart(n))).toBe(n);
      expect(levelOf(levelStart(n + 1) - 1)).toBe(n);
    }
  });
});

describe('ranks and percentiles', () => {
  it.each([
    [[], []],
    [[90], [1]],
    [
      [90, 90, 40],
      [1, 1, 3],
    ],
    [
      [90, 80, 80, 80, 10],
      [1, 2, 2, 2, 5],
    ],
    [
      [5, 5, 5],
      [1, 1, 1],
    ],
  ])('competitionRanks(%j) = %j', (values, ranks) => {
    expect(competitionRanks(values)).toEqual(ranks);
  });
  it.each([
    [1, 1, 100],
    [1, 4, 100],
    [4, 4, 25],
    [2, 3, 67],
    [3, 3, 33],
    [500, 1000, 50],
    [1, 0, 0],
  ])('rank %i of %i is better than %i %%', (rank, total, p) => {
    expect(percentile(rank, total)).toBe(p);
  });
});

describe('streaks in local days (DESIGN §6)', () => {
  it.each([
    [[], '2026-03-10', 0, 0],
    [['2026-03-10'], '2026-03-10', 1, 1],
    [['2026-03-09'], '2026-03-10', 1, 1],
    [['2026-03-08'], '2026-03-10', 0, 1],
    [['2026-03-08', '2026-03-09', '2026-03-10'], '2026-03-10', 3, 3],
    [['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-05'], '2026-03-05', 1, 3],
    [['2025-12-31', '2026-01-01', '2026-01-01'], '2026-01-02', 2, 2],
  ])('%j on %s: current %i, longest %i', (days, today, current, longest) => {
    expect(streaks(days, today)).toEqual({ current, longest });
  });
  it('longestRun counts each day once', () => {
    expect(longestRun(['2026-01-02', '2026-01-01', '2026-01-02'])).toBe(2);
  });
  it.each([
    ['2026-03-10', '2026-03-10', '2026-03-10'],
    ['2026-03-09', '2026-03-10', '2026-03-09'],
    ['2026-03-08', '2026-03-10', null],
    ['2026-03-11', '2026-03-10', null],
  ])('a workout of %s logged on %s extends a streak on %s', (workoutDay, loggedDay, day) => {
    expect(streakDayOf(workoutDay, loggedDay)).toBe(day);
  });
});
