import { daysBetween, type LocalDay } from '@shared/localDay';
import { isGoalOverdue } from '@shared/goalProgress';
import type { Goal } from '@shared/schemas/goals';
import { formatDay, formatNumber } from '@client/lib/formatting';

/** SPEC §4 Goal: completed (green, congratulations), overdue (red date and message), or active. */
export type GoalCardState = 'completed' | 'overdue' | 'active';

type CardGoal = Pick<Goal, 'isCompleted' | 'progressPercentage' | 'deadline'>;

export function goalCardState(goal: CardGoal, today: LocalDay): GoalCardState {
  // The server already derives isCompleted; progress ≥ 100 is SPEC §4's rule, kept as a guard.
  if (goal.isCompleted || goal.progressPercentage >= 100) return 'completed';
  if (isGoalOverdue({ deadline: goal.deadline, isCompleted: false }, today)) return 'overdue';
  return 'active';
}

/** The date line of a goal card, or null when it has no deadline. */
export function deadlineText(goal: CardGoal, today: LocalDay): string | null {
  if (!goal.deadline) return null;
  const state = goalCardState(goal, today);
  const date = formatDay(goal.deadline);
  if (state === 'overdue') return `Overdue · was due ${date}`;
  if (state === 'completed') return `Deadline ${date}`;
  const left = daysBetween(today, goal.deadline);
  if (left === 0) return 'Due today';
  if (left === 1) return 'Due tomorrow';
  // A countdown only when it is close enough to act on.
  return left <= 14 ? `Due ${date} · ${left} days left` : `Due ${date}`;
}

export const GOAL_MESSAGES = {
  completed: 'Goal achieved! Congratulations, you hit your target.',
  overdue: 'This goal is past its deadline. Pick a new date or give it one more push.',
} as const;

/** "20 / 50 miles". */
export function goalAmountText(goal: Pick<Goal, 'currentValue' | 'targetValue' | 'unit'>) {
  return `${formatNumber(goal.currentValue)} / ${formatNumber(goal.targetValue)} ${goal.unit}`;
}
