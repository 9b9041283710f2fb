import type { BodyWeight } from '../../../shared/schemas/body-weights';
import type { Goal } from '../../../shared/schemas/goals';
import type { Routine, RoutineExercise, RoutineSet } from '../../../shared/schemas/routines';
import type { Exercise, ExerciseSet, Workout } from '../../../shared/schemas/workouts';
import { milesShown } from '../../../shared/unit-display';
import type { DistancePreference } from '../../../shared/units';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { bodyWeightBatches } from '../body-weights/body-weights.service';
import { listGoals } from '../goals/goals.service';
import { listRoutines } from '../routines/routines.service';
import { toUserDto } from '../users/users.service';
import { workoutBatches } from '../workouts/workouts.service';
import { csvLine, type Cell } from './csv';

// The export is written as it is read (issue 9): each kind of record comes a batch at a time,
// workouts newest first, and each batch is on its way to the client before the next is read, so
// memory holds one batch however big the account. The goals and routines (a few, bounded) are
// read first, so a database that is down still gets a proper error answer before any byte is sent.
//
// Everything a person logs is a section (issue 26 §9): its JSON key, its records in batches and
// its CSV rows, each kind filling its own group of columns. A new kind is one more section and
// column group (routines, issue 27, were: their target sets reuse the exercise and set columns);
// the ones before it keep their keys and columns.

/** One kind of thing a person logs, as the export writes it. */
interface Section<T> {
  /** Its key in the JSON file. */
  key: string;
  /** Its records, in order, a batch at a time. */
  batches: AsyncIterable<T[]>;
  /** Its rows of the CSV table. */
  rows: (item: T) => Cell[][];
}

async function* once<T>(items: T[]) {
  if (items.length > 0) yield items;
}

/** The columns of each kind of record, in the order the table has them. */
const COLUMNS = {
  workout: [
    'workout_id',
    'workout_name',
    'workout_type',
    'completed_at',
    'workout_duration_seconds',
    'workout_distance',
    'workout_distance_unit',
    'workout_notes',
  ],
  exercise: [
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
  ],
  set: [
    'set_number',
    'set_reps',
    'set_weight',
    'set_weight_unit',
    'set_duration_seconds',
    'set_distance',
    'set_done',
    'set_type',
    'set_rpe',
  ],
  goal: [
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
  ],
  weighIn: ['weigh_in_id', 'measured_at', 'body_weight', 'body_weight_unit'],
  routine: ['routine_id', 'routine_name', 'routine_notes'],
} as const;
type Group = keyof typeof COLUMNS;
const GROUPS = Object.keys(COLUMNS) as Group[];

/**
 * One table for spreadsheets: a row per set carrying its exercise's and workout's columns, a row
 * for a workout without exercises, a row per goal, a row per weigh-in and a row per target set of
 * a routine (with its exercise's columns); `record` says which. Sets carry their type and RPE.
 * Each set is as it was typed (its weight with its unit), and so is each weigh-in; workout
 * distances are in the user's unit (issue 8); other units are in the column names.
 */
export const CSV_HEADER = [
  'record',
  ...COLUMNS.workout,
  ...COLUMNS.exercise,
  ...COLUMNS.set,
  ...COLUMNS.goal,
  ...COLUMNS.weighIn,
  ...COLUMNS.routine,
] as const;

/** A row of `record`: the groups given, every other group blank. */
const row = (record: string, cells: Partial<Record<Group, Cell[]>>): Cell[] => [
  record,
  ...GROUPS.flatMap((g) => cells[g] ?? Array<Cell>(COLUMNS[g].length).fill(null)),
];

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

