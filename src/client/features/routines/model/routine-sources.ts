import type { z } from 'zod';
import type { PlanExercise } from '@shared/schemas/assessment';
import { routineSetOf, type routineExerciseInput } from '@shared/schemas/routines';
import type { SharedWorkoutView } from '@shared/schemas/shares';
import { WORKOUT_LIMITS } from '@shared/schemas/workouts';
import { DISTANCE_UNITS, type DistanceUnit } from '@shared/units';

/** One exercise as POST /api/routines takes it. */
export type RoutineExerciseBody = z.input<typeof routineExerciseInput>;

const L = WORKOUT_LIMITS;
/** A count of sets a routine can hold: at least one, at most the size bound. */
const setCount = (n: number | null) => Math.min(L.sets, Math.max(1, Math.round(n ?? 1)));

/**
 * An assessment plan's exercises as a routine's (issue 27 §1 "Save as routine" on a plan): each
 * planned set becomes a target set with the plan's reps or seconds and its rest. The plan's
 * warm-up block is marked as warm-up sets, so it never counts for records or volume.
 */
export function exercisesFromPlan(plan: readonly PlanExercise[]): RoutineExerciseBody[] {
  return plan.slice(0, L.exercisesPerWorkout).map((e) => ({
    name: e.name,
    restSeconds: Math.min(L.restTime, Math.max(0, e.restTime)),
    supersetGroup: null,
    notes: null,
    setList: Array.from({ length: setCount(e.sets) }, () => ({
      setType: e.block === 'warm-up' ? 'warmup' : 'normal',
      reps: e.reps,
      weight: null,
      weightUnit: 'lb',
      duration: e.duration,
      distance: null,
      rpe: null,
    })),
  }));
}

const distanceUnitOf = (u: string | null): DistanceUnit =>
  DISTANCE_UNITS.find((d) => d === u) ?? 'miles';

type SharedExercise = SharedWorkoutView['exercises'][number];

/** A shared exercise's sets: every set as typed, or its summary when it has no set list. */
function sharedSets(e: SharedExercise): RoutineExerciseBody['setList'] {
  if (e.setList.length > 0) {
    return e.setList.slice(0, L.sets).map(routineSetOf);
  }
  return Array.from({ length: setCount(e.sets) }, () => ({
    setType: 'normal' as const,
    reps: e.reps,
    weight: e.weight,
    weightUnit: 'lb' as const,
    duration: e.duration,
    distance: e.distance,
    rpe: null,
  }));
}

/**
 * A shared workout's exercises as a routine's ("Save to my routines" on /s/:token): each set as
 * the sharer typed it, with no rest or superset (a share does not carry them).
 */
export function exercisesFromShare(exercises: readonly SharedExercise[]): RoutineExerciseBody[] {
  return exercises.slice(0, L.exercisesPerWorkout).map((e) => ({
    name: e.name,
    restSeconds: null,
    supersetGroup: null,
    notes: null,
    distanceUnit: distanceUnitOf(e.distanceUnit),
    setList: sharedSets(e),
  }));
}
