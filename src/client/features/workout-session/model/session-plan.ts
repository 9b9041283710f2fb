import {
  DEFAULT_EXERCISE_SECONDS,
  SAMPLE_PLAN,
  type SessionExercise,
} from '@shared/session/machine';
import {
  WORKOUT_LIMITS,
  type CreateWorkoutInput,
  type Workout,
  type WorkoutType,
} from '@shared/schemas/workouts';
import { trainedSeconds, type SessionState } from '@shared/session/machine';

/** What a session runs (issue 11 item 7) and what the saved workout is called. */
export interface SessionPlan {
  title: string;
  type: WorkoutType;
  exercises: readonly SessionExercise[];
}

export const SAMPLE_SESSION: SessionPlan = {
  title: 'Guided Session',
  type: 'mixed',
  exercises: SAMPLE_PLAN,
};

/** Rest between sets when a saved exercise does not say (SPEC §3 sample plan's usual rest). */
const DEFAULT_REST_SECONDS = 60;

/**
 * A saved workout as a session ("Start session" on its card): each exercise's sets, with the
 * first set's reps, weight and time as the plan for every set. An exercise with neither reps nor
 * a time (a distance only) runs for the default 60 s.
 */
export function planFromWorkout(w: Workout): SessionPlan {
  return {
    title: w.name,
    type: w.type,
    exercises: w.exercises.map((e, i) => {
      const first = e.setList[0];
      const reps = first?.reps ?? e.reps;
      const duration = first?.duration ?? e.duration;
      const weight = first?.weight ?? e.weight;
      return {
        id: `${i}-${e.id}`,
        name: e.name,
        sets: Math.max(1, e.setList.length || e.sets),
        reps: reps && reps > 0 ? reps : null,
        duration: !(reps && reps > 0) && duration && duration > 0 ? duration : null,
        restTime: e.restTime ?? DEFAULT_REST_SECONDS,
        weight: weight && weight > 0 ? weight : null,
        weightUnit: first?.weightUnit ?? e.weightUnit,
      };
    }),
  };
}

/** An assessment plan's exercise (SPEC §2 result: name, sets, reps or duration in seconds). */
export interface PlanExerciseInput {
  name: string;
  sets: number;
  reps?: number | null;
  duration?: number | null;
  restTime?: number | null;
}

/** A plan from the assessment ("Start This Workout"), bounded like any workout. */
export function planFromExercises(
  title: string,
  type: WorkoutType,
  list: readonly PlanExerciseInput[],
): SessionPlan {
  const L = WORKOUT_LIMITS;
  const clamp = (n: number, max: number) => Math.min(max, Math.max(1, Math.round(n)));
  // The sets left of the workout's 300 (issue 25): a session saves what was planned, so it fits.
  let left = L.setsPerWorkout;
  const sets = list.slice(0, L.exercisesPerWorkout).map((e) => {
    const n = Math.min(left, clamp(e.sets, L.sets));
    left -= n;
    return n;
  });
  return {
    title: title.trim().slice(0, L.name) || SAMPLE_SESSION.title,
    type,
    exercises: list.slice(0, sets.filter((n) => n > 0).length).map((e, i) => ({
      id: `${i}-${e.name}`,
      name: e.name.trim().slice(0, L.name),
      sets: sets[i]!,
      reps: e.reps && e.reps > 0 ? clamp(e.reps, L.reps) : null,
      duration: !(e.reps && e.reps > 0) && e.duration ? clamp(e.duration, L.duration) : null,
      restTime: Math.min(L.restTime, Math.max(0, Math.round(e.restTime ?? DEFAULT_REST_SECONDS))),
    })),
  };
}

/** "12 reps", "45 s" or "60 s" (the default time of an exercise without either). */
export function setTarget(e: SessionExercise): string {
  if (e.reps != null) return `${e.reps} reps`;
  return `${e.duration ?? DEFAULT_EXERCISE_SECONDS} s`;
}

/**
 * The workout a session saves: every set done, with the reps said ("I did 10") or planned and
 * the seconds actually held; exercises not reached are left out. Null when nothing was done.
 */
export function sessionWorkout(
  plan: SessionPlan,
  state: SessionState,
  userId: string,
  coachName: string,
): CreateWorkoutInput | null {
  if (state.done.length === 0 || state.finishedAt == null) return null;
  const exercises = plan.exercises.flatMap((e, i) => {
    const sets = state.done.filter((d) => d.exercise === i);
    if (sets.length === 0) return [];
    return [
      {
        name: e.name,
        restTime: e.restTime,
        setList: sets.map((d) => ({
          reps: d.reps,
          duration: d.duration,
          weight: e.weight ?? null,
          weightUnit: e.weightUnit ?? 'lb',
          done: true,
        })),
      },
    ];
  });
  const finished = state.phase === 'complete';
  return {
    userId,
    name: plan.title,
    type: plan.type,
    notes: `Guided session with ${coachName}${finished ? '' : ' (ended early)'}.`,
    duration: Math.min(WORKOUT_LIMITS.duration, trainedSeconds(state, state.finishedAt)),
    completedAt: new Date(state.finishedAt).toISOString(),
    exercises,
  };
}
