// The pure decisions the settle makes on what its one read found (decision 029 §3), table by
// table: a tracked goal's refresh, and the scores a change moves the stored ones to.
import { describe, expect, it } from 'vitest';
import { refreshGoals, type TrackedGoal } from './goal-tracking';
import { scoresAfter, type StoredScores } from './standings';

const now = new Date('2026-11-27T12:00:00.000Z');

const goal = (over: Partial<TrackedGoal>): TrackedGoal => ({
  id: 'g',
  userId: 'u',
  type: 'distance',
  unit: 'miles',
  tracking: 'distance',
  trackExercise: null,
  trackWorkoutType: null,
  startValue: null,
  currentValue: 0,
  targetValue: 10,
  createdAt: new Date('2026-11-01T00:00:00.000Z'),
  completed: false,
  earned: false,
  ...over,
});

describe('refreshGoals', () => {
  it.each([
    ['unchanged and short of its target: nothing', goal({ currentValue: 4 }), 4, [], []],
    ['moved, still short: the value', goal({ currentValue: 4 }), 6, [[6, null]], []],
    ['reaches its target: completed now and filled', goal({}), 10, [[10, now]], ['g']],
    [
      'already complete, moves on: the value, no fill',
      goal({ currentValue: 10, completed: true }),
      12,
      [[12, null]],
      [],
    ],
    [
      'complete again after it earned once: completed, no fill',
      goal({ currentValue: 3, earned: true }),
      11,
      [[11, now]],
      [],
    ],
    ['complete and unchanged: nothing', goal({ currentValue: 10, completed: true }), 10, [], []],
    ['over a billion: held at the column limit', goal({}), 5e9, [[1e9, now]], ['g']],
  ] as const)('%s', (_, g, raw, changes, filled) => {
    const out = refreshGoals([g], { goal_0: raw }, now);
    expect(out.changes.map((c) => [c.currentValue, c.completedAt])).toEqual(changes);
    expect(out.filled.map((f) => f.id)).toEqual(filled);
  });

  it('a body-weight goal counts from its start value to the latest weigh-in, in its unit', () => {
    const g = goal({
      type: 'weight_loss',
      tracking: 'body_weight',
      unit: 'lbs',
      startValue: 200,
      targetValue: 20,
    });
    const out = refreshGoals(
      [g],
      { goal_0: { latest: { weight: 85, unit: 'kg' }, first: null } },
      now,
    );
    expect(out.changes[0]!.currentValue).toBeCloseTo(200 - 85 * 2.20462, 1);
  });
});

describe('scoresAfter', () => {
  const stored: StoredScores = {
    scores: { visible: true, totalXp: 500, weeklyXp: 120, longestStreak: 4 },
    weeklyFrom: new Date('2026-11-20T12:00:00.000Z'),
  };
  it.each([
    ['no change', {}, { totalXp: 500, weeklyXp: 120, longestStreak: 4, visible: true }],
    [
      'an event inside the weekly window moves both boards',
      { events: [{ amount: 50, effectiveAt: now }] },
      { totalXp: 550, weeklyXp: 170, longestStreak: 4, visible: true },
    ],
    [
      'an event before the window moves the XP board only',
      { events: [{ amount: -30, effectiveAt: new Date('2026-11-19T00:00:00.000Z') }] },
      { totalXp: 470, weeklyXp: 120, longestStreak: 4, visible: true },
    ],
    [
      'a streak replaces the stored one, down too',
      { longestStreak: 2 },
      { totalXp: 500, weeklyXp: 120, longestStreak: 2, visible: true },
    ],
    [
      'hidden',
      { visible: false },
      { totalXp: 500, weeklyXp: 120, longestStreak: 4, visible: false },
    ],
  ] as const)('%s', (_, change, after) => {
    expect(scoresAfter(stored, change)).toEqual(after);
  });
});
