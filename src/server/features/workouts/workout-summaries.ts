// Workouts as the summaries read them (issue 9): the dashboard's today and AI Coach Insights and
// the Progress chart need each workout's time, type and name, its exercises' amounts and what its
// total time and distance are made of, not the whole workout with its records. One json_agg
// fragment, embedded in each screen's single statement; the totals come from the same rules as
// a workout's own (workoutSeconds, workoutMiles).
import { sql, type SQL } from 'drizzle-orm';
import type { Exercise, Workout } from '../../../shared/schemas/workouts';
import type { SetValues } from '../../../shared/sets';
import { workoutMiles, workoutSeconds } from '../../../shared/workout-totals';
import { isoTime } from '../../db/sql-json';

/** An exercise's name and amounts (Schedule It repeats them), and its sets' times and distances. */
export type SummaryExercise = Pick<
  Exercise,
  'name' | 'sets' | 'reps' | 'weight' | 'duration' | 'distance' | 'distanceUnit'
> & { setList: Pick<SetValues, 'duration' | 'distance'>[] };

/** A workout with its derived totals, as SPEC §3 gives them (seconds, miles). */
export type WorkoutSummary = Pick<
  Workout,
  'name' | 'type' | 'completedAt' | 'day' | 'duration' | 'distance'
> & {
  exercises: SummaryExercise[];
};

export interface WorkoutSummaryJson extends Pick<Workout, 'name' | 'type' | 'completedAt' | 'day'> {
  durationSeconds: number | null;
  distanceMiles: number | null;
  exercises: SummaryExercise[];
}

/**
 * A json array of the workouts `w` for which `where` holds, newest first (as the list orders
 * them), each with its exercises in order and their sets' times and distances.
 */
export const workoutSummariesJson = (where: SQL) => sql`coalesce((
    select json_agg(json_build_object(
      'name', w.name, 'type', w.type, 'completedAt', ${isoTime('w.completed_at')},
      -- The day it was done, kept at logging (issue 26 §3); the mapper's fallback when unset.
      'day', coalesce(w.done_day::text, to_char(w.completed_at at time zone 'UTC', 'YYYY-MM-DD')),
      'durationSeconds', w.duration_seconds, 'distanceMiles', w.distance_miles,
      'exercises', coalesce((
        select json_agg(json_build_object(
          'name', e.name, 'sets', e.sets, 'reps', e.reps, 'weight', e.weight_lbs,
          'duration', e.duration_seconds, 'distance', e.distance, 'distanceUnit', e.distance_unit,
          'setList', coalesce((
            select json_agg(json_build_object('duration', s.duration_seconds, 'distance', s.distance)
              order by s.position)
            from exercise_sets s where s.exercise_id = e.id), '[]'::json)
        ) order by e.position, e.created_at)
        from exercises e where e.workout_id = w.id), '[]'::json)
    ) order by w.completed_at desc, w.created_at desc, w.id desc)
    from workouts w where ${where}), '[]'::json)`;

/** A summary with its totals worked out (the given ones, else its sets'). */
export function toWorkoutSummary(w: WorkoutSummaryJson): WorkoutSummary {
  return {
    name: w.name,
    type: w.type,
    completedAt: w.completedAt,
    day: w.day,
    duration: workoutSeconds(w.durationSeconds, w.exercises),
    distance: workoutMiles(w.distanceMiles, w.exercises),
    exercises: w.exercises,
  };
}
