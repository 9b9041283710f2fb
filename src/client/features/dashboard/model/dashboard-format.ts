import type { SuggestionKind } from '@shared/schemas/dashboard';
import type { Workout } from '@shared/schemas/workouts';
import type { DistancePreference } from '@shared/units';
import { formatDuration, formatMilesAs, plural, relativeDay } from '@client/lib/formatting';

/**
 * Add New Workout: the Workouts screen opens its create form when `new=1` is in the URL (client
 * features do not import each other, DESIGN §2, so the URL is the hand-off). Schedule It's
 * "Log it now" adds the suggested workout itself (`logPlanHref`, shared/prefill-link.ts).
 */
export const NEW_WORKOUT_HREF = '/workouts?new=1';

/**
 * "Today · 30 min · 3 exercises · 3.1 mi": what a recent workout line says under its name, the
 * distance in the user's unit ("5 km" for a km user).
 */
export function workoutMeta(
  workout: Workout,
  timeZone: string,
  today: string,
  distanceUnit: DistancePreference,
): string {
  // The day it was done, as kept when it was logged (issue 26 §3), not re-derived in `timeZone`.
  const parts = [relativeDay(workout.day, today)];
  if (workout.duration > 0) parts.push(formatDuration(workout.duration));
  if (workout.exercises.length > 0) parts.push(plural(workout.exercises.length, 'exercise'));
  if (workout.distance > 0) parts.push(formatMilesAs(workout.distance, distanceUnit));
  return parts.join(' · ');
}

/** Each insight kind's look: an icon name and tint, so a glance tells a streak from a goal. */
export const INSIGHT_TONE: Record<SuggestionKind, 'accent' | 'danger' | 'brand'> = {
  streak: 'accent',
  'goal-overdue': 'danger',
  'goal-close': 'brand',
  'personal-best': 'accent',
  'missing-type': 'brand',
  'muscle-group': 'brand',
  comeback: 'brand',
  'first-workout': 'brand',
};
