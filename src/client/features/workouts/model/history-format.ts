import type { ExerciseHistory, HistoryEntry } from '@shared/schemas/exercise-history';
import { topSet } from '@shared/sets';
import {
  DISTANCE_LABEL,
  formatWeightIn,
  milesShown,
  PREFERRED_DISTANCE,
  WEIGHT_LABEL,
  weightShown,
} from '@shared/unit-display';
import { formatAmount, formatShortDate, setsText, type Units } from './workout-format';

export type MeasureKind = NonNullable<HistoryEntry['measure']>['kind'];

export interface HistoryPoint {
  id: string;
  /** "Mar 3" on the axis, with the year when it is not this year's. */
  label: string;
  value: number;
  record: boolean;
}

export interface HistorySeries {
  kind: MeasureKind;
  /** What the chart's values are: "Estimated 1RM (lbs)", "Most reps in a set". */
  title: string;
  unit: string;
  points: HistoryPoint[];
}

const tenth = (v: number) => Math.round(v * 10) / 10;

/** An entry's value of `kind` in the person's units; null when it has none. */
function valueOf(e: HistoryEntry, kind: MeasureKind, units: Units): number | null {
  if (kind === 'e1rm') {
    return e.oneRepMax == null
      ? null
      : Math.round(weightShown(e.oneRepMax, 'lb', units.weightUnit));
  }
  if (e.measure?.kind !== kind) return null;
  const v = e.measure.value;
  if (kind === 'weight') return weightShown(v, 'lb', units.weightUnit);
  if (kind === 'distance') return milesShown(v, units.distanceUnit);
  if (kind === 'duration') return tenth(v / 60);
  return v;
}

function titleOf(kind: MeasureKind, units: Units): { title: string; unit: string } {
  const weight = WEIGHT_LABEL[units.weightUnit];
  switch (kind) {
    case 'e1rm':
      return { title: `Estimated 1RM (${weight})`, unit: weight };
    case 'weight':
      return { title: `Top weight (${weight})`, unit: weight };
    case 'reps':
      return { title: 'Most reps in a set', unit: 'reps' };
    case 'duration':
      return { title: 'Longest set (min)', unit: 'min' };
    case 'distance': {
      const unit = DISTANCE_LABEL[PREFERRED_DISTANCE[units.distanceUnit]];
      return { title: `Farthest (${unit})`, unit };
    }
  }
}

/**
 * The chart of an exercise over time (issue 8, item 7): its estimated one-rep max when it is
 * lifted, else what its records are measured by (reps, distance, time), oldest first.
 */
export function historySeries(
  h: ExerciseHistory,
  units: Units,
  timeZone: string,
  now = new Date(),
): HistorySeries | null {
  const kind = h.best?.measure?.kind;
  if (!kind) return null;
  const points = h.entries.flatMap((e) => {
    const value = valueOf(e, kind, units);
    if (value === null) return [];
    const label = formatShortDate(e.day, timeZone, now);
    return [{ id: e.exerciseId, label, value, record: e.personalRecord }];
  });
  return { kind, ...titleOf(kind, units), points };
}

/** The best set of the best time: "185 lbs × 5", or as a line reads it ("45 s", "5 km"). */
export function bestSetText(h: ExerciseHistory, units: Units): string | null {
  if (!h.best) return null;
  const top = topSet(h.best.setList);
  if (!top) return null;
  if (top.weight && top.reps != null) {
    return `${formatWeightIn(top.weight, top.weightUnit, units.weightUnit)} × ${top.reps}`;
  }
  return setsText([top], h.best.distanceUnit, units) || null;
}

/** The highest estimated one-rep max of all the times, in the person's unit: "205 lbs". */
export function bestOneRepMaxText(h: ExerciseHistory, units: Units): string | null {
  const all = h.entries.map((e) => e.oneRepMax).filter((v): v is number => v !== null);
  if (all.length === 0) return null;
  const shown = Math.round(weightShown(Math.max(...all), 'lb', units.weightUnit));
  return `${formatAmount(shown)} ${WEIGHT_LABEL[units.weightUnit]}`;
}

/** One time's estimated one-rep max, or null: "est. 1RM 180 lbs". */
export function entryOneRepMaxText(e: HistoryEntry, units: Units): string | null {
  if (e.oneRepMax == null) return null;
  const shown = Math.round(weightShown(e.oneRepMax, 'lb', units.weightUnit));
  return `est. 1RM ${formatAmount(shown)} ${WEIGHT_LABEL[units.weightUnit]}`;
}
