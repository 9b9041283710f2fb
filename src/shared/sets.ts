// Sets one by one (issue 8): an exercise holds its sets as the user did them (a pyramid 135×10,
// 155×8, 175×6), each weight in the unit it was typed in. SPEC §3's sets/reps/weight stay as the
// exercise's summary: the count and the top set, in pounds (and named so: weightUnit 'lb').
import { toMiles, LBS_PER_KG, type DistanceUnit, type WeightUnit } from './units';
import { countsAsWork, type SetType } from './set-types';
import type { ExerciseValues } from './schemas/workouts';

export interface SetValues {
  reps: number | null;
  /** In `weightUnit`, exactly as typed. */
  weight: number | null;
  weightUnit: WeightUnit;
  /** Seconds. */
  duration: number | null;
  /** In the exercise's distance unit. */
  distance: number | null;
  done: boolean;
  /** What the set is (issue 27 §2): a warm-up counts for no record, volume or goal. */
  setType: SetType;
  /** How hard it felt, 1–10 in half steps; null when not said. */
  rpe: number | null;
}

/**
 * The unit of a summary's weight (issue 26 §4): pounds, as SPEC §3 has an exercise's weight,
 * whatever unit the sets were typed in (each set keeps its own in the set list). The summary
 * names it, so a weight and the unit beside it never disagree.
 */
export const SUMMARY_WEIGHT_UNIT = 'lb' satisfies WeightUnit;

/** SPEC §3's exercise fields a summary fills: the count and the top set. */
export interface SetSummary {
  sets: number;
  reps: number | null;
  /** The top set's, in `weightUnit` (pounds, SPEC §3), exact. */
  weight: number | null;
  /** The unit `weight` is in: always pounds. */
  weightUnit: typeof SUMMARY_WEIGHT_UNIT;
  /** The longest set's, seconds. */
  duration: number | null;
  /** The longest set's, in the exercise's unit. */
  distance: number | null;
}

/** A weight in pounds, exact: a summary or a comparison never rounds what was typed. */
export const weightInLbs = (weight: number, unit: WeightUnit) =>
  unit === 'kg' ? weight * LBS_PER_KG : weight;

/** `count` identical sets: how SPEC's sets × reps × weight reads as sets one by one. */
export function uniformSets(
  count: number,
  set: Omit<SetValues, 'done' | 'setType' | 'rpe'> &
    Partial<Pick<SetValues, 'done' | 'setType' | 'rpe'>>,
): SetValues[] {
  return Array.from({ length: count }, () => ({
    ...set,
    done: set.done ?? true,
    setType: set.setType ?? 'normal',
    rpe: set.rpe ?? null,
  }));
}

/**
 * The sets an exercise as sent describes: its own list, or `sets` identical ones (SPEC §7's
 * fields). The server stores these; the workout form shows a kept (offline) workout by them.
 */
export function setsOf(v: ExerciseValues): SetValues[] {
  if (v.setList) {
    return v.setList.map((s) => ({
      reps: s.reps ?? null,
      weight: s.weight ?? null,
      weightUnit: s.weightUnit,
      duration: s.duration ?? null,
      distance: s.distance ?? null,
      done: s.done,
      setType: s.setType,
      rpe: s.rpe ?? null,
    }));
  }
  return uniformSets(v.sets, {
    reps: v.reps ?? null,
    weight: v.weight ?? null,
    weightUnit: v.weightUnit,
    duration: v.duration ?? null,
    distance: v.distance ?? null,
  });
}

/** The sets that count as work: every one but the warm-ups (set-types.ts `countsAsWork`). */
export const workingSets = <S extends { setType?: SetType | null }>(sets: readonly S[]): S[] =>
  sets.filter(countsAsWork);

const maxOf = (values: (number | null)[]) => {
  const present = values.filter((v): v is number => v !== null);
  return present.length > 0 ? Math.max(...present) : null;
};

/**
 * The top set: the heaviest (in pounds, whatever unit each was typed in), then the one with the
 * most reps. Sets with no weight compete on reps alone.
 */
