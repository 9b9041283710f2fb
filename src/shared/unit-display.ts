// Units on screen (issue 8): one preference for weight (lb/kg) and one for distance (mi/km),
// applied by every screen, spoken reply, share page and export. A value is stored as typed; it is
// shown exactly as typed when the units agree, and converted (to a tenth) only when they differ,
// so what a user typed never comes back changed.
import {
  LBS_PER_KG,
  MILES_PER_UNIT,
  type DistancePreference,
  type DistanceUnit,
  type WeightUnit,
} from './units';

/** One label per unit, everywhere (issue 8: "lb" and "lbs" in one dialog). */
export const WEIGHT_LABEL: Record<WeightUnit, string> = { lb: 'lbs', kg: 'kg' };
export const DISTANCE_LABEL: Record<DistanceUnit, string> = {
  miles: 'mi',
  km: 'km',
  meters: 'm',
  yards: 'yd',
};
/** The preferred distance unit as an exercise's distance unit. */
export const PREFERRED_DISTANCE: Record<DistancePreference, DistanceUnit> = {
  mi: 'miles',
  km: 'km',
};

const tenth = (v: number) => Math.round(v * 10) / 10;
const hundredth = (v: number) => Math.round(v * 100) / 100;

/**
 * A weight typed in `from`, as the user sees it in `to`: to a tenth, always (issue 26: a
 * summary of 264.5544 lbs read 264.55 on one screen and 264.6 on another). What was typed is in
 * steps of 0.5, so it is shown unchanged.
 */
export function weightShown(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return tenth(value);
  return tenth(from === 'kg' ? value * LBS_PER_KG : value / LBS_PER_KG);
}

/**
 * A distance typed in `from`, as the user sees it: miles and kilometres follow the preference;
 * metres and yards (a track, a pool) stay as typed, as people say them.
 */
export function distanceShown(
  value: number,
  from: DistanceUnit,
  to: DistancePreference,
): { value: number; unit: DistanceUnit } {
  const target = PREFERRED_DISTANCE[to];
  if (from === target || from === 'meters' || from === 'yards') return { value, unit: from };
  return {
    value: hundredth((value * MILES_PER_UNIT[from]) / MILES_PER_UNIT[target]),
    unit: target,
  };
}

/**
 * A total in miles (SPEC §3 Workout.distance, today's miles) in the preferred unit. Totals come
 * rounded to a hundredth of a mile, so kilometres are shown to a tenth: a 5 km run summed as
 * 3.11 mi reads 5 km again, not 5.01.
 */
export const milesShown = (miles: number, to: DistancePreference) =>
  to === 'km' ? tenth(miles / MILES_PER_UNIT.km) : hundredth(miles);

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "135 lbs", "61.2 kg". */
export const formatWeightIn = (value: number, from: WeightUnit, to: WeightUnit) =>
  `${number.format(weightShown(value, from, to))} ${WEIGHT_LABEL[to]}`;

/** "5 km", "3.11 mi", "400 m". */
export function formatDistanceIn(value: number, from: DistanceUnit, to: DistancePreference) {
  const shown = distanceShown(value, from, to);
  return `${number.format(shown.value)} ${DISTANCE_LABEL[shown.unit]}`;
}

/** A total in miles: "3.1 mi", "5 km". */
export const formatMilesIn = (miles: number, to: DistancePreference) =>
  `${number.format(milesShown(miles, to))} ${DISTANCE_LABEL[PREFERRED_DISTANCE[to]]}`;
