// Goals that fill themselves (issue 8): what is logged since a goal was set, in the goal's own
// unit. The server sums the rows; these rules turn the sums into the goal's progress.
import type { GoalTracking, GoalType, GoalUnit } from './schemas/goals';
import { LBS_PER_KG, MILES_PER_UNIT, type WeightUnit } from './units';

const round2 = (v: number) => Math.round(v * 100) / 100;

/** A weight in pounds, in a goal's weight unit. */
export const lbsIn = (lbs: number, unit: GoalUnit) => (unit === 'kg' ? lbs / LBS_PER_KG : lbs);

/** A weigh-in, in a goal's weight unit. */
export const weightIn = (weight: number, from: WeightUnit, unit: GoalUnit) =>
  lbsIn(from === 'kg' ? weight * LBS_PER_KG : weight, unit);

/**
 * A logged amount as a goal's progress: miles as miles or km, seconds as minutes or hours, a
 * count of workouts, the best lift (pounds) as lbs or kg.
 */
export function trackedAmount(
  tracking: Exclude<GoalTracking, 'manual' | 'body_weight'>,
  unit: GoalUnit,
  raw: number,
): number {
  switch (tracking) {
    case 'distance':
      return round2(unit === 'km' ? raw / MILES_PER_UNIT.km : raw);
    case 'duration':
      return round2(unit === 'hours' ? raw / 3600 : raw / 60);
    case 'workouts':
      return raw;
    case 'lift':
      return round2(lbsIn(raw, unit));
  }
}

/**
 * A body-weight goal counts up like every goal: pounds (or kg) lost since the start for a
 * weight-loss goal, gained for a weight-gain goal; never below zero.
 */
export function bodyWeightProgress(
  type: GoalType,
  start: number | null,
  latest: number | null,
): number {
  if (start === null || latest === null) return 0;
  const change = type === 'weight_gain' ? latest - start : start - latest;
  return round2(Math.max(0, change));
}

/** The tracking a goal's unit and type suggest, for goals set by voice or with no choice made. */
export function suggestedTracking(type: GoalType, unit: GoalUnit): GoalTracking {
  if (unit === 'miles' || unit === 'km') return 'distance';
  if (unit === 'minutes' || unit === 'hours') return 'duration';
  if (unit === 'workouts') return 'workouts';
  const weight = unit === 'lbs' || unit === 'pounds' || unit === 'kg';
  if (weight && (type === 'weight_loss' || type === 'weight_gain')) return 'body_weight';
  return 'manual';
}
