import { findExercise, isWeighted, type Exercise } from '@shared/exercises/catalogue';
import type { WorkoutType } from '@shared/schemas/workouts';
import type { SetDraft, SetNumber } from './set-draft';

/**
 * Which numbers a set of this exercise has, from the catalogue (issue 8, item 11: a run's distance
 * was hidden behind a toggle under lifting fields and its time labelled "Duration per set"):
 * a lift is weight × reps, a body-weight move reps, a hold its time, a run distance and time.
 */
export type ExerciseKind = 'lift' | 'bodyweight' | 'hold' | 'distance' | 'timed' | 'unknown';

export interface ExerciseShape {
  kind: ExerciseKind;
  /** The columns shown for every set, in display order. */
  columns: readonly SetNumber[];
}

/** Columns always read left to right in this order, whichever are shown. */
export const COLUMN_ORDER: readonly SetNumber[] = ['weight', 'reps', 'distance', 'time'];

function shapeOfEntry(e: Exercise): ExerciseShape {
  const weighted = isWeighted(e);
  switch (e.measure) {
    case 'reps':
      return weighted
        ? { kind: 'lift', columns: ['weight', 'reps'] }
        : { kind: 'bodyweight', columns: ['reps'] };
    case 'distance':
      // A sled push is loaded and pushed a distance; a run or a swim is distance and time.
      return weighted
        ? { kind: 'distance', columns: ['weight', 'distance'] }
        : { kind: 'distance', columns: ['distance', 'time'] };
    case 'duration':
      if (e.type === 'strength' || e.type === 'flexibility') {
        // A farmer's walk is carried for a time; a plank or a stretch is held.
        return { kind: 'hold', columns: weighted ? ['weight', 'time'] : ['time'] };
      }
      return { kind: 'timed', columns: ['time'] };
  }
}

/**
 * An exercise's shape by its name (any spelling the catalogue knows); a name it does not know is
 * taken for a lift, the commonest thing typed into a set table.
 */
export function shapeOf(name: string): ExerciseShape {
  const entry = name.trim() ? findExercise(name) : undefined;
  return entry ? shapeOfEntry(entry) : { kind: 'unknown', columns: ['weight', 'reps'] };
}

/**
 * The columns a set table shows: the exercise's own, the ones the person asked for, and any that
 * holds a number (a value is never hidden: what is shown is what is saved).
 */
export function visibleColumns(
  name: string,
  sets: readonly SetDraft[],
  extra: readonly SetNumber[],
): SetNumber[] {
  const shown = new Set<SetNumber>([...shapeOf(name).columns, ...extra]);
  for (const s of sets) for (const c of COLUMN_ORDER) if (s[c].trim() !== '') shown.add(c);
  return COLUMN_ORDER.filter((c) => shown.has(c));
}

/**
 * The workout's type from its exercises, while the person has not chosen one: the catalogue's
 * type when every known exercise shares it, else mixed (the API's own default).
 */
export function workoutTypeOf(names: readonly string[]): WorkoutType {
  const types = new Set(
    names.flatMap((n) => {
      const entry = n.trim() ? findExercise(n) : undefined;
      return entry && !entry.generic ? [entry.type] : [];
    }),
  );
  return types.size === 1 ? [...types][0]! : 'mixed';
}
