// FitNotes' CSV export (issue 29): `Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,
// Distance Unit,Time,Comment`, a row per set. Older versions put the weight's unit in the header
// (`Weight (kgs)`) instead of a column; a file naming no unit at all needs the person to say it.
// FitNotes logs days, not sessions: the rows of one date (contiguous) are one workout, at noon,
// named after the categories trained that day. It has no set types, RPE or durations of workouts.
// It writes 0 in the columns a set does not use (a cardio row's weight, a lift's distance), so
// 0 reads as "not given"; a bodyweight set is one without a weight.
import { WORKOUT_LIMITS } from '../../../../shared/schemas/workouts';
import type { DistanceUnit, WeightUnit } from '../../../../shared/units';
import type {
  CsvFormat,
  CsvRecord,
  ImportedExercise,
  ImportedSet,
  ImportedWorkout,
  ParseEvent,
} from './types';
import {
  Interner,
  cellAt,
  columnsOf,
  distanceUnitOf,
  readAmount,
  readCount,
  readDuration,
  readIsoLocal,
  shown,
  textOrNull,
  weightUnitOf,
  zeroIsNone,
  type Read,
} from './values';

/** A column, and the unit its header names in brackets (`Weight (kgs)`), if any. */
function unitColumn(columns: Map<string, number>, name: string) {
  const plain = columns.get(name);
  if (plain !== undefined) return { index: plain, unit: null as string | null };
  for (const [key, index] of columns) {
    const m = /^(.+?) ?\((.+)\)$/.exec(key);
    if (m && m[1] === name) return { index, unit: m[2]! };
  }
  return undefined;
}

export interface FitNotesLayout {
  date: number;
  exercise: number;
  category: number;
  weight: number | undefined;
  weightUnitColumn: number | undefined;
  /** The header's unit (`Weight (kgs)`), else null. */
  weightUnit: WeightUnit | null;
  reps: number | undefined;
  distance: number | undefined;
  distanceUnitColumn: number | undefined;
  distanceUnit: { unit: DistanceUnit; factor: number } | null;
  time: number | undefined;
  comment: number | undefined;
  needs: ('weightUnit' | 'distanceUnit')[];
}

export function fitNotesLayout(header: readonly string[]): FitNotesLayout {
  const columns = columnsOf(header);
  const weight = unitColumn(columns, 'weight');
  const distance = unitColumn(columns, 'distance');
  const weightUnitColumn = columns.get('weight unit');
  const distanceUnitColumn = columns.get('distance unit');
  const weightUnit = weight?.unit ? weightUnitOf(weight.unit) : null;
  const distanceUnit = distance?.unit ? distanceUnitOf(distance.unit) : null;
  const needs: FitNotesLayout['needs'] = [];
  if (weight && !weightUnit && weightUnitColumn === undefined) needs.push('weightUnit');
  if (distance && !distanceUnit && distanceUnitColumn === undefined) needs.push('distanceUnit');
  return {
    date: columns.get('date')!,
    exercise: columns.get('exercise')!,
    category: columns.get('category')!,
    weight: weight?.index,
    weightUnitColumn,
    weightUnit,
    reps: columns.get('reps'),
    distance: distance?.index,
    distanceUnitColumn,
    distanceUnit,
    time: columns.get('time') ?? unitColumn(columns, 'duration')?.index,
    comment: columns.get('comment') ?? columns.get('comments') ?? columns.get('notes'),
    needs,
  };
}

export type FitNotesRow =
  | { kind: 'bad'; message: string }
  | {
      kind: 'set';
      /** The day, `YYYY-MM-DD`. */
      day: string;
      exercise: string;
      category: string | null;
      distanceUnit: DistanceUnit | null;
      set: ImportedSet;
    };

/** A value the app's limits refuse (a typo such as 10000 kg) stops the row, with the field named. */
function within(read: Read<number | null>, field: string, max: number): Read<number | null> {
  if (read.ok && read.value !== null && read.value > max) {
    return { ok: false, message: `${field}: ${read.value} is more than ${max}` };
  }
  return read;
}

