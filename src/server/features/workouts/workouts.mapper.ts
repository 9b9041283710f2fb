import type { Exercise, Workout } from '../../../shared/schemas/workouts';
import { SUMMARY_WEIGHT_UNIT, type SetValues } from '../../../shared/sets';
import { workoutMiles, workoutSeconds } from '../../../shared/workout-totals';
import type { workouts } from '../../db/schema';
import type { ExerciseRow } from './exercise-rows';
import type { Measure } from '../../../shared/personal-records';
import { keptDay } from '../../../shared/done-day';

export type WorkoutRow = typeof workouts.$inferSelect;
/** What the mappers read of a row, whether it came from Drizzle or from a json_agg. */
export type WorkoutFields = Pick<
  WorkoutRow,
  | 'id'
  | 'userId'
  | 'name'
  | 'type'
  | 'notes'
  | 'durationSeconds'
  | 'distanceMiles'
  | 'completedAt'
  | 'doneDay'
  | 'createdAt'
  | 'routineId'
>;
export type ExerciseFields = Pick<
  ExerciseRow,
  | 'id'
  | 'workoutId'
  | 'name'
  | 'sets'
  | 'reps'
  | 'weightLbs'
  | 'durationSeconds'
  | 'distance'
  | 'distanceUnit'
  | 'intensity'
  | 'restSeconds'
  | 'supersetGroup'
>;

/**
 * Column names say their unit (weight_lbs, duration_seconds); the wire uses SPEC §3 names. The
 * summary columns answer SPEC's fields; `setList` is every set as it was typed.
 */
export function toExerciseDto(
  e: ExerciseFields,
  sets: readonly SetValues[],
  record: Measure | null = null,
): Exercise {
  return {
    id: e.id,
    workoutId: e.workoutId,
    name: e.name,
    sets: e.sets,
    reps: e.reps,
    // The stored summary (sets.ts summarize): the top set's weight in pounds, named pounds.
    weight: e.weightLbs,
    weightUnit: SUMMARY_WEIGHT_UNIT,
    duration: e.durationSeconds,
    distance: e.distance,
    distanceUnit: e.distanceUnit,
    intensity: e.intensity,
    restTime: e.restSeconds,
    supersetGroup: e.supersetGroup,
    setList: sets.map((s) => ({ ...s })),
    personalRecord: record,
  };
}

/** A workout with its exercises and its derived duration and distance (issue 3). */
export function toWorkoutDto(w: WorkoutFields, list: Exercise[]): Workout {
  return {
    id: w.id,
    userId: w.userId,
    name: w.name,
    type: w.type,
    notes: w.notes,
    duration: workoutSeconds(w.durationSeconds, list),
    distance: workoutMiles(w.distanceMiles, list),
    completedAt: w.completedAt.toISOString(),
    // The day it was done, kept when it was written (issue 26 §3).
    day: keptDay(w.doneDay, w.completedAt),
    createdAt: w.createdAt.toISOString(),
    routineId: w.routineId,
    exercises: list,
  };
}
