import { weightShown } from '@shared/unit-display';
import type { WeightUnit } from '@shared/units';

// A weight typed into a form box, shared by the workout form's set rows and the routine editor's
// (issue 8, issue 27): a loaded weight goes back exactly as it came until the person types.

/**
 * A weight as it was loaded (from the server, a suggestion or last time): the value and unit it
 * was typed in, and the text the box showed for it. While the box still shows that text the
 * weight goes back exactly as loaded (issue 8, bug 2: 135 lb shown as 61.2 kg and saved
 * untouched stays 135 lb); once the person types, the box is read in their own unit.
 */
export interface LoadedWeight {
  value: number;
  unit: WeightUnit;
  shown: string;
}

/** A weight typed in `from`, for a box in `to`: exact when the units agree. */
export function loadedWeight(value: number, from: WeightUnit, to: WeightUnit): LoadedWeight {
  return { value, unit: from, shown: String(weightShown(value, from, to)) };
}

/**
 * Empty boxes are "not given"; anything else goes to the schema as a number (NaN fails it). A
 * decimal comma counts as a point: many phones' decimal keypads only offer the comma.
 */
export const toNumber = (s: string) =>
  s.trim() === '' ? null : Number(s.trim().replace(',', '.'));

/**
 * The weight to send: the loaded one while its text is untouched, else what was typed, in the
 * user's current unit.
 */
export function weightToSave(
  s: { weight: string; loadedWeight: LoadedWeight | null },
  unit: WeightUnit,
): { weight: number | null; weightUnit: WeightUnit } {
  if (s.loadedWeight && s.weight.trim() === s.loadedWeight.shown) {
    return { weight: s.loadedWeight.value, weightUnit: s.loadedWeight.unit };
  }
  return { weight: toNumber(s.weight), weightUnit: unit };
}
