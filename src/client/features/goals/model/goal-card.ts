import { daysBetween, localDayOf, type LocalDay } from '@shared/local-day';
import { isGoalOverdue } from '@shared/goal-progress';
import type { Goal } from '@shared/schemas/goals';
import { WORKOUT_TYPE_LABELS } from '@client/components/brand/WorkoutTypeIcon';
import {
  formatDay,
  formatGoalProgress,
  formatGoalValue,
  formatShortDay,
  type UnitPrefs,
} from '@client/lib/formatting';

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

type AmountGoal = Pick<Goal, 'currentValue' | 'targetValue' | 'unit' | 'type' | 'tracking'>;

/**
 * "20 / 50 mi", "3 / 20 workouts", "1.4 / 6.8 kg lost": the progress and target in the user's
 * units (issue 8). A body-weight goal counts what was lost or gained, and says which.
 */
export const goalAmountText = (goal: AmountGoal, prefs: UnitPrefs) =>
  formatGoalProgress(goal, prefs);

type TrackedGoal = Pick<
  Goal,
  'tracking' | 'createdAt' | 'trackExercise' | 'trackWorkoutType' | 'startValue' | 'unit'
>;

/**
 * Where a tracked goal's progress comes from, and since when (issue 8): "Tracked from your
 * workouts since Mar 3", "Tracked from your weigh-ins since Mar 3 · started at 180 lbs". Null
 * for a goal the user updates by hand.
 */
export function trackingText(goal: TrackedGoal, timeZone: string, prefs: UnitPrefs): string | null {
  if (goal.tracking === 'manual') return null;
  const since = formatShortDay(localDayOf(Date.parse(goal.createdAt), timeZone));
  if (goal.tracking === 'body_weight') {
    const start =
      goal.startValue === null
        ? ''
        : ` · started at ${formatGoalValue(goal.startValue, goal.unit, prefs)}`;
    return `Tracked from your weigh-ins since ${since}${start}`;
  }
  const what = goal.trackWorkoutType
    ? `your ${WORKOUT_TYPE_LABELS[goal.trackWorkoutType].toLowerCase()} workouts`
    : 'your workouts';
  const lift =
    goal.tracking === 'lift' && goal.trackExercise ? `Best ${goal.trackExercise}, t` : 'T';
  return `${lift}racked from ${what} since ${since}`;
}
