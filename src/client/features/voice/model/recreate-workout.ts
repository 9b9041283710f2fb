import type { CreateWorkoutInput, ExerciseInput, Workout } from '@shared/schemas/workouts';
import { roundMiles, workoutMiles, workoutSeconds } from '@shared/workout-totals';

/**
 * The POST /api/workouts body that brings a deleted workout back (issue 31 §3: Undo after "delete
 * my last workout"): its name, type, notes, when it was done, its routine, and every exercise
 * with every set as stored (each set in the unit it was typed in). Its duration and distance are
 * sent only when they were given rather than added up from the sets, so a workout whose sets are
 * edited later still adds them up as before. The copy gets a new id; everything shown is the
 * same. (Repeat and the sync sheet go through the form's draft instead: they change the day or
 * let the person edit first.)
 */
export function recreateWorkoutBody(
  w: Workout,
): CreateWorkoutInput & { exercises: ExerciseInput[] } {
  const duration = w.duration !== workoutSeconds(null, w.exercises) ? w.duration : undefined;
  const distance =
    Math.abs(w.distance - workoutMiles(null, w.exercises)) > 0.005
      ? roundMiles(w.distance)
      : undefined;
  return {
    userId: w.userId,
    name: w.name,
    type: w.type,
    notes: w.notes,
    completedAt: w.completedAt,
    routineId: w.routineId,
    ...(duration !== undefined ? { duration } : {}),
    ...(distance !== undefined ? { distance } : {}),
    exercises: w.exercises.map((e) => ({
      name: e.name,
      sets: e.setList.length || e.sets,
      distanceUnit: e.distanceUnit,
      intensity: e.intensity,
      restTime: e.restTime,
      supersetGroup: e.supersetGroup,
      ...(e.setList.length > 0
        ? {
            setList: e.setList.map((s) => ({
              reps: s.reps,
              weight: s.weight,
              weightUnit: s.weightUnit,
              duration: s.duration,
              distance: s.distance,
              done: s.done,
              setType: s.setType,
              rpe: s.rpe,
            })),
          }
        : {
            reps: e.reps,
            weight: e.weight,
            weightUnit: e.weightUnit,
            duration: e.duration,
            distance: e.distance,
          }),
    })),
  };
}
