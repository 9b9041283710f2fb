import type { Share, ShareStatus, ShareView } from '@shared/schemas/shares';
import { DISTANCE_LABEL } from '@shared/unit-display';
import { topSet } from '@shared/sets';
import { DISTANCE_UNITS, type DistanceUnit } from '@shared/units';
import {
  formatDay,
  formatDistanceAs,
  formatDuration,
  formatExerciseWeight,
  formatNumber,
  milesValueIn,
  type UnitPrefs,
} from '@client/lib/formatting';
import type { SharedWorkout } from '../api/get-shared-workout';

type Exercise = Pick<
  SharedWorkout['exercises'][number],
  'sets' | 'reps' | 'weight' | 'duration' | 'distance' | 'distanceUnit'
> &
  Partial<Pick<SharedWorkout['exercises'][number], 'weightUnit' | 'setList'>>;

/**
 * The sharer's units (issue 8): the page shows amounts as its owner sees them. An answer without
 * them (an older server) gives null, and amounts then show as they were typed.
 */
export function shareUnits(
  share: Pick<ShareView, 'units'> | { units?: undefined },
): UnitPrefs | null {
  return share.units
    ? { weightUnit: share.units.weight, distanceUnit: share.units.distance }
    : null;
}

const isDistanceUnit = (u: string | null): u is DistanceUnit =>
  (DISTANCE_UNITS as readonly (string | null)[]).includes(u);

/** A weight as typed (the top set's own unit), or in the sharer's unit when known. */
function weightText(e: Exercise, units: UnitPrefs | null): string {
  const to = units?.weightUnit ?? (e.setList ? topSet(e.setList)?.weightUnit : undefined) ?? 'lb';
  return formatExerciseWeight({ weight: e.weight!, setList: e.setList }, to);
}

/** A distance as typed, or in the sharer's unit; one label per unit ("mi", "km", "m", "yd"). */
function distanceText(e: Exercise, units: UnitPrefs | null): string {
  const unit = e.distanceUnit;
  if (!isDistanceUnit(unit)) return `${formatNumber(e.distance!, 2)} ${unit || 'units'}`;
  if (units) return formatDistanceAs(e.distance!, unit, units.distanceUnit);
  return `${formatNumber(e.distance!, 2)} ${DISTANCE_LABEL[unit]}`;
}

/**
 * One line per exercise (SPEC §2 share view): "3 sets · 12 reps · 135 lbs · 2 min · 1.5 mi",
 * weights and distances in the sharer's units (as typed when they agree). Sets that differ (a
 * pyramid) read "3 sets · top 175 lbs × 6".
 */
export function exerciseSummary(e: Exercise, units: UnitPrefs | null = null): string {
  const parts: string[] = [];
  const sets = e.setList ?? [];
  const varied = sets.length > 1 && sets.some((s) => s.reps !== sets[0]!.reps || s.weight !== sets[0]!.weight); // prettier-ignore
  if (e.sets) parts.push(`${e.sets} ${e.sets === 1 ? 'set' : 'sets'}`);
  if (varied) {
    const top = [e.weight ? weightText(e, units) : null, e.reps ? String(e.reps) : null];
    if (top.some(Boolean)) parts.push(`top ${top.filter(Boolean).join(' × ')}`);
  } else {
    if (e.reps) parts.push(`${e.reps} reps`);
    if (e.weight) parts.push(weightText(e, units));
  }
  if (e.duration) parts.push(formatDuration(e.duration));
  if (e.distance) parts.push(distanceText(e, units));
  return parts.join(' · ');
}

/** A progress share's distance total (miles on the wire) in the sharer's unit. */
export function sharedDistance(miles: number, units: UnitPrefs | null) {
  const to = units?.distanceUnit ?? 'mi';
  return { label: to === 'km' ? 'Kilometers' : 'Miles', value: milesValueIn(miles, to) };
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
