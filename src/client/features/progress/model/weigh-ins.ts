import { localDayOf, startOfLocalDay, type LocalDay } from '@shared/local-day';
import type { Goal } from '@shared/schemas/goals';
import {
  bodyWeightBody,
  type BodyWeight,
  type BodyWeightInput,
} from '@shared/schemas/body-weights';
import { WEIGHT_LABEL, weightShown } from '@shared/unit-display';
import type { WeightUnit } from '@shared/units';
import { formatNumber, formatShortDay } from '@client/lib/formatting';
import { fieldErrors } from '@client/lib/field-error';

/** The small weigh-in form on Progress: strings from the inputs. */
export interface WeighInValues {
  weight: string;
  unit: WeightUnit;
  /** 'YYYY-MM-DD', today unless changed. */
  day: string;
}
export type WeighInErrors = Partial<Record<'weight' | 'day', string>>;

const HALF_DAY_MS = 12 * 3_600_000;

/**
 * The POST /api/body-weights body, checked with the server's schema. A weigh-in for today is
 * "now"; one for an earlier day is put at noon of that day in the user's zone, so it lands on the
 * day chosen whatever the zone. A day after today is refused (a weigh-in cannot be ahead).
 */
export function validateWeighIn(
  values: WeighInValues,
  today: LocalDay,
  timeZone: string,
): { ok: true; body: BodyWeightInput } | { ok: false; errors: WeighInErrors } {
  const errors: WeighInErrors = {};
  if (!values.day) errors.day = 'Date is required';
  else if (values.day > today) errors.day = "Date can't be after today";
  const measuredAt =
    !values.day || values.day >= today
      ? undefined
      : new Date(startOfLocalDay(values.day, timeZone).getTime() + HALF_DAY_MS).toISOString();
  const weight = values.weight.trim() === '' ? undefined : Number(values.weight);
  const parsed = bodyWeightBody.safeParse({ weight, unit: values.unit, measuredAt });
  if (!parsed.success) {
    Object.assign(errors, fieldErrors(parsed.error.issues, { weight: 'Weight' }));
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { weight: weight!, unit: values.unit, measuredAt } };
}

/** One weigh-in in the user's unit: as typed when the units agree, converted otherwise. */
export const weighInShown = (w: Pick<BodyWeight, 'weight' | 'unit'>, to: WeightUnit) =>
  weightShown(w.weight, w.unit, to);

/** "82.5 kg", "180 lbs". */
export const formatWeighIn = (w: Pick<BodyWeight, 'weight' | 'unit'>, to: WeightUnit) =>
  `${formatNumber(weighInShown(w, to), 1)} ${WEIGHT_LABEL[to]}`;

export interface WeightPoint {
  /** The instant, for the time axis. */
  at: number;
  day: LocalDay;
  /** "Mar 3". */
  label: string;
  /** In the user's unit. */
  value: number;
}

/**
 * The chart's points, oldest first (the list comes newest first), in the user's unit: one per
 * local day, the day's last weigh-in, so two readings on one morning do not draw a cliff.
 */
export function weightPoints(
  list: readonly BodyWeight[],
  to: WeightUnit,
  timeZone: string,
): WeightPoint[] {
  const byDay = new Map<LocalDay, WeightPoint>();
  [...list]
    .sort((a, b) => Date.parse(a.measuredAt) - Date.parse(b.measuredAt))
    .forEach((w) => {
      const at = Date.parse(w.measuredAt);
      const day = localDayOf(at, timeZone);
      byDay.set(day, { at, day, label: formatShortDay(day), value: weighInShown(w, to) });
    });
  return [...byDay.values()];
}

/** "Down 2.5 lbs since Mar 1", "Up 0.4 kg since Mar 1", "No change since Mar 1", or null. */
export function weightChange(points: readonly WeightPoint[], to: WeightUnit): string | null {
  if (points.length < 2) return null;
  const first = points[0]!;
  const change = Math.round((points.at(-1)!.value - first.value) * 10) / 10;
  if (change === 0) return `No change since ${first.label}`;
  const amount = `${formatNumber(Math.abs(change), 1)} ${WEIGHT_LABEL[to]}`;
  return `${change < 0 ? 'Down' : 'Up'} ${amount} since ${first.label}`;
}

/**
 * The toast after a weigh-in is saved or deleted. Weight goals are named only when the user has
 * one that follows body weight (issue 26: "Your weight goals are up to date" with no goal).
 */
export function weighInToast(
  action: 'logged' | 'deleted',
  goals: readonly Pick<Goal, 'tracking'>[] | undefined,
): { title: string; description: string } {
  const tracked = goals?.some((g) => g.tracking === 'body_weight') ?? false;
  if (action === 'logged') {
    return {
      title: 'Weigh-in Logged',
      description: tracked ? 'Your weight goals are up to date.' : 'It is in your weigh-ins.',
    };
  }
  return {
    title: 'Weigh-in Deleted',
    description: tracked
      ? 'It no longer counts toward your goals.'
      : 'It is gone from your weigh-ins.',
  };
}