const setCells = (s: ExerciseSet, n: number): Cell[] => [
  n,
  s.reps,
  s.weight,
  s.weight === null ? null : s.weightUnit,
  s.duration,
  s.distance,
  s.done,
  s.setType,
  s.rpe,
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

const weighInCells = (b: BodyWeight): Cell[] => [b.id, b.measuredAt, b.weight, b.unit];

/** A routine's exercise in the exercise columns: what it plans (no summary of a log). */
const routineExerciseCells = (e: RoutineExercise, n: number): Cell[] => [
  n,
  e.name,
  e.setList.length,
  null,
  null,
  null,
  null,
  e.distanceUnit,
  null,
  e.restSeconds,
];

/** A routine's target set in the set columns; a plan has no "done". */
const routineSetCells = (s: RoutineSet, n: number): Cell[] => [
  n,
  s.reps,
  s.weight,
  s.weight === null ? null : s.weightUnit,
  s.duration,
  s.distance,
  null,
  s.setType,
  s.rpe,
];

/** A routine's rows: one per target set, with its exercise's and its routine's columns. */
const routineRows = (r: Routine): Cell[][] =>
  r.exercises.flatMap((e, i) =>
    e.setList.map((s, j) =>
      row('routine_set', {
        routine: [r.id, r.name, r.notes],
        exercise: routineExerciseCells(e, i + 1),
        set: routineSetCells(s, j + 1),
      }),
    ),
  );

/** A workout's rows: one per set, or one for the workout when it has no exercises. */
function workoutRows(w: Workout, distance: DistancePreference): Cell[][] {
  const workout = workoutCells(w, distance);
  if (w.exercises.length === 0) return [row('workout', { workout })];
  return w.exercises.flatMap((e, i) =>
    e.setList.map((s, j) =>
      row('set', { workout, exercise: exerciseCells(e, i + 1), set: setCells(s, j + 1) }),
    ),
  );
}

/** Everything the user logged, section by section, in the order the files hold them. */
async function sections(db: Db, user: SessionUser): Promise<Section<never>[]> {
  const goals = await listGoals(db, user.id);
  // At most ROUTINE_LIMITS.perUser of them: one read, before any byte is sent, as the goals.
  const routines = await listRoutines(db, user.id);
  const { distanceUnit } = toUserDto(user);
  const list = [
    {
      key: 'workouts',
      batches: workoutBatches(db, user.id),
      rows: (w) => workoutRows(w, distanceUnit),
    } satisfies Section<Workout>,
    {
      key: 'goals',
      batches: once(goals),
      rows: (g) => [row('goal', { goal: goalCells(g) })],
    } satisfies Section<Goal>,
    {
      key: 'weighIns',
      batches: bodyWeightBatches(db, user.id),
      rows: (b) => [row('weigh_in', { weighIn: weighInCells(b) })],
    } satisfies Section<BodyWeight>,
    { key: 'routines', batches: once(routines), rows: routineRows } satisfies Section<Routine>,
  ];
  return list as Section<never>[];
}

/**
 * Everything the user logged, in the API's own shapes (issue 3, Data export): exactly the bytes
 * of JSON.stringify({exportedAt, user, workouts, goals, weighIns, routines}), in pieces, one a batch.
 */
export async function* exportJson(db: Db, user: SessionUser, now = new Date()) {
  const list = await sections(db, user);
  let pending = `{"exportedAt":${JSON.stringify(now.toISOString())},"user":${JSON.stringify(toUserDto(user))}`;
  for (const section of list) {
    pending += `,${JSON.stringify(section.key)}:[`;
    let separator = '';
    for await (const batch of section.batches) {
      yield pending + separator + batch.map((item) => JSON.stringify(item)).join(',');
      pending = '';
      separator = ',';
    }
    pending += ']';
  }
  yield `${pending}}`;
}

/**
 * The same data as one table (RFC 4180), section by section: workouts, goals, weigh-ins,
 * routines.
 */
export async function* exportCsv(db: Db, user: SessionUser) {
  const list = await sections(db, user);
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${csvLine(CSV_HEADER)}`;
  for (const section of list) {
    for await (const batch of section.batches) {
      yield batch
        .flatMap((item) => section.rows(item))
        .map(csvLine)
        .join('');
    }
  }
}
