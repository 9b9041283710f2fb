import { formatDuration } from '@shared/duration';
import { addDays, localDayOf } from '@shared/localDay';
import type { Exercise, Intensity } from '@shared/schemas/workouts';
import { fromStoredLbs, type DistanceUnit, type WeightUnit } from '@shared/units';

export const INTENSITY_LABELS: Record<Intensity, string> = {
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
};

export const DISTANCE_UNIT_LABELS: Record<DistanceUnit, string> = {
  miles: 'Miles',
  km: 'Kilometers',
  meters: 'Meters',
  yards: 'Yards',
};

const DISTANCE_SHORT: Record<DistanceUnit, string> = {
  miles: 'mi',
  km: 'km',
  meters: 'm',
  yards: 'yd',
};

/** Up to two decimals, no trailing zeros, thousands grouped: 1500 → "1,500", 2.25 → "2.25". */
export const formatAmount = (n: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);

/** A workout's total distance, always in miles (SPEC §3). */
export const formatMiles = (miles: number) =>
  `${formatAmount(miles)} ${miles === 1 ? 'mile' : 'miles'}`;

/**
 * When a workout was done, on the user's own calendar (DESIGN §5): "Today, 6:30 PM",
 * "Yesterday, 7:05 AM", "Mon, Mar 3", or with the year when it is not this year's.
 */
export function formatWorkoutDate(
  iso: string,
  timeZone: string,
  now: Date = new Date(),
  locale?: string,
): string {
  const instant = new Date(iso);
  const day = localDayOf(instant, timeZone);
  const today = localDayOf(now, timeZone);
  if (day === today || day === addDays(today, -1)) {
    const time = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' }).format(instant);
    return `${day === today ? 'Today' : 'Yesterday'}, ${time}`;
  }
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
  }).format(instant);
}

type ExerciseAmounts = Pick<Exercise, 'sets' | 'reps' | 'weight' | 'duration' | 'distance'> &
  Pick<Exercise, 'distanceUnit'>;

/**
 * An exercise in one line after its name: "3 × 8 @ 135 lb", "12 reps", "3 × 45 s", "30 min · 5 km".
 * Weights are stored in pounds and shown in the user's unit (issue 3, Units); durations and
 * distances are per set, as entered.
 */
export function exerciseDetails(e: ExerciseAmounts, unit: WeightUnit): string {
  const time = e.duration ? formatDuration(e.duration) : '';
  let amount = '';
  if (e.reps != null)
    amount = e.sets > 1 ? `${e.sets} × ${e.reps}` : `${e.reps} ${e.reps === 1 ? 'rep' : 'reps'}`;
  else if (time) amount = e.sets > 1 ? `${e.sets} × ${time}` : time;
  else if (e.sets > 1) amount = `${e.sets} sets`;
  const weight = e.weight ? `@ ${formatAmount(fromStoredLbs(e.weight, unit))} ${unit}` : '';
  const extras = [
    e.reps != null && time,
    e.distance ? `${formatAmount(e.distance)} ${DISTANCE_SHORT[e.distanceUnit]}` : '',
  ];
  return [[amount, weight].filter(Boolean).join(' '), ...extras].filter(Boolean).join(' · ');
}

/** "Bench Press — 3 × 8 @ 135 lb", or the bare name when nothing was counted. */
export function exerciseLine(e: ExerciseAmounts & { name: string }, unit: WeightUnit): string {
  const details = exerciseDetails(e, unit);
  return details ? `${e.name} — ${details}` : e.name;
}
