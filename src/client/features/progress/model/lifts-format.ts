import type { LiftRecord, MuscleWeek } from '@shared/schemas/lifts';
import { WEIGHT_LABEL, weightShown } from '@shared/unit-display';
import type { WeightUnit } from '@shared/units';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const tenth = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A lift's four numbers as the card shows them: label and value, "—" for none. */
export interface LiftStat {
  label: string;
  value: string;
}

/** Pounds in the person's unit: "185 lbs", "83.9 kg"; whole numbers for estimates and totals. */
const weightText = (lbs: number, unit: WeightUnit, format: Intl.NumberFormat) =>
  `${format.format(weightShown(lbs, 'lb', unit))} ${WEIGHT_LABEL[unit]}`;

/**
 * Heaviest, Most reps, Best e1RM and Volume (issue 27 §4), in the person's unit. The estimate and
 * the volume are whole numbers (the history chart's 1RM is too); a lift with no weight has no
 * volume to speak of.
 */
export function liftStats(r: LiftRecord, unit: WeightUnit): LiftStat[] {
  const none = '—';
  return [
    { label: 'Heaviest', value: r.heaviestLbs ? weightText(r.heaviestLbs, unit, tenth) : none },
    { label: 'Most reps', value: r.mostReps ? whole.format(r.mostReps) : none },
    { label: 'Best e1RM', value: r.bestE1rmLbs ? weightText(r.bestE1rmLbs, unit, whole) : none },
    { label: 'Volume', value: r.volumeLbs > 0 ? weightText(r.volumeLbs, unit, whole) : none },
  ];
}

/** "Upper back", "Quadriceps": the catalogue's group as a heading word. */
export const muscleLabel = (muscle: string) => muscle[0]!.toUpperCase() + muscle.slice(1);

/** Each group's bar: its share of the busiest group's sets, so the top one fills the bar. */
export function muscleBars(week: MuscleWeek | undefined) {
  const muscles = week?.muscles ?? [];
  const most = Math.max(1, ...muscles.map((m) => m.sets));
  return muscles.map((m) => ({
    ...m,
    label: muscleLabel(m.muscle),
    percent: Math.round((m.sets / most) * 100),
  }));
}
