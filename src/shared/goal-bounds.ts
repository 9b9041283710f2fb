// How big a goal can be, per unit (issue 26 §2): "run a billion miles by Friday" is no goal anyone
// can meet, and a target past these is refused in words by the goals API (schemas/goals.ts) and by
// voice (voice/interpret/interpret.ts) alike. Each bound is generous for a long goal of a
// dedicated person and still far from absurd; a year is the horizon for counts.
import type { GoalUnit } from './schemas/goals';

/** The largest target (and hand-kept progress) a goal may have, in its own unit. */
export const GOAL_UNIT_MAX: Readonly<Record<GoalUnit, number>> = {
  // Body weight or a lift: past every deadlift record (about 1,100 lb) with room to spare.
  lbs: 1500,
  pounds: 1500,
  kg: 680,
  // Once round the Earth: more than the longest year of cycling any record keeps.
  miles: 25_000,
  km: 40_000,
  // A year of ten-hour days, either way it is counted.
  hours: 3650,
  minutes: 219_000,
  // Three workouts every day of a year, a 100,000-push-up year, a decade of days.
  workouts: 1100,
  reps: 100_000,
  sets: 10_000,
  days: 3650,
  units: 100_000,
};

/** How a unit is named in a sentence ("25,000 miles"). */
const UNIT_WORDS: Readonly<Record<GoalUnit, string>> = {
  lbs: 'lbs',
  pounds: 'lbs',
  kg: 'kg',
  miles: 'miles',
  km: 'km',
  hours: 'hours',
  minutes: 'minutes',
  workouts: 'workouts',
  reps: 'reps',
  sets: 'sets',
  days: 'days',
  units: 'units',
};

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "25,000 miles": an amount of a goal unit as people write it. */
export const goalAmount = (value: number, unit: GoalUnit): string =>
  `${grouped.format(value)} ${UNIT_WORDS[unit]}`;

/**
 * What is wrong with a goal value in `unit`, as the end of a sentence naming the field ("must be
 * at most 25,000 miles"), or null when it is within the unit's bounds. The one rule for the goal
 * forms' API and for goals said aloud.
 */
export function goalValueProblem(value: number, unit: GoalUnit): string | null {
  const max = GOAL_UNIT_MAX[unit];
  return value > max ? `must be at most ${goalAmount(max, unit)}` : null;
}
