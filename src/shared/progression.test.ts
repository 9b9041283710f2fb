import { describe, expect, it } from 'vitest';
import {
  competitionRanks,
  dailyXpCapReached,
  goalFillEarns,
  levelFor,
  levelOf,
  levelStart,
  levelTitle,
  percentile,
  rollingEarners,
  workoutXp,
  XP_WINDOW_MS,
} from './progression';

const H = 60 * 60 * 1000;

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

describe('rollingEarners: at most `limit` earners in any 24 hours (issue 25)', () => {
  /** Sources at these hours (ids are their positions), the earners' positions. */
  const earners = (hours: number[], limit: number, before: number[] = []) => {
    const list = hours.map((h, i) => ({ id: String(i), at: h * H }));
    const won = rollingEarners(
      list,
      limit,
      before.map((h) => h * H),
    );
    return list.filter((s) => won.has(s.id)).map((s) => Number(s.id));
  };
  it.each([
    ['nothing', [], 5, [], []],
    ['five at once earn, the sixth not', [0, 0, 0, 0, 0, 0], 5, [], [0, 1, 2, 3, 4]],
    ['a minute apart: five', [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6], 5, [], [0, 1, 2, 3, 4]],
    // The zone switch of the review: ten in a minute still earn for five.
    ['ten in one minute', [0, 0, 0, 0, 0, 0.01, 0.01, 0.01, 0.01, 0.01], 5, [], [0, 1, 2, 3, 4]],
    ['24 h after the first, one earns again', [0, 1, 2, 3, 4, 23.9, 24], 5, [], [0, 1, 2, 3, 4, 6]],
    ['the window is (at − 24 h, at]', [0, 0, 0, 24, 24, 24], 3, [], [0, 1, 2, 3, 4, 5]],
    ['a non-earner does not hold a place', [0, 0, 0, 0, 20, 25], 3, [], [0, 1, 2, 5]],
    [
      'six a day, every day: five earn each day',
      [8, 10, 12, 14, 16, 18, 32, 34, 36, 38, 40, 42],
      5,
      [],
      [0, 1, 2, 3, 4, 6, 7, 8, 9, 10],
    ],
    ['earners before the list count', [10, 11, 19.5], 3, [-5, -4], [0, 2]],
    ['earners before the window do not', [10, 11, 12], 3, [-30, -24], [0, 1, 2]],
    ['goals: three in any 24 hours', [0, 1, 2, 3, 23, 26, 27], 3, [], [0, 1, 2, 5, 6]],
  ])('%s', (_, hours, limit, before, expected) => {
    expect(earners(hours, limit, before)).toEqual(expected);
  });

  it('never lets any 24 hours hold more than the limit, whatever the spacing', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const list = Array.from({ length: 400 }, (_, i) => ({ id: `s${i}`, at: 0 }));
    let at = 0;
    for (const s of list) s.at = at += Math.floor(rnd() * 6 * H);
    const won = list.filter((s) => rollingEarners(list, 5).has(s.id)).map((s) => s.at);
    for (const start of won) {
      expect(won.filter((t) => t >= start && t < start + XP_WINDOW_MS).length).toBeLessThanOrEqual(
        5,
      );
    }
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

describe('goalFillEarns (issue 26 §5): only a goal that tracks itself, filled by later activity', () => {
  it.each([
    ['manual', 'hand', false],
    ['manual', 'activity', false],
    ['distance', 'hand', false],
    ['distance', 'activity', true],
    ['duration', 'activity', true],
    ['workouts', 'activity', true],
    ['lift', 'activity', true],
    ['lift', 'hand', false],
    ['body_weight', 'activity', true],
    ['body_weight', 'hand', false],
  ] as const)('%s goal filled by %s earns: %s', (tracking, filledBy, earns) => {
    expect(goalFillEarns(tracking, filledBy)).toBe(earns);
  });
});

describe('dailyXpCapReached (issue 26 §6): a workout logged now would earn nothing', () => {
  const NOW = Date.parse('2026-05-04T12:00:00Z');
  const ago = (minutes: number) => NOW - minutes * 60_000;
  it.each([
    ['nothing earned', [], false],
    ['four earned in the last hour', [ago(50), ago(40), ago(30), ago(20)], false],
    ['five earned in the last hour', [ago(50), ago(40), ago(30), ago(20), ago(10)], true],
    [
      'five, the oldest 24 hours ago to the millisecond',
      [NOW - XP_WINDOW_MS, ago(40), ago(30), ago(20), ago(10)],
      false,
    ],
    [
      'five, the oldest a millisecond inside 24 hours',
      [NOW - XP_WINDOW_MS + 1, ago(40), ago(30), ago(20), ago(10)],
      true,
    ],
    ['five earned at this very instant', [NOW, NOW, NOW, NOW, NOW], true],
  ])('%s → %s', (_, earned, reached) => {
    expect(dailyXpCapReached(earned, NOW)).toBe(reached);
  });
});
