// Routines between the wire and the database (issue 27 §1): a routine's exercises are one JSON
// value (routines.exercises), stored in the shape the API answers so a read is a copy, never a
// recomputation. These functions are pure; the service does the reading and writing.
import { routineSetOf, type Routine, type RoutineExercise } from '../../../shared/schemas/routines';
import { WORKOUT_LIMITS } from '../../../shared/schemas/workouts';
import type { SetValues } from '../../../shared/sets';
import type { routines } from '../../db/schema';
import type { ExerciseRow } from '../workouts/workouts.service';

export type RoutineRow = typeof routines.$inferSelect;

/** What the list and the reads work out from the workouts done from a routine. */
export interface RoutineUse {
  lastDoneAt: Date | null;
  timesDone: number;
}

/** The exercises as stored (the shared rule, so the client's kept copies read the same). */
export { storedRoutineExercises as storedExercises } from '../../../shared/schemas/routines';

/**
 * A logged workout's exercises as a routine's (Save as routine): every set as it was typed, its
 * weight in its own unit, its type and RPE; the exercise's rest becomes the routine's rest and its
 * superset stays one. Whether a set was ticked is the log's, not the plan's, so it is dropped.
 */
export function exercisesFromWorkout(
  rows: readonly ExerciseRow[],
  setsOf: ReadonlyMap<string, readonly SetValues[]>,
): RoutineExercise[] {
  return rows.map((row) => ({
    name: row.name,
    restSeconds: row.restSeconds,
    supersetGroup: row.supersetGroup,
    notes: null,
    distanceUnit: row.distanceUnit,
    setList: (setsOf.get(row.id) ?? []).map(routineSetOf),
  }));
}

const COPY_SUFFIX = ' (copy)';

/** A duplicate's name: "<name> (copy)", the name shortened so the whole fits the 100 characters. */
export const copyName = (name: string) =>
  `${name.slice(0, WORKOUT_LIMITS.name - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;

export function toRoutineDto(row: RoutineRow, use: RoutineUse): Routine {
  return {
    id: row.id,
    name: row.name,
    notes: row.notes,
    exercises: row.exercises,
    lastDoneAt: use.lastDoneAt?.toISOString() ?? null,
    timesDone: use.timesDone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
