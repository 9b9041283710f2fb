import type { Exercise } from '@shared/schemas/workouts';
import {
  formatDistanceAs,
  formatDuration,
  formatExerciseWeight,
  type UnitPrefs,
} from '@client/lib/formatting';

type Amounted = Pick<
  Exercise,
  'sets' | 'reps' | 'weight' | 'weightUnit' | 'duration' | 'distance' | 'distanceUnit'
> & { setList?: Exercise['setList'] };

/** True when every set was the same (or there is one): "3 × 10" then says it all. */
function uniformSets(e: Amounted): boolean {
  const sets = e.setList ?? [];
  const first = sets[0];
  if (!first) return true;
  return sets.every(
    (s) =>
      s.reps === first.reps &&
      s.weight === first.weight &&
      s.weightUnit === first.weightUnit &&
      s.duration === first.duration,
  );
}

/**
 * An exercise in a few characters: "3 × 10 · 135 lbs", "3 × 45 s", "30 min · 5 km", and for
 * sets that differ (a pyramid) "3 sets · top 175 lbs × 6". Weights and distances show in the
 * user's units (issue 8), as typed when the units agree.
 */
export function exerciseAmount(e: Amounted, prefs: UnitPrefs): string {
  const parts: string[] = [];
  const weight =
    e.weight != null && e.weight > 0 ? formatExerciseWeight({ weight: e.weight, setList: e.setList }, prefs.weightUnit) : null; // prettier-ignore
  if (!uniformSets(e)) {
    parts.push(`${e.sets} sets`);
    const top = [weight, e.reps != null ? String(e.reps) : null].filter(Boolean).join(' × ');
    if (top) parts.push(`top ${top}`);
  } else {
    if (e.reps != null) parts.push(`${e.sets} × ${e.reps}`);
    else if (e.duration != null) {
      const time = formatDuration(e.duration);
      parts.push(e.sets > 1 ? `${e.sets} × ${time}` : time);
    } else if (e.sets > 1) parts.push(`${e.sets} sets`);
    if (weight) parts.push(weight);
  }
  if (e.distance != null && e.distance > 0) {
    parts.push(formatDistanceAs(e.distance, e.distanceUnit, prefs.distanceUnit));
  }
  return parts.join(' · ');
}
