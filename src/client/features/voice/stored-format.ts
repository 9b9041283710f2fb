/**
 * How the dialog describes what a voice command stored, so the user can check it before
 * walking away (and Undo it): one line per exercise, and a goal's target and deadline.
 */
import { formatDuration } from '@shared/duration';
import type { Goal } from '@shared/schemas/goals';
import type { Exercise } from '@shared/schemas/workouts';
import type { DistanceUnit, WeightUnit } from '@shared/units';
import { formatDay, formatNumber, formatWeight } from '@client/lib/formatting';

const DISTANCE_LABEL: Record<DistanceUnit, [one: string, many: string]> = {
  miles: ['mile', 'miles'],
  km: ['km', 'km'],
  meters: ['m', 'm'],
  yards: ['yd', 'yd'],
};

/** "3 × 12 at 135 lbs", "1 set · 2 miles · 25 min", "20 reps". */
export function exerciseSummary(
  e: Pick<Exercise, 'sets' | 'reps' | 'weight' | 'duration' | 'distance' | 'distanceUnit'>,
  weightUnit: WeightUnit,
): string {
  const parts: string[] = [];
  if (e.reps != null) {
    const reps = formatNumber(e.reps, 2);
    parts.push(e.sets > 1 ? `${e.sets} × ${reps}` : `${reps} ${e.reps === 1 ? 'rep' : 'reps'}`);
  } else if (e.sets > 1) {
    parts.push(`${e.sets} sets`);
  }
  if (e.weight != null && e.weight > 0) parts.push(`at ${formatWeight(e.weight, weightUnit)}`);
  const head = parts.join(' ');
  const extra: string[] = [];
  if (e.distance != null && e.distance > 0) {
    const [one, many] = DISTANCE_LABEL[e.distanceUnit];
    extra.push(`${formatNumber(e.distance, 2)} ${e.distance === 1 ? one : many}`);
  }
  if (e.duration != null && e.duration > 0) extra.push(formatDuration(e.duration));
  return [head, ...extra].filter(Boolean).join(' · ');
}

/** "20 miles", "10 lbs": a goal's target with its unit. */
export const goalTarget = (g: Pick<Goal, 'targetValue' | 'unit'>) =>
  `${formatNumber(g.targetValue, 2)} ${g.unit}`;

/** "Jun 30, 2026", or "No deadline". */
export const goalDeadline = (g: Pick<Goal, 'deadline'>) =>
  g.deadline ? formatDay(g.deadline) : 'No deadline';
