import type { Goal } from '../../../shared/schemas/goals';
import type { Exercise, ExerciseSet, Workout } from '../../../shared/schemas/workouts';
import { milesShown } from '../../../shared/unit-display';
import type { DistancePreference } from '../../../shared/units';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { listGoals } from '../goals/goals.service';
import { toUserDto } from '../users/users.service';
import { workoutBatches } from '../workouts/workouts.service';
import { csvLine, type Cell } from './csv';

// The export is written as it is read (issue 9): the workouts come a batch at a time, newest
// first, and each batch is on its way to the client before the next is read, so memory holds one
// batch however big the account. The goals (a few) are read first, so a database that is down
// still gets a proper error answer before any byte is sent.

/**
 * Everything the user logged, in the API's own shapes (issue 3, Data export): exactly the bytes
 * of JSON.stringify({exportedAt, user, workouts, goals}), in pieces.
 */
export async function* exportJson(db: Db, user: SessionUser, now = new Date()) {
  const goals = await listGoals(db, user.id);
  const exportedAt = JSON.stringify(now.toISOString());
  yield `{"exportedAt":${exportedAt},"user":${JSON.stringify(toUserDto(user))},"workouts":[`;
  let separator = '';
  for await (const batch of workoutBatches(db, user.id)) {
    yield separator + batch.map((w) => JSON.stringify(w)).join(',');
    separator = ',';
  }
  yield `],"goals":${JSON.stringify(goals)}}`;
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

/** A workout's rows: one per set, or one for the workout when it has no exercises. */
function workoutRows(w: Workout, distance: DistancePreference): Cell[][] {
  const workout = workoutCells(w, distance);
  if (w.exercises.length === 0) return [['workout', ...workout, ...blank(27)]];
  return w.exercises.flatMap((e, i) =>
    e.setList.map((s, j) => [
      'set',
      ...workout,
      ...exerciseCells(e, i + 1),
      ...setCells(s, j + 1),
      ...blank(10),
    ]),
  );
}

/** The same data as one table (RFC 4180), the workouts' rows first, then the goals'. */
export async function* exportCsv(db: Db, user: SessionUser) {
  const goals = await listGoals(db, user.id);
  const { distanceUnit } = toUserDto(user);
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${csvLine(CSV_HEADER)}`;
  for await (const batch of workoutBatches(db, user.id)) {
    yield batch
      .flatMap((w) => workoutRows(w, distanceUnit))
      .map(csvLine)
      .join('');
  }
  if (goals.length > 0)
    yield goals.map((g) => csvLine(['goal', ...blank(25), ...goalCells(g)])).join('');
}
