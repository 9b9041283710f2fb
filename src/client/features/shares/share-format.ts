import type { SharedWorkout } from './api/get-shared-workout';

type Exercise = NonNullable<SharedWorkout['exercises']>[number];

/** One line per exercise: "3 sets · 12 reps · 135 lbs · 2 min · 1.5 miles" (SPEC §2 share view). */
export function exerciseSummary(e: Exercise): string {
  const parts: string[] = [];
  if (e.sets) parts.push(`${e.sets} ${e.sets === 1 ? 'set' : 'sets'}`);
  if (e.reps) parts.push(`${e.reps} reps`);
  if (e.weight) parts.push(`${e.weight} lbs`);
  if (e.duration) parts.push(`${Math.round(e.duration / 60)} min`);
  if (e.distance) parts.push(`${e.distance} ${e.distanceUnit || 'units'}`);
  return parts.join(' · ');
}
