import type { Share, ShareStatus } from '@shared/schemas/shares';
import { formatDay } from '@client/lib/formatting';
import type { SharedWorkout } from './api/get-shared-workout';

type Exercise = SharedWorkout['exercises'][number];

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

/** "Mar 1, 2026 – Mar 30, 2026", or one day. */
export function rangeLabel(start: string, end: string): string {
  return start === end ? formatDay(start) : `${formatDay(start)} – ${formatDay(end)}`;
}

/** What a link shows, for Manage Shares: "Workout: Leg Day", "Progress: Mar 1 – Mar 30". */
export function shareLabel(s: Pick<Share, 'kind' | 'workoutName' | 'rangeStart' | 'rangeEnd'>) {
  if (s.kind === 'workout') return `Workout: ${s.workoutName ?? 'deleted workout'}`;
  return s.rangeStart && s.rangeEnd
    ? `Progress: ${rangeLabel(s.rangeStart, s.rangeEnd)}`
    : 'Progress';
}

/** "Never expires", "Expires Mar 8, 2026, 3:05 PM", "Expired …", "Revoked". */
export function shareExpiryText(
  s: Pick<Share, 'expiresAt'>,
  status: ShareStatus,
  timeZone: string,
): string {
  if (status === 'revoked') return 'Revoked';
  if (!s.expiresAt) return 'Never expires';
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(s.expiresAt));
  return status === 'expired' ? `Expired ${when}` : `Expires ${when}`;
}
