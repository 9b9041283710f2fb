import type { Goal } from '../../../shared/schemas/goals';
import type { Exercise, ExerciseSet, Workout } from '../../../shared/schemas/workouts';
import { milesShown } from '../../../shared/unitDisplay';
import type { DistancePreference } from '../../../shared/units';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { listGoals } from '../goals/goals.service';
import { toUserDto } from '../users/users.service';
import { listWorkouts } from '../workouts/workouts.service';
import { toCsv, type Cell } from './csv';

/** Everything the user logged, in the API's own shapes (issue 3, Data export). */
export async function exportData(db: Db, user: SessionUser, now = new Date()) {
  const [workouts, goals] = await Promise.all([listWorkouts(db, user.id), listGoals(db, user.id)]);
  return { exportedAt: now.toISOString(), user: toUserDto(user), workouts, goals };
}

/**
 * One table for spreadsheets: a row per set carrying its exercise's and workout's columns, a row
 * for a workout without exercises, and a row per goal; `record` says which. Each set is as it
 * was typed (its weight with its unit); workout distances are in the user's unit (issue 8);
 * other units are in the column names.
 */
export const CSV_HEADER = [
  'record',
  'workout_id',
  'workout_name',
  'workout_type',
  'completed_at',
  'workout_duration_seconds',
  'workout_distance',
  'workout_distance_unit',
  'workout_notes',
  'exercise_number',
  'exercise_name',
  'sets',
  'reps',
  'weight_lbs',
  'exercise_duration_seconds',
  'distance',
  'distance_unit',
  'intensity',
  'rest_seconds',
  'set_number',
  'set_reps',
  'set_weight',
  'set_weight_unit',
  'set_duration_seconds',
  'set_distance',
  'set_done',
  'goal_id',
  'goal_title',
  'goal_description',
  'goal_type',
  'target_value',
  'current_value',
  'goal_unit',
  'deadline',
  'is_completed',
  'progress_percentage',
] as const;

const workoutCells = (w: Workout, distance: DistancePreference): Cell[] => [
  w.id,
  w.name,
  w.type,
  w.completedAt,
  w.duration,
  milesShown(w.distance, distance),
  distance,
  w.notes,
];

const exerciseCells = (e: Exercise, n: number): Cell[] => [
  n,
  e.name,
  e.sets,
  e.reps,
  e.weight,
  e.duration,
  e.distance,
  e.distanceUnit,
  e.intensity,
  e.restTime,
];

const goalCells = (g: Goal): Cell[] => [
  g.id,
  g.title,
  g.description,
  g.type,
  g.targetValue,
  g.currentValue,
  g.unit,
  g.deadline,
  g.isCompleted,
  g.progressPercentage,
];

const setCells = (s: ExerciseSet, n: number): Cell[] => [
  n,
  s.reps,
  s.weight,
  s.weight === null ? null : s.weightUnit,
  s.duration,
  s.distance,
  s.done,
];

const blank = (n: number): Cell[] => Array<Cell>(n).fill(null);

export function exportCsv(data: {
  user: { distanceUnit: DistancePreference };
  workouts: Workout[];
  goals: Goal[];
}): string {
  const rows: Cell[][] = [];
  const workout = (w: Workout) => workoutCells(w, data.user.distanceUnit);
  for (const w of data.workouts) {
    if (w.exercises.length === 0) rows.push(['workout', ...workout(w), ...blank(27)]);
    w.exercises.forEach((e, i) =>
      e.setList.forEach((s, j) =>
        rows.push([
          'set',
          ...workout(w),
          ...exerciseCells(e, i + 1),
          ...setCells(s, j + 1),
          ...blank(10),
        ]),
      ),
    );
  }
  for (const g of data.goals) rows.push(['goal', ...blank(25), ...goalCells(g)]);
  return toCsv(CSV_HEADER, rows);
}
