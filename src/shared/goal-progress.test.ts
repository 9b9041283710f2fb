import { describe, expect, it } from 'vitest';
import { isGoalCompleted, isGoalOverdue, progressPercentage } from './goal-progress';

describe('progressPercentage: current over target, rounded, capped at 100', () => {
  it.each([
    [0, 10, 0],
    [5, 10, 50],
    [1, 3, 33],
    [2, 3, 67],
    [10, 10, 100],
    [25, 10, 100],
    [199, 200, 99],
    [0.5, 1000, 0],
    [3, 0, 0],
    [0, 0, 0],
  ])('%d of %d → %i %%', (current, target, pct) => {
    expect(progressPercentage(current, target)).toBe(pct);
  });
});

describe('isGoalCompleted (SPEC §4 Goal: flagged or progress ≥ 100)', () => {
  it.each([
    [{ flagged: false, currentValue: 9, targetValue: 10 }, false],
    [{ flagged: false, currentValue: 10, targetValue: 10 }, true],
    [{ flagged: false, currentValue: 12, targetValue: 10 }, true],
    [{ flagged: true, currentValue: 0, targetValue: 10 }, true],
    [{ flagged: false, currentValue: 0, targetValue: 0 }, false],
    [{ flagged: true, currentValue: 0, targetValue: 0 }, true],
  ])('%j → %s', (g, done) => {
    expect(isGoalCompleted(g)).toBe(done);
  });
});

describe('isGoalOverdue (SPEC §4 Goal: deadline past and not complete)', () => {
  it.each([
    [{ deadline: '2026-03-09', isCompleted: false }, true],
    [{ deadline: '2026-03-10', isCompleted: false }, false],
    [{ deadline: '2026-03-11', isCompleted: false }, false],
    [{ deadline: '2026-03-09', isCompleted: true }, false],
    [{ deadline: null, isCompleted: false }, false],
  ])('%j on 2026-03-10 → %s', (g, overdue) => {
    expect(isGoalOverdue(g, '2026-03-10')).toBe(overdue);
  });
});
