import { formatDay, formatWeekdayDay } from '@shared/day-format';
import { addDays, localDayOf, type LocalDay } from '@shared/local-day';
import type { ExerciseSet } from '@shared/schemas/workouts';
import { topSet } from '@shared/sets';
import {
  DISTANCE_LABEL,
  distanceShown,
  formatDistanceIn,
  formatMilesIn,
  formatWeightIn,
  milesShown,
  WEIGHT_LABEL,
  weightShown,
} from '@shared/unit-display';
import { type DistancePreference, type DistanceUnit, type WeightUnit } from '@shared/units';

/**
 * How numbers, days and amounts read on screen. English (US) like the rest of the UI; days are
 * the user's local days (DESIGN §5), so callers pass the user's zone or a local day. Weights and
 * distances follow the user's units through src/shared/unit-display.ts (issue 8): a value shows
 * exactly as typed when the units agree and converted to a tenth when they differ, with one label
 * per unit ('lbs', 'kg', 'mi', 'km').
 */
const numberFormats = new Map<number, Intl.NumberFormat>();

/** 1234.5 → "1,234.5"; at most `digits` decimals, none when whole. */
export function formatNumber(value: number, digits = 1): string {
  let f = numberFormats.get(digits);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    numberFormats.set(digits, f);
  }
  return f.format(value);
}

/** Miles to the hundredth, as the API rounds them (issue 3): 3.1, 0.25, 12. The number only. */
export const formatMiles = (miles: number) => formatNumber(miles, 2);

/** The user's two unit preferences (User.weightUnit, User.distanceUnit). */
export interface UnitPrefs {
  weightUnit: WeightUnit;
  distanceUnit: DistancePreference;
}

/** A total in miles (Workout.distance, today's miles) in the preferred unit: "3.11 mi", "5 km". */
export const formatMilesAs = (miles: number, to: DistancePreference) => formatMilesIn(miles, to);

/** A total in miles as a bare number in the preferred unit (a stat tile's value). */
export const milesValueIn = (miles: number, to: DistancePreference) =>
  formatNumber(milesShown(miles, to), 2);

/** A weight typed in `from`, shown in `to`: "135 lbs", "61.2 kg". */
export const formatWeightAs = (value: number, from: WeightUnit, to: WeightUnit) =>
  formatWeightIn(value, from, to);

/** A distance typed in `from`, shown in the preferred unit: "5 km", "3.11 mi", "400 m". */
export const formatDistanceAs = (value: number, from: DistanceUnit, to: DistancePreference) =>
  formatDistanceIn(value, from, to);

/**
 * A stored weight in pounds (SPEC §3 Exercise.weight) in the user's unit: "135 lbs", "61.2 kg".
 * Where the unit it was typed in is known, prefer `formatExerciseWeight`, which shows it as typed.
 */
export function formatWeight(lbs: number, unit: WeightUnit): string {
  return formatWeightIn(lbs, 'lb', unit);
}

/**
 * An exercise's (top set's) weight: `weight` is the summary, pounds (SPEC §3; the wire names it
 * 'lb', issue 26 §4), and the set list holds the top set as it was typed. It is shown as typed
 * when that is the user's unit ("60 kg" stays "60 kg" for a kg user, never "59.9 kg"), and
 * converted once otherwise; without the sets, the pounds are converted.
 */
export function formatExerciseWeight(
  e: { weight: number; setList?: readonly Pick<ExerciseSet, 'reps' | 'weight' | 'weightUnit'>[] },
  to: WeightUnit,
): string {
  const top = e.setList ? topSet(e.setList) : undefined;
  if (top?.weight) return formatWeightIn(top.weight, top.weightUnit, to);
  return formatWeightIn(e.weight, 'lb', to);
}

/** The goal units that are weights and distances, as unitDisplay knows them. */
const GOAL_WEIGHT: Partial<Record<string, WeightUnit>> = { lbs: 'lb', pounds: 'lb', kg: 'kg' };
const GOAL_DISTANCE: Partial<Record<string, DistanceUnit>> = { miles: 'miles', km: 'km' };

