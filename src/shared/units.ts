/**
 * Units (SPEC §9): distances keep the unit they were entered in and are summed as miles; weights
 * are stored in pounds and shown in the user's preferred unit, converted once at the edge.
 */
export const DISTANCE_UNITS = ['miles', 'km', 'meters', 'yards'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export const WEIGHT_UNITS = ['lb', 'kg'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** How a user sees distances (issue 8): every screen, reply, share page and export follows it. */
export const DISTANCE_PREFERENCES = ['mi', 'km'] as const;
export type DistancePreference = (typeof DISTANCE_PREFERENCES)[number];

/** SPEC §9 conversion factors to miles. */
export const MILES_PER_UNIT: Record<DistanceUnit, number> = {
  miles: 1,
  km: 0.621371,
  meters: 0.000621371,
  yards: 0.000568182,
};

export const LBS_PER_KG = 2.20462;

/** Weights are entered and stored in steps of half a unit (SPEC §5 weight step 0.5). */
export const WEIGHT_STEP = 0.5;

export function roundTo(value: number, step: number): number {
  // Dividing by the step and rounding avoids 0.1-style float residue in the result.
  const n = Math.round(value / step);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number((n * step).toFixed(decimals + 1));
}

/** A distance in miles: SPEC §9 factor × distance × sets (each set covers the distance). */
export function toMiles(distance: number, unit: DistanceUnit, sets = 1): number {
  return distance * MILES_PER_UNIT[unit] * sets;
}

export const lbsToKg = (lbs: number) => lbs / LBS_PER_KG;
export const kgToLbs = (kg: number) => kg * LBS_PER_KG;

/**
 * A weight the user typed, in their unit, as the pounds to store: rounded to the 0.5 lb step the
 * API accepts. Half a kilogram is more than twice that step, so any weight in 0.5 kg steps comes
 * back unchanged from `fromStoredLbs`.
 */
export function toStoredLbs(value: number, unit: WeightUnit): number {
  return roundTo(unit === 'kg' ? kgToLbs(value) : value, WEIGHT_STEP);
}

/** A stored weight in the user's unit, to the 0.5 step the forms use. */
export function fromStoredLbs(lbs: number, unit: WeightUnit): number {
  return unit === 'kg' ? roundTo(lbsToKg(lbs), WEIGHT_STEP) : lbs;
}

/** Short labels for showing weights: 'lbs' as SPEC §2 writes it, 'kg'. */
export const WEIGHT_UNIT_LABEL: Record<WeightUnit, string> = { lb: 'lbs', kg: 'kg' };
