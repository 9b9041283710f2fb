import { formatDuration } from '@shared/duration';
import type { PlanExercise } from '@shared/schemas/assessment';

/**
 * "3 × 12 reps", "2 × 30 s", "8 min" for a single block, "2 × 1 min 30 s" (durations in SPEC §9's
 * one format, formatDuration, never "480 s"), or "3 sets" for an exercise that names neither (as
 * the session does).
 */
export function setsText(e: Pick<PlanExercise, 'sets' | 'reps' | 'duration'>): string {
  if (e.reps != null) return `${e.sets} × ${e.reps} reps`;
  if (e.duration != null && e.sets === 1) return formatDuration(e.duration);
  if (e.duration != null) return `${e.sets} × ${formatDuration(e.duration)}`;
  return `${e.sets} ${e.sets === 1 ? 'set' : 'sets'}`;
}