/** One label per goal unit, in both goal forms and on every card ('pounds' reads 'lbs'). */
export function goalUnitLabel(unit: string): string {
  const weight = GOAL_WEIGHT[unit];
  if (weight) return WEIGHT_LABEL[weight];
  const distance = GOAL_DISTANCE[unit];
  if (distance) return DISTANCE_LABEL[distance];
  return unit;
}

/**
 * A goal's number as the user reads it: weight and distance goals in the preferred unit (a
 * 15 lbs goal shows 6.8 kg for a kg user; the goal keeps what it was typed in), other units as
 * they are. `label` is the unit's one label.
 */
export function goalValueShown(
  value: number,
  unit: string,
  prefs: UnitPrefs,
): { value: number; label: string } {
  const weight = GOAL_WEIGHT[unit];
  if (weight) {
    return { value: weightShown(value, weight, prefs.weightUnit), label: WEIGHT_LABEL[prefs.weightUnit] }; // prettier-ignore
  }
  const distance = GOAL_DISTANCE[unit];
  if (distance) {
    const shown = distanceShown(value, distance, prefs.distanceUnit);
    return { value: shown.value, label: DISTANCE_LABEL[shown.unit] };
  }
  return { value, label: unit };
}

/** "20 workouts", "6.8 kg", "50 mi": one goal number with its unit, in the user's units. */
export function formatGoalValue(value: number, unit: string, prefs: UnitPrefs): string {
  const shown = goalValueShown(value, unit, prefs);
  return `${formatNumber(shown.value, 2)} ${shown.label}`;
}

/** "12.5 / 50 mi", "3 / 20 workouts": a goal's progress and target in the user's units. */
export function formatGoalAmount(
  goal: { currentValue: number; targetValue: number; unit: string },
  prefs: UnitPrefs,
): string {
  const current = goalValueShown(goal.currentValue, goal.unit, prefs);
  const target = goalValueShown(goal.targetValue, goal.unit, prefs);
  return `${formatNumber(current.value, 2)} / ${formatNumber(target.value, 2)} ${target.label}`;
}

/**
 * A goal's progress line: "12.5 / 50 mi", "3 / 20 workouts", and for a goal that follows body
 * weight what was lost or gained, "1.4 / 6.8 kg lost" (goals count up, SPEC §3).
 */
export function formatGoalProgress(
  goal: { currentValue: number; targetValue: number; unit: string; type: string; tracking: string },
  prefs: UnitPrefs,
): string {
  const amount = formatGoalAmount(goal, prefs);
  if (goal.tracking !== 'body_weight') return amount;
  return `${amount} ${goal.type === 'weight_gain' ? 'gained' : 'lost'}`;
}

// Days read the same on screens and in the server's messages: one set of day formatters, shared.
export { formatDay, formatFullDay, formatShortDay } from '@shared/day-format';

/** "Today", "Yesterday", "Tue, Mar 3" (this year) or "Mar 3, 2025" for an instant, locally. */
export function relativeDayLabel(instant: string, timeZone: string, today: LocalDay): string {
  return relativeDay(localDayOf(Date.parse(instant), timeZone), today);
}

/**
 * "Today", "Yesterday", "Tue, Mar 3" or "Mar 3, 2025" for a day: a workout's kept day (issue 26
 * §3: `workout.day`, never re-derived from its instant in the zone the user is in now).
 */
export function relativeDay(day: LocalDay, today: LocalDay): string {
  if (day === today) return 'Today';
  if (day === addDays(today, -1)) return 'Yesterday';
  return day.slice(0, 4) === today.slice(0, 4) ? formatWeekdayDay(day) : formatDay(day);
}

/**
 * A duration in seconds: the one formatter, shared with every screen and the spoken replies
 * (issue 26: this one rounded to minutes, so a 90 s plank read "2 min" here, "1 min 30 s" there).
 */
export { formatDuration } from '@shared/duration';

/** "1 workout", "3 workouts". */
export function plural(count: number, word: string, words = `${word}s`): string {
  return `${formatNumber(count)} ${count === 1 ? word : words}`;
}
