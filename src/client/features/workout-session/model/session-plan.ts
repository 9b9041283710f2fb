import {
  DEFAULT_EXERCISE_SECONDS,
  SAMPLE_PLAN,
  setPlanOf,
  type SessionExercise,
  type SetPlan,
} from '@shared/session/machine';
import { formatDuration } from '@shared/duration';
import { DISTANCE_LABEL, formatWeightIn } from '@shared/unit-display';
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
 * A saved workout as a session ("Start session" on its card): each exercise with every set's own
 * target (issue 26 §7: a pyramid 185×5, 205×5, 225×3 runs, is spoken and is saved as just that).
 * The exercise's reps, duration and weight are its first set's, for a one-line summary. A set
 * with neither reps nor a time (a distance only) runs for the default 60 s.
 */
export function planFromWorkout(w: Workout): SessionPlan {
  return {
    title: w.name,
    type: w.type,
    exercises: w.exercises.map((e, i) => {
      const setList: SetPlan[] = (
        e.setList.length > 0
          ? e.setList
          : Array.from({ length: Math.max(1, e.sets) }, () => ({
              reps: e.reps,
              duration: e.duration,
              weight: e.weight == null ? null : e.weight,
              weightUnit: e.weightUnit,
              distance: e.distance,
              setType: 'normal' as const,
            }))
      ).map((set) => ({
        reps: set.reps,
        // A rep set runs the default minute whatever time was logged with it (the log's time
        // is how long it took, not a window to fill).
        duration: set.reps != null && set.reps > 0 ? null : set.duration,
        weight: set.weight,
        weightUnit: set.weightUnit,
        distance: set.distance,
        setType: set.setType,
      }));
      const exercise: SessionExercise = {
        id: `${i}-${e.id}`,
        name: e.name,
        sets: setList.length,
        reps: null,
        duration: null,
        restTime: e.restTime ?? DEFAULT_REST_SECONDS,
        distanceUnit: e.distanceUnit,
        setList,
      };
      // Normalised through the one rule of what a set asks for.
      const normal = setList.map((_, n) => setPlanOf(exercise, n + 1));
      const first = normal[0]!;
      return {
        ...exercise,
        reps: first.reps,
        duration: first.duration,
        weight: first.weight,
        weightUnit: first.weightUnit,
        setList: normal,
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

/**
 * "12 reps", "45 s", "8 min" (SPEC §9's one duration format, not "480 s"), "1 min" (the default
 * time of a set without either), "2 mi".
 */
function effort(e: SessionExercise, t: SetPlan): string {
  if (t.reps != null) return `${t.reps} reps`;
  const time = formatDuration(t.duration ?? DEFAULT_EXERCISE_SECONDS);
  if (t.duration == null && t.distance != null) {
    return `${t.distance} ${DISTANCE_LABEL[e.distanceUnit ?? 'miles']}`;
  }
  return time;
}

/** Set `set`'s target as the card shows it: "5 reps · 205 lbs", "45 s", "2 mi". */
export function setTarget(e: SessionExercise, set = 1): string {
  const t = setPlanOf(e, set);
  const weight =
    t.weight != null ? ` · ${formatWeightIn(t.weight, t.weightUnit, t.weightUnit)}` : '';
  return `${effort(e, t)}${weight}`;
}

/**
 * An exercise's sets in one line for the list: "3 × 12 reps" when every set is the same ("8 min"
 * for a single set), else each set's own ("5 reps · 185 lbs, 5 reps · 205 lbs, 3 reps · 225 lbs").
 */
export function planSummary(e: SessionExercise): string {
  const all = Array.from({ length: e.sets }, (_, n) => setTarget(e, n + 1));
  if (e.sets === 1) return all[0]!;
  if (all.every((t) => t === all[0])) return `${e.sets} × ${all[0]}`;
  return all.join(', ');
}

/**
 * The workout a session saves: every set done, with the reps said ("I did 10") or planned, the
 * seconds actually held and the set's own weight; exercises not reached are left out. Null when nothing was done.
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
        ...(e.distanceUnit ? { distanceUnit: e.distanceUnit } : {}),
        // Each set as done: the reps said (or planned), the seconds held, and its own target's
        // weight and distance (issue 26 §7).
        setList: sets.map((d) => {
          const t = setPlanOf(e, d.set);
          return {
            reps: d.reps,
            duration: d.duration,
            weight: t.weight,
            weightUnit: t.weightUnit,
            distance: t.distance,
            done: true,
            setType: t.setType ?? 'normal',
          };
        }),
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
