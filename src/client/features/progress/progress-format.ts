import type { Exercise } from '@shared/schemas/workouts';
import type { WeightUnit } from '@shared/units';
import { formatDuration, formatNumber, formatWeight } from '@client/lib/formatting';

const DISTANCE_LABEL: Record<Exercise['distanceUnit'], string> = {
  miles: 'mi',
  km: 'km',
  meters: 'm',
  yards: 'yd',
};

/**
 * An exercise in a few characters: "3 × 10 · 135 lbs", "3 × 45 s", "30 min · 5 km". Weights show in the
 * user's unit (issue 3 Units), distances in the unit they were entered in.
 */
export function exerciseAmount(e: Exercise, unit: WeightUnit): string {
  const parts: string[] = [];
  if (e.reps != null) parts.push(`${e.sets} × ${e.reps}`);
  else if (e.duration != null) {
    const time = formatDuration(e.duration);
    parts.push(e.sets > 1 ? `${e.sets} × ${time}` : time);
  } else if (e.sets > 1) parts.push(`${e.sets} sets`);
  if (e.weight != null && e.weight > 0) parts.push(formatWeight(e.weight, unit));
  if (e.distance != null && e.distance > 0) {
    parts.push(`${formatNumber(e.distance, 2)} ${DISTANCE_LABEL[e.distanceUnit]}`);
  }
  return parts.join(' · ');
}
