import { describeSide, loadPlates, type Equipment, type PlateAnswer } from '@shared/plates';
import { WEIGHT_LABEL } from '@shared/unit-display';
import { kgToLbs, lbsToKg, type WeightUnit } from '@shared/units';
import { formatNumber } from '@client/lib/formatting';

/** What the plate calculator shows for one weight, in words a screen reader reads as they are. */
export interface CalculatorView {
  /** The equipment's unit: every total below is in it. */
  unit: WeightUnit;
  answer: PlateAnswer;
  /** What the weight asked for comes to, and whether it loads: the dialog's first line. */
  headline: string;
  /** "Per side: 45 + 25 + 5". */
  perSide: string;
  /** The loadable weights either side when it does not load exactly, else null. */
  nearest: string | null;
}

/** "225 lbs", "142.5 kg", "1.25 kg": as many decimals as a plate has. */
export const formatLoad = (value: number, unit: WeightUnit) =>
  `${formatNumber(value, 2)} ${WEIGHT_LABEL[unit]}`;

/**
 * The calculator for `weight` typed in `weightUnit` on the person's equipment. Plates are in the
 * equipment's unit, so a weight typed in the other unit is converted first (to the hundredth)
 * and the headline says what it came to.
 */
export function plateCalculatorView(
  weight: number,
  weightUnit: WeightUnit,
  equipment: Equipment,
): CalculatorView {
  const { unit } = equipment;
  const same = weightUnit === unit;
  const target = same
    ? weight
    : Math.round((unit === 'kg' ? lbsToKg(weight) : kgToLbs(weight)) * 100) / 100;
  const answer = loadPlates(target, equipment);
  const asked = same
    ? formatLoad(weight, unit)
    : `${formatLoad(weight, weightUnit)} (${formatLoad(target, unit)})`;
  const loaded = formatLoad(answer.total, unit);
  const bar = formatLoad(equipment.bar, unit);

  let headline: string;
  if (target < equipment.bar)
    headline = `${asked} is less than your ${bar} bar: load the bar alone.`;
  else if (answer.exact) headline = `${asked} loads exactly.`;
  else headline = `${asked} can't be loaded exactly with your plates. Nearest: ${loaded}.`;

  // Not exact and on the bar, there is always a weight below (the bar itself, at least).
  let nearest: string | null = null;
  if (!answer.exact && answer.below) {
    nearest = answer.above
      ? `You can load ${formatLoad(answer.below.total, unit)} below or ${formatLoad(answer.above.total, unit)} above.`
      : `The most your plates load is ${loaded}.`;
  }

  return {
    unit,
    answer,
    headline,
    perSide: answer.perSide.length
      ? `Per side: ${describeSide(answer.perSide)}`
      : 'Per side: nothing, just the bar',
    nearest,
  };
}

/**
 * A plate's colour in the drawing: the competition colours by weight (red 25 kg, blue 20, yellow
 * 15, green 10, white 5), and pound plates by their nearest kilogram cousin (45 lb as 20 kg).
 */
const KG_COLOURS: [number, string][] = [
  [25, '#d32f2f'],
  [20, '#1e63c4'],
  [15, '#f2c230'],
  [10, '#2e9d4f'],
  [5, '#f4f4f4'],
  [2.5, '#b71c1c'],
  [0, '#9aa3ad'],
];
export function plateColour(weight: number, unit: WeightUnit) {
  const kg = unit === 'kg' ? weight : lbsToKg(weight);
  // The heaviest colour the plate reaches, allowing a pound plate its rounding (45 lb ≈ 20.4 kg).
  return KG_COLOURS.find(([min]) => kg >= min * 0.95)![1];
}
