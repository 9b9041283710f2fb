import { describe, expect, it } from 'vitest';
import { deadlineText, goalAmountText, goalCardState } from './goal-card';

const TODAY = '2026-03-10';
const g = (o: {
  isCompleted?: boolean;
  progressPercentage?: number;
  deadline?: string | null;
}) => ({
  isCompleted: false,
  progressPercentage: 40,
  deadline: null,
  ...o,
});

describe('goal card state (SPEC §4 Goal)', () => {
  it.each([
    [g({}), 'active'],
    [g({ isCompleted: true }), 'completed'],
    [g({ progressPercentage: 100 }), 'completed'],
    [g({ deadline: '2026-03-09' }), 'overdue'],
    [g({ deadline: TODAY }), 'active'], // due today is not late yet
    [g({ deadline: '2026-03-09', isCompleted: true }), 'completed'], // done beats late
  ])('%j is %s', (goal, state) => {
    expect(goalCardState(goal, TODAY)).toBe(state);
  });
});

describe('deadline line', () => {
  it.each([
    [g({}), null],
    [g({ deadline: '2026-03-09' }), 'Overdue · was due Mar 9, 2026'],
    [g({ deadline: TODAY }), 'Due today'],
    [g({ deadline: '2026-03-11' }), 'Due tomorrow'],
    [g({ deadline: '2026-03-15' }), 'Due Mar 15, 2026 · 5 days left'],
    [g({ deadline: '2026-06-01' }), 'Due Jun 1, 2026'],
    [g({ deadline: '2026-03-01', isCompleted: true }), 'Deadline Mar 1, 2026'],
  ])('%j reads %s', (goal, text) => {
    expect(deadlineText(goal, TODAY)).toBe(text);
  });
});

it('shows amounts with their unit', () => {
  expect(goalAmountText({ currentValue: 12.5, targetValue: 50, unit: 'miles' })).toBe(
    '12.5 / 50 miles',
  );
});
