import { formatDuration } from '@shared/duration';
import { addDays, localDayOf, type LocalDay } from '@shared/local-day';
import type { Exercise, ExerciseSet, Intensity } from '@shared/schemas/workouts';
import {
  formatDistanceIn,
  formatMilesIn,
  formatWeightIn,
  WEIGHT_LABEL,
  weightShown,
} from '@shared/unit-display';
import type { DistancePreference, DistanceUnit, WeightUnit } from '@shared/units';
import { SET_TYPE_TAGS, type SetType } from '@shared/set-types';

/** The person's units: every weight and distance on these screens is shown in them (issue 8). */
export interface Units {
  weightUnit: WeightUnit;
  distanceUnit: DistancePreference;
}

export const INTENSITY_LABELS: Record<Intensity, string> = {
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
};

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** Up to two decimals, no trailing zeros, thousands grouped: 1500 → "1,500", 2.25 → "2.25". */
export const formatAmount = (n: number) => numbers.format(n);

/**
 * When a workout was done, on the user's own calendar (DESIGN §5): "Today, 6:30 PM",
 * "Yesterday, 7:05 AM", "Mon, Mar 3", or with the year when it is not this year's.
 * The day is the one kept when it was logged (issue 26 §3: `workout.day`), so a time-zone change
 * moves no workout to another day. The clock time is the instant's in `timeZone`, and is said
 * only when it falls on that day there: after a long trip, 23:30 in New York would read "4:30 AM"
 * in London, a time on the next day, so the line names the day alone.
 */
