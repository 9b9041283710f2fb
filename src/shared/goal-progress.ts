import type { LocalDay } from './local-day';

/**
 * Goals count up: `currentValue` is the progress made toward `targetValue` (for a weight-loss
 * goal, the pounds lost so far). The percentage is capped at 100 (issue 3).
 * A target of 0 gives 0 %: there is no progress to measure, and a goal must not complete (and
 * earn its XP, DESIGN §6) the moment it is created; the user can still mark it completed.
 * Rounding never shows 100 % short of the target (199 of 200 is 99 %), so 100 % means reached.
 */
export function progressPercentage(currentValue: number, targetValue: number): number {
  if (!(targetValue > 0) || !(currentValue > 0)) return 0;
  if (currentValue >= targetValue) return 100;
  return Math.min(99, Math.round((currentValue / targetValue) * 100));
}

/** SPEC §4 Goal: complete when flagged completed or progress ≥ 100. */
export function isGoalCompleted(g: {
  flagged: boolean;
  currentValue: number;
  targetValue: number;
}): boolean {
  return g.flagged || progressPercentage(g.currentValue, g.targetValue) >= 100;
}

/** SPEC §4 Goal: overdue when the deadline is past (before today, locally) and not complete. */
export function isGoalOverdue(
  g: { deadline: LocalDay | null; isCompleted: boolean },
  today: LocalDay,
): boolean {
  return !g.isCompleted && g.deadline !== null && g.deadline < today;
}