export function topSet<S extends Pick<SetValues, 'reps' | 'weight' | 'weightUnit'>>(
  sets: readonly S[],
): S | undefined {
  let best: S | undefined;
  for (const s of sets) {
    if (!best) best = s;
    else {
      const w = s.weight === null ? -1 : weightInLbs(s.weight, s.weightUnit);
      const bw = best.weight === null ? -1 : weightInLbs(best.weight, best.weightUnit);
      if (w > bw || (w === bw && (s.reps ?? 0) > (best.reps ?? 0))) best = s;
    }
  }
  return best;
}

/**
 * The count is of every set; the top set, the longest and the farthest are of the working sets
 * (a warm-up is never an exercise's best).
 */
export function summarize(sets: readonly SetValues[]): SetSummary {
  const work = workingSets(sets);
  const top = topSet(work);
  return {
    sets: sets.length,
    reps: top?.reps ?? null,
    weight: top?.weight != null ? weightInLbs(top.weight, top.weightUnit) : null,
    weightUnit: SUMMARY_WEIGHT_UNIT,
    duration: maxOf(work.map((s) => s.duration)),
    distance: maxOf(work.map((s) => s.distance)),
  };
}

/** Seconds of work in the sets (rest is not workout time). */
export const setsSeconds = (sets: readonly Pick<SetValues, 'duration'>[]) =>
  sets.reduce((sum, s) => sum + (s.duration ?? 0), 0);

/** Miles covered in the sets (SPEC §9 factors). */
export const setsMiles = (sets: readonly Pick<SetValues, 'distance'>[], unit: DistanceUnit) =>
  sets.reduce((sum, s) => sum + (s.distance ? toMiles(s.distance, unit) : 0), 0);

/**
 * Estimated one-rep max in pounds by Epley's formula, weight × (1 + reps / 30); a single is its
 * own max. Null for a set without weight or reps, or of more than 12 reps, where the estimate is
 * no longer meaningful.
 */
export function estimatedOneRepMax(set: Pick<SetValues, 'reps' | 'weight' | 'weightUnit'>) {
  if (!set.weight || !set.reps || set.reps < 1 || set.reps > 12) return null;
  const lbs = weightInLbs(set.weight, set.weightUnit);
  return set.reps === 1 ? lbs : lbs * (1 + set.reps / 30);
}

export type RecordKind = 'e1rm' | 'weight' | 'reps' | 'duration' | 'distance';

/**
 * What a personal record is measured by for these sets: the estimated 1RM when weights were
 * lifted for 12 reps or fewer, else the heaviest weight, else the most reps in a set, the
 * farthest distance, or the longest hold. Only working sets count.
 */
export function recordMeasure(
  all: readonly SetValues[],
  distanceUnit: DistanceUnit,
): { kind: RecordKind; value: number } | null {
  // Warm-ups are never a record (issue 27 §2).
  const sets = workingSets(all);
  const e1rm = maxOf(sets.map(estimatedOneRepMax));
  if (e1rm !== null) return { kind: 'e1rm', value: e1rm };
  const heaviest = maxOf(sets.map((s) => (s.weight ? weightInLbs(s.weight, s.weightUnit) : null)));
  if (heaviest !== null) return { kind: 'weight', value: heaviest };
  const reps = maxOf(sets.map((s) => s.reps));
  if (reps !== null) return { kind: 'reps', value: reps };
  const miles = maxOf(sets.map((s) => (s.distance ? toMiles(s.distance, distanceUnit) : null)));
  if (miles !== null) return { kind: 'distance', value: miles };
  const duration = maxOf(sets.map((s) => s.duration));
  if (duration !== null) return { kind: 'duration', value: duration };
  return null;
}

/**
 * Whether `current` beats every earlier measure of the same kind. A first time is no record:
 * there was nothing to beat.
 */
export function isPersonalRecord(
  current: { kind: RecordKind; value: number } | null,
  earlier: readonly ({ kind: RecordKind; value: number } | null)[],
): boolean {
  if (!current) return false;
  const previous = earlier.filter((m) => m?.kind === current.kind).map((m) => m!.value);
  return previous.length > 0 && current.value > Math.max(...previous) + 1e-9;
}

/**
 * The key that groups an exercise's history: letters only, lower case, a plural ending dropped
 * ("Push-ups", "push up" and "pushup" are one). The database computes the same expression as a
 * generated column (migration 0004), so both sides must change together.
 */
export function exerciseKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/(ch|sh|x)es$/, '$1')
    .replace(/([^s])s$/, '$1');
}
