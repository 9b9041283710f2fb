import type { Exercise, ExerciseValues, Workout } from '../../../shared/schemas/workouts';
import { workoutMiles, workoutSeconds } from '../../../shared/workoutTotals';
import type { exercises, workouts } from '../../db/schema';

export type WorkoutRow = typeof workouts.$inferSelect;
export type ExerciseRow = typeof exercises.$inferSelect;

/** Column names say their unit (weight_lbs, duration_seconds); the wire uses SPEC §3 names. */
export function toExerciseDto(e: ExerciseRow): Exercise {
  return {
    id: e.id,
    workoutId: e.workoutId,
    name: e.name,
    sets: e.sets,
    reps: e.reps,
    weight: e.weightLbs,
    duration: e.durationSeconds,
    distance: e.distance,
    distanceUnit: e.distanceUnit,
    intensity: e.intensity,
    restTime: e.restSeconds,
  };
}

/** A workout with its exercises and its derived duration and distance (issue 3). */
export function toWorkoutDto(w: WorkoutRow, rows: ExerciseRow[]): Workout {
  const list = rows.map(toExerciseDto);
  return {
    id: w.id,
    userId: w.userId,
    name: w.name,
    type: w.type,
    notes: w.notes,
    duration: workoutSeconds(w.durationSeconds, list),
    distance: workoutMiles(w.distanceMiles, list),
    completedAt: w.completedAt.toISOString(),
    createdAt: w.createdAt.toISOString(),
    exercises: list,
  };
}

/** The columns of an exercise from validated input (PUT replaces every field). */
export function exerciseColumns(v: ExerciseValues) {
  return {
    name: v.name,
    sets: v.sets,
    reps: v.reps ?? null,
    weightLbs: v.weight ?? null,
    durationSeconds: v.duration ?? null,
    distance: v.distance ?? null,
    distanceUnit: v.distanceUnit,
    intensity: v.intensity,
    restSeconds: v.restTime ?? null,
  };
}

/** The columns an exercise copy keeps (Repeat). */
export function copyOfExercise(e: ExerciseRow, workoutId: string) {
  const { id: _id, createdAt: _c, updatedAt: _u, workoutId: _w, ...rest } = e;
  return { ...rest, workoutId };
}
