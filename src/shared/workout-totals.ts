import { setsMiles, setsSeconds, type SetValues } from './sets';
import { toMiles, type DistanceUnit } from './units';

/** The parts of an exercise the totals are made from (wire names of SPEC §3). */
export interface ExerciseAmounts {
  sets: number;
  /** Seconds per set. */
  duration?: number | null;
  /** Per set, in `distanceUnit`. */
  distance?: number | null;
  distanceUnit: DistanceUnit;
  /** Its sets one by one (issue 8); when present the totals add them set by set. */
  setList?: readonly Pick<SetValues, 'duration' | 'distance'>[];
}

/**
 * An exercise's time in seconds: each set's duration once (SPEC §3: Plank 3 sets of 45 s), or
 * without a set list the duration once per set (SPEC §9 "multiplied by sets"). Rest time is not
 * workout time.
 */
export function exerciseSeconds(e: ExerciseAmounts): number {
  if (e.setList) return setsSeconds(e.setList);
  return (e.duration ?? 0) * e.sets;
}

export function exerciseMiles(e: ExerciseAmounts): number {
  if (e.setList) return setsMiles(e.setList, e.distanceUnit);
  return e.distance ? toMiles(e.distance, e.distanceUnit, e.sets) : 0;
}

/** A workout's duration (SPEC §3, seconds): the one given, else the sum of its exercises'. */
export function workoutSeconds(given: number | null | undefined, exercises: ExerciseAmounts[]) {
  if (given != null) return given;
  return exercises.reduce((sum, e) => sum + exerciseSeconds(e), 0);
}

/**
 * A workout's distance in miles (SPEC §3): the one given, else its exercises' distances converted
 * with SPEC §9's factors, rounded to 1/100 mile so sums do not show float residue.
 */
export function workoutMiles(given: number | null | undefined, exercises: ExerciseAmounts[]) {
  return roundMiles(given ?? exercises.reduce((sum, e) => sum + exerciseMiles(e), 0));
}

/**
 * Miles on the wire, to 1/100 mile: a workout's, today's and a shared range's (issue 26: the
 * progress share sent a tenth, so 9.32 mi read 9.3 there).
 */
export const roundMiles = (miles: number) => Math.round(miles * 100) / 100;

/** Whole minutes for "minutes" tiles: seconds summed first, then rounded once. */
export const secondsToMinutes = (seconds: number) => Math.round(seconds / 60);
