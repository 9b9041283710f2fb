import type { AvatarAnswer } from '../../../shared/schemas/avatar';
import type { BodyWeight } from '../../../shared/schemas/body-weights';
import type { EquipmentAnswer } from '../../../shared/schemas/equipment';
import type { Goal } from '../../../shared/schemas/goals';
import type { Routine, RoutineExercise, RoutineSet } from '../../../shared/schemas/routines';
import type { Exercise, ExerciseSet, Workout } from '../../../shared/schemas/workouts';
import { milesShown } from '../../../shared/unit-display';
import type { DistancePreference, WeightUnit } from '../../../shared/units';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { bodyWeightBatches } from '../body-weights/body-weights.service';
import { listGoals } from '../goals/goals.service';
import { listRoutines } from '../routines/routines.service';
import { avatarUnder } from '../avatar/avatar.service';
import { readEquipment } from '../users/equipment.service';
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
// the ones before it keep their keys and columns. A field added to a kind that has columns
// already goes in a group of its own at the end of the table (`workoutMore`, …), so every column
// a spreadsheet or script reads by position stays where it was (issue 29 §7).

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
  // Issue 29 §7: what the groups above left out, so the file holds everything.
  workoutMore: ['workout_day', 'workout_routine_id', 'workout_created_at'],
  exerciseMore: ['superset_group', 'exercise_notes'],
  goalMore: [
    'goal_tracking',
    'goal_track_exercise',
    'goal_track_workout_type',
    'goal_start_value',
    'goal_completed_at',
    'goal_created_at',
  ],
  routineMore: [
    'routine_last_done_at',
    'routine_times_done',
    'routine_created_at',
    'routine_updated_at',
  ],
  preference: ['preference', 'preference_value'],
} as const;
type Group = keyof typeof COLUMNS;
const GROUPS = Object.keys(COLUMNS) as Group[];

/**
 * One table for spreadsheets: a row per set carrying its exercise's and workout's columns, a row
 * for a workout without exercises, a row per goal, a row per weigh-in, a row per target set of
 * a routine (with its exercise's columns) and a row per preference (`preference` names it as the
 * JSON file's `preferences` does, `gymEquipment.bar`; a list is JSON text); `record` says which.
 * Sets carry their type, RPE and superset group. Each set is as it was typed (its weight with its
 * unit), and so is each weigh-in; workout distances are in the user's unit (issue 8); other units
 * are in the column names. The columns added later (issue 29) follow the first groups', so those
 * keep their positions.
 */
export const CSV_HEADER = [
  'record',
  ...COLUMNS.workout,
  ...COLUMNS.exercise,
  ...COLUMNS.set,
  ...COLUMNS.goal,
  ...COLUMNS.weighIn,
  ...COLUMNS.routine,
  ...COLUMNS.workoutMore,
  ...COLUMNS.exerciseMore,
  ...COLUMNS.goalMore,
  ...COLUMNS.routineMore,
  ...COLUMNS.preference,
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

const workoutMoreCells = (w: Workout): Cell[] => [w.day, w.routineId, w.createdAt];

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

const goalMoreCells = (g: Goal): Cell[] => [
  g.tracking,
  g.trackExercise,
  g.trackWorkoutType,
  g.startValue,
  g.completedAt,
  g.createdAt,
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
        exerciseMore: [e.supersetGroup, e.notes],
        routineMore: [r.lastDoneAt, r.timesDone, r.createdAt, r.updatedAt],
      }),
    ),
  );

/** A workout's rows: one per set, or one for the workout when it has no exercises. */
function workoutRows(w: Workout, distance: DistancePreference): Cell[][] {
  const workout = workoutCells(w, distance);
  const workoutMore = workoutMoreCells(w);
  if (w.exercises.length === 0) return [row('workout', { workout, workoutMore })];
  return w.exercises.flatMap((e, i) =>
    e.setList.map((s, j) =>
      row('set', {
        workout,
        exercise: exerciseCells(e, i + 1),
        set: setCells(s, j + 1),
        workoutMore,
        // A logged exercise carries no notes of its own; a routine's does.
        exerciseMore: [e.supersetGroup, null],
      }),
    ),
  );
}

/**
 * The person's settings (issue 29 §7): the units, zone and switches of their profile, the
 * leaderboard's name and whether they show on it, the gym equipment for the plate calculator
 * (`saved: false`: the defaults of their unit, never changed) and the coach's look and voice.
 */
export interface Preferences {
  weightUnit: WeightUnit;
  distanceUnit: DistancePreference;
  timeZone: string;
  rpeEnabled: boolean;
  leaderboardVisible: boolean;
  displayName: string | null;
  gymEquipment: EquipmentAnswer;
  coach: AvatarAnswer;
}

async function readPreferences(db: Db, user: SessionUser): Promise<Preferences> {
  const dto = toUserDto(user);
  // The coach as the person chose it, whatever their plan allows today (the plan decides what
  // the app shows, not what the person's file says they picked).
  // (A plan that includes every coach answers the saved config as it is, no `savedAvatar`.)
  const coach = await avatarUnder(db, user.id, { customAvatarEnabled: true });
  return {
    weightUnit: dto.weightUnit,
    distanceUnit: dto.distanceUnit,
    timeZone: dto.timeZone,
    rpeEnabled: dto.rpeEnabled,
    leaderboardVisible: dto.leaderboardVisible,
    displayName: dto.displayName,
    gymEquipment: readEquipment(user),
    coach,
  };
}

/**
 * The preferences as rows of the table: one per setting, named by its path in the JSON file
 * (`coach.hairStyle`); a list (the plates) is written as JSON text.
 */
export function preferenceRows(preferences: Preferences): Cell[][] {
  const out: Cell[][] = [];
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
      return;
    }
    const cell: Cell = Array.isArray(value) ? JSON.stringify(value) : (value as Cell);
    out.push(row('preference', { preference: [path, cell] }));
  };
  walk(preferences, '');
  return out;
}

interface Everything {
  sections: Section<never>[];
  preferences: Preferences;
}

/** Everything the user logged, section by section, in the order the files hold them. */
async function everything(db: Db, user: SessionUser): Promise<Everything> {
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
      rows: (g) => [row('goal', { goal: goalCells(g), goalMore: goalMoreCells(g) })],
    } satisfies Section<Goal>,
    {
      key: 'weighIns',
      batches: bodyWeightBatches(db, user.id),
      rows: (b) => [row('weigh_in', { weighIn: weighInCells(b) })],
    } satisfies Section<BodyWeight>,
    { key: 'routines', batches: once(routines), rows: routineRows } satisfies Section<Routine>,
  ];
  // Read before any byte is sent, as the goals.
  const preferences = await readPreferences(db, user);
  return { sections: list as Section<never>[], preferences };
}

/**
 * Everything the user logged, in the API's own shapes (issue 3, Data export): exactly the bytes
 * of JSON.stringify({exportedAt, user, workouts, goals, weighIns, routines, preferences}), in
 * pieces, one a batch.
 */
export async function* exportJson(db: Db, user: SessionUser, now = new Date()) {
  const { sections: list, preferences } = await everything(db, user);
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
  yield `${pending},"preferences":${JSON.stringify(preferences)}}`;
}

/**
 * The same data as one table (RFC 4180), section by section: workouts, goals, weigh-ins,
 * routines, then the preferences.
 */
export async function* exportCsv(db: Db, user: SessionUser) {
  const { sections: list, preferences } = await everything(db, user);
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
  yield preferenceRows(preferences).map(csvLine).join('');
}