/** One row (pure): a set, or the first problem that stops it. */
export function readFitNotesRow(layout: FitNotesLayout, cells: readonly string[]): FitNotesRow {
  const cell = (i: number | undefined) => cellAt(cells, i);
  const dateText = cell(layout.date);
  const start = readIsoLocal(dateText);
  if (!start) {
    return {
      kind: 'bad',
      message: dateText ? `Date: ${shown(dateText)} is not a date` : 'Date: missing',
    };
  }
  const exercise = cell(layout.exercise);
  if (!exercise) return { kind: 'bad', message: 'Exercise: missing' };

  const weight = within(readAmount(cell(layout.weight), 'Weight'), 'Weight', WORKOUT_LIMITS.weight);
  if (!weight.ok) return { kind: 'bad', message: weight.message };
  const reps = within(readCount(cell(layout.reps), 'Reps'), 'Reps', WORKOUT_LIMITS.reps);
  if (!reps.ok) return { kind: 'bad', message: reps.message };
  const distance = readAmount(cell(layout.distance), 'Distance');
  if (!distance.ok) return { kind: 'bad', message: distance.message };
  const time = within(readDuration(cell(layout.time), 'Time'), 'Time', WORKOUT_LIMITS.duration);
  if (!time.ok) return { kind: 'bad', message: time.message };

  const kilos = zeroIsNone(weight.value);
  let weightUnit = layout.weightUnit;
  if (layout.weightUnitColumn !== undefined) {
    const text = cell(layout.weightUnitColumn);
    weightUnit = text ? weightUnitOf(text) : null;
    if (text && !weightUnit)
      return { kind: 'bad', message: `Weight Unit: ${shown(text)} is not kg or lbs` };
    if (!weightUnit && kilos !== null) return { kind: 'bad', message: 'Weight Unit: missing' };
  }

  let meters = zeroIsNone(distance.value);
  let distanceUnit = layout.distanceUnit;
  if (layout.distanceUnitColumn !== undefined) {
    const text = cell(layout.distanceUnitColumn);
    distanceUnit = text ? distanceUnitOf(text) : null;
    if (text && !distanceUnit && meters !== null) {
      return { kind: 'bad', message: `Distance Unit: ${shown(text)} is not a distance unit` };
    }
    if (!distanceUnit && meters !== null) return { kind: 'bad', message: 'Distance Unit: missing' };
  }
  if (meters !== null && distanceUnit)
    meters = Math.round(meters * distanceUnit.factor * 1000) / 1000;
  if (meters !== null && meters > WORKOUT_LIMITS.distance) {
    return { kind: 'bad', message: `Distance: ${meters} is more than ${WORKOUT_LIMITS.distance}` };
  }

  const seconds = zeroIsNone(time.value);
  // A cardio or timed row writes 0 reps; 0 reps with a weight is a lift that was missed, kept.
  const count = reps.value === 0 && kilos === null ? null : reps.value;
  if (count === null && kilos === null && meters === null && seconds === null) {
    return { kind: 'bad', message: 'the row holds no reps, weight, distance or time' };
  }
  return {
    kind: 'set',
    day: start.slice(0, 10),
    exercise,
    category: textOrNull(cell(layout.category)),
    distanceUnit: meters === null ? null : (distanceUnit?.unit ?? null),
    set: {
      reps: count,
      weight: kilos,
      weightUnit: kilos === null ? (weightUnit ?? layout.weightUnit) : weightUnit,
      duration: seconds,
      distance: meters,
      setType: 'normal',
      rpe: null,
      note: textOrNull(cell(layout.comment)),
    },
  };
}

/**
 * A day's name from the categories trained, in the order first done: "Chest", "Chest &
 * Triceps", "Back, Biceps & Shoulders"; "FitNotes workout" when no row names one.
 */
export function fitNotesWorkoutName(categories: readonly string[]): string {
  const seen: string[] = [];
  const keys = new Set<string>();
  for (const c of categories) {
    const key = c.trim().toLowerCase();
    if (key && !keys.has(key)) {
      keys.add(key);
      seen.push(c.trim());
    }
  }
  if (seen.length === 0) return 'FitNotes workout';
  const name = seen.length === 1 ? seen[0]! : `${seen.slice(0, -1).join(', ')} & ${seen.at(-1)}`;
  if (name.length <= WORKOUT_LIMITS.name) return name;
  // Many categories in one day: as many as fit, and how many more.
  for (let n = seen.length - 1; n >= 1; n--) {
    const short = `${seen.slice(0, n).join(', ')} & ${seen.length - n} more`;
    if (short.length <= WORKOUT_LIMITS.name) return short;
  }
  return `${seen[0]!.slice(0, WORKOUT_LIMITS.name - 1)}…`;
}

interface Day {
  day: string;
  workout: ImportedWorkout;
  categories: string[];
}

async function* readFitNotes(
  header: readonly string[],
  records: AsyncIterable<CsvRecord>,
): AsyncGenerator<ParseEvent> {
  const layout = fitNotesLayout(header);
  for (const unit of layout.needs) yield { kind: 'needs', unit };
  const names = new Interner();
  let current: Day | null = null;
  let exercise: ImportedExercise | null = null;
  const finish = (d: Day): ParseEvent => ({
    kind: 'workout',
    workout: { ...d.workout, name: fitNotesWorkoutName(d.categories) },
  });

  for await (const { line, cells } of records) {
    const row = readFitNotesRow(layout, cells);
    if (row.kind === 'bad') {
      yield { kind: 'skip', warning: { line, message: row.message } };
      continue;
    }
    if (!current || current.day !== row.day) {
      if (current) yield finish(current);
      exercise = null;
      current = {
        day: row.day,
        categories: [],
        workout: {
          line,
          name: '',
          start: { local: `${row.day}T12:00` },
          duration: null,
          notes: null,
          exercises: [],
        },
      };
    }
    if (row.category) current.categories.push(names.of(row.category));
    // One exercise per run of rows naming it; a distance in another unit than the run's starts a
    // new entry rather than converting what was written.
    const unitClash =
      exercise !== null &&
      row.distanceUnit !== null &&
      exercise.distanceUnit !== null &&
      exercise.distanceUnit !== row.distanceUnit;
    if (!exercise || exercise.name !== row.exercise || unitClash) {
      exercise = {
        name: names.of(row.exercise),
        distanceUnit: row.distanceUnit,
        supersetGroup: null,
        notes: null,
        sets: [],
      };
      current.workout.exercises.push(exercise);
    } else if (exercise.distanceUnit === null) {
      exercise.distanceUnit = row.distanceUnit;
    }
    exercise.sets.push(row.set);
  }
  if (current) yield finish(current);
}

const REQUIRED = ['date', 'exercise', 'category'];

export const fitnotes: CsvFormat = {
  source: 'fitnotes',
  matches(header) {
    const columns = columnsOf(header);
    return (
      REQUIRED.every((name) => columns.has(name)) &&
      (columns.has('reps') || unitColumn(columns, 'weight') !== undefined)
    );
  },
  read: readFitNotes,
};