export function formatWorkoutDate(
  workout: { day: LocalDay; completedAt: string },
  timeZone: string,
  now: Date = new Date(),
  locale?: string,
): string {
  const { day } = workout;
  const instant = new Date(workout.completedAt);
  const today = localDayOf(now, timeZone);
  if (day === today || day === addDays(today, -1)) {
    const label = day === today ? 'Today' : 'Yesterday';
    if (localDayOf(instant, timeZone) !== day) return label;
    const time = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' }).format(instant);
    return `${label}, ${time}`;
  }
  // A calendar day: formatted at its UTC noon, in UTC, so no zone can move it.
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * "Mar 3", or "Mar 3, 2025" when not this year: last time's date, history rows. `day` is the
 * workout's kept day (issue 26 §3); `timeZone` only says which year "this year" is.
 */
export function formatShortDate(
  day: LocalDay,
  timeZone: string,
  now: Date = new Date(),
  locale = 'en-US',
): string {
  const sameYear = day.slice(0, 4) === localDayOf(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(new Date(`${day}T12:00:00Z`));
}

type SetAmounts = Pick<ExerciseSet, 'reps' | 'weight' | 'weightUnit' | 'duration' | 'distance'>;

const sameAmounts = (a: SetAmounts, b: SetAmounts) =>
  a.reps === b.reps &&
  a.weight === b.weight &&
  (a.weight === null || a.weightUnit === b.weightUnit) &&
  a.duration === b.duration &&
  a.distance === b.distance;

/** A weight's number in the person's unit: as typed when the units agree (unitDisplay). */
const weightNumber = (s: SetAmounts, unit: WeightUnit) =>
  formatAmount(weightShown(s.weight!, s.weightUnit, unit));

/** `n` identical sets: "3 × 8 @ 135 lbs", "12 reps", "3 × 45 s", "30 min · 5 km". */
function uniformText(n: number, s: SetAmounts, distanceUnit: DistanceUnit, units: Units) {
  const time = s.duration ? formatDuration(s.duration) : '';
  let amount = '';
  if (s.reps != null)
    amount = n > 1 ? `${n} × ${s.reps}` : `${s.reps} ${s.reps === 1 ? 'rep' : 'reps'}`;
  else if (time) amount = n > 1 ? `${n} × ${time}` : time;
  else if (n > 1) amount = `${n} sets`;
  const weight = s.weight ? `@ ${formatWeightIn(s.weight, s.weightUnit, units.weightUnit)}` : '';
  const extras = [
    s.reps != null && time,
    s.distance ? formatDistanceIn(s.distance, distanceUnit, units.distanceUnit) : '',
  ];
  return [[amount, weight].filter(Boolean).join(' '), ...extras].filter(Boolean).join(' · ');
}

/** One set of a varied list: "135×10", "12", "400 m in 1 min 28 s". */
function compactSet(s: SetAmounts, distanceUnit: DistanceUnit, units: Units) {
  const parts: string[] = [];
  const weight = s.weight ? weightNumber(s, units.weightUnit) : null;
  if (s.reps != null) parts.push(weight ? `${weight}×${s.reps}` : String(s.reps));
  else if (weight) parts.push(weight);
  if (s.distance) parts.push(formatDistanceIn(s.distance, distanceUnit, units.distanceUnit));
  if (s.duration) parts.push(formatDuration(s.duration));
  return parts.join(parts.length > 1 && s.distance ? ' in ' : ' · ');
}

/** The amounts of sets all of one kind: uniform ("3 × 8 @ 135 lbs") or listed ("135×10, 155×8 lbs"). */
function amountsText(sets: readonly SetAmounts[], distanceUnit: DistanceUnit, units: Units) {
  const first = sets[0]!;
  if (sets.every((s) => sameAmounts(s, first))) {
    return uniformText(sets.length, first, distanceUnit, units);
  }
  const listed = sets.map((s) => compactSet(s, distanceUnit, units)).filter(Boolean);
  const weighted = sets.some((s) => s.weight);
  const repsOnly = sets.every((s) => !s.weight && !s.duration && !s.distance);
  let text = listed.join(', ');
  if (weighted) text += ` ${WEIGHT_LABEL[units.weightUnit]}`;
  else if (repsOnly && listed.length > 0) text += ' reps';
  return text;
}

type ShownSet = SetAmounts & { done?: boolean; setType?: SetType; rpe?: number | null };

/**
 * Neighbouring sets of the same type and RPE, so each run reads once: warm-ups apart from the
 * working sets, an RPE after the sets it was felt on.
 */
function runsOf(sets: readonly ShownSet[]): ShownSet[][] {
  const runs: ShownSet[][] = [];
  for (const s of sets) {
    const run = runs.at(-1);
    const head = run?.[0];
    if (run && head && head.setType === s.setType && (head.rpe ?? null) === (s.rpe ?? null)) {
      run.push(s);
    } else runs.push([s]);
  }
  return runs;
}

/** A run with its type's tag before it and its RPE after: "W 2 × 10 @ 95 lbs", "… @ RPE 8". */
function runText(run: readonly ShownSet[], distanceUnit: DistanceUnit, units: Units) {
  const head = run[0]!;
  const tag = head.setType ? SET_TYPE_TAGS[head.setType] : null;
  const rpe = head.rpe != null ? `@ RPE ${formatAmount(head.rpe)}` : '';
  return [tag, amountsText(run, distanceUnit, units), rpe].filter(Boolean).join(' ');
}

/**
 * An exercise's sets in one line, in the person's units: identical sets as "3 × 8 @ 135 lbs",
 * a pyramid as "135×10, 155×8, 175×6 lbs"; sets of another type or with an RPE (issue 27 §2) in
 * runs, "W 10 @ 95 lbs, 8 reps @ 185 lbs @ RPE 8"; sets marked not done are counted at the end.
 */
export function setsText(
  sets: readonly ShownSet[],
  distanceUnit: DistanceUnit,
  units: Units,
): string {
  if (sets.length === 0) return '';
  const plain = sets.every((s) => (s.setType ?? 'normal') === 'normal' && s.rpe == null);
  const text = plain
    ? amountsText(sets, distanceUnit, units)
    : runsOf(sets)
        .map((run) => runText(run, distanceUnit, units))
        .join(', ');
  const skipped = sets.filter((s) => s.done === false).length;
  return skipped > 0 ? `${text} · ${skipped} not done` : text;
}

/** An exercise after its name on a card: its sets one by one, in the person's units. */
export const exerciseDetails = (e: Pick<Exercise, 'setList' | 'distanceUnit'>, units: Units) =>
  setsText(e.setList, e.distanceUnit, units);

/** "Bench Press — 3 × 8 @ 135 lbs", or the bare name when nothing was counted. */
export function exerciseLine(
  e: Pick<Exercise, 'name' | 'setList' | 'distanceUnit'>,
  units: Units,
): string {
  const details = exerciseDetails(e, units);
  return details ? `${e.name} — ${details}` : e.name;
}

export type PersonalRecord = NonNullable<Exercise['personalRecord']>;

/** What a personal record is, in the person's units: "est. 1RM 205 lbs", "25 reps". */
export function recordText(r: PersonalRecord, units: Units): string {
  switch (r.kind) {
    case 'e1rm': {
      // An estimate: whole numbers, in the person's unit.
      const shown = Math.round(weightShown(r.value, 'lb', units.weightUnit));
      return `est. 1RM ${formatAmount(shown)} ${WEIGHT_LABEL[units.weightUnit]}`;
    }
    case 'weight':
      return `top weight ${formatWeightIn(r.value, 'lb', units.weightUnit)}`;
    case 'reps':
      return `${formatAmount(r.value)} reps in a set`;
    case 'duration':
      return `longest ${formatDuration(r.value)}`;
    case 'distance':
      return `farthest ${formatMilesIn(r.value, units.distanceUnit)}`;
  }
}
