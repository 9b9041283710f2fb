// Strong's CSV export (issue 29), in each dialect it has written:
//  - classic (iOS with `,`, Android with `;` and decimal commas): `Date,Workout Name,Duration,
//    Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE` — no units, so
//    the person is asked (`needs`), and Duration is text like `1h 5m`;
//  - newer: adds `Workout #`, and units in the headers (`Duration (sec)`, `Weight (kg|lbs)`,
//    `Distance (meters|miles|km)`);
//  - older: `Weight Unit` and `Distance Unit` columns, a unit on every row.
// Rows are grouped into workouts by Date + Workout Name (+ Workout #) and into exercises by
// Exercise Name, contiguous runs in file order. `Set Order` is a number, or W/D/F (warm-up, drop,
// failure); `Rest Timer` and `Note` rows are not sets.
import type { DistanceUnit, WeightUnit } from '../../../../shared/units';
import { MILES_PER_UNIT } from '../../../../shared/units';
import type { SetType } from '../../../../shared/set-types';
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
  lastOf,
  cellAt,
  columnsOf,
  distanceUnitOf,
  readAmount,
  readCount,
  readDuration,
  readIsoLocal,
  readRpe,
  shown,
  textOrNull,
  weightUnitOf,
  zeroIsNone,
  type Read,
} from './values';

const REQUIRED = ['date', 'workout name', 'exercise name', 'set order'];

/** A header column with an optional unit in brackets: `Weight`, `Weight (kg)`. */
function unitColumn(columns: Map<string, number>, name: string) {
  for (const [key, index] of columns) {
    if (key === name) return { index, unit: null as string | null };
    const m = /^(\S+) \((.+)\)$/.exec(key);
    if (m && m[1] === name) return { index, unit: m[2]!.trim() };
  }
  return null;
}

/** Where each field is in this file's header, and what units the header names. */
export interface StrongLayout {
  date: number;
  workoutName: number;
  workoutNumber: number | undefined;
  duration: number | undefined;
  /** Seconds per unit of a bare number in Duration (`Duration (min)` → 60). */
  durationScale: number;
  exercise: number;
  setOrder: number;
  weight: number | undefined;
  reps: number | undefined;
  distance: number | undefined;
  seconds: number | undefined;
  notes: number | undefined;
  workoutNotes: number | undefined;
  rpe: number | undefined;
  /** The older dialect's per-row unit columns. */
  weightUnitColumn: number | undefined;
  distanceUnitColumn: number | undefined;
  /** The header's unit (newer dialect); null when it names none. */
  weightUnit: WeightUnit | null;
  distanceUnit: { unit: DistanceUnit; factor: number } | null;
  needs: ('weightUnit' | 'distanceUnit')[];
  /** The header as written, to name a column in a message (`Weight (kg): "x" is not a number`). */
  names: readonly string[];
  /** Date and Duration repeat on every row of a workout: each is read once per run of rows. */
  readDate: (text: string) => string | null;
  readDuration: (text: string) => Read<number | null>;
}

/** A column's name as the header writes it. */
const columnName = (layout: StrongLayout, i: number | undefined, fallback: string) =>
  (i !== undefined && layout.names[i]?.trim()) || fallback;

export function strongLayout(header: readonly string[]): StrongLayout {
  const columns = columnsOf(header);
  const weight = unitColumn(columns, 'weight');
  const distance = unitColumn(columns, 'distance');
  const duration = unitColumn(columns, 'duration');
  const weightUnitColumn = columns.get('weight unit');
  const distanceUnitColumn = columns.get('distance unit');
  const weightUnit = weight?.unit ? weightUnitOf(weight.unit) : null;
  const distanceUnit = distance?.unit ? distanceUnitOf(distance.unit) : null;
  const needs: StrongLayout['needs'] = [];
  if (weight && !weightUnit && weightUnitColumn === undefined) needs.push('weightUnit');
  if (distance && !distanceUnit && distanceUnitColumn === undefined) needs.push('distanceUnit');
  const durationUnit = duration?.unit?.toLowerCase() ?? '';
  return {
    date: columns.get('date')!,
    workoutName: columns.get('workout name')!,
    workoutNumber: columns.get('workout #'),
    duration: duration?.index,
    durationScale: /^(min|mins|minutes?)$/.test(durationUnit)
      ? 60
      : /^(h|hr|hrs|hours?)$/.test(durationUnit)
        ? 3600
        : 1,
    exercise: columns.get('exercise name')!,
    setOrder: columns.get('set order')!,
    weight: weight?.index,
    reps: columns.get('reps'),
    distance: distance?.index,
    seconds: unitColumn(columns, 'seconds')?.index ?? unitColumn(columns, 'time')?.index,
    notes: columns.get('notes'),
    workoutNotes: columns.get('workout notes'),
    rpe: columns.get('rpe'),
    weightUnitColumn,
    distanceUnitColumn,
    weightUnit,
    distanceUnit,
    needs,
    names: header,
    readDate: lastOf(readIsoLocal),
    readDuration: lastOf((text) =>
      readDuration(text, (duration && header[duration.index]?.trim()) || 'Duration'),
    ),
  };
}

const SET_ORDER_TYPES: Record<string, SetType> = { w: 'warmup', d: 'drop', f: 'failure' };

/** What one row of the file is. */
export type StrongRow =
  | { kind: 'rest' }
  | { kind: 'bad'; message: string }
  | {
      kind: 'note' | 'set';
      key: string;
      start: string;
      workoutName: string;
      duration: Read<number | null>;
      workoutNotes: string | null;
      exercise: string;
      note: string | null;
      set: ImportedSet | null;
      distanceUnit: { unit: DistanceUnit; factor: number } | null;
      rpeWarning: string | null;
    };

/** Reads one row (pure): a set, a note, a rest timer, or the first problem that stops it. */
export function readStrongRow(layout: StrongLayout, cells: readonly string[]): StrongRow {
  const cell = (i: number | undefined) => cellAt(cells, i);
  const name = (i: number | undefined, fallback: string) => columnName(layout, i, fallback);
  const order = cell(layout.setOrder);
  const orderKey = order.toLowerCase();
  if (orderKey === 'rest timer') return { kind: 'rest' };

  const dateText = cell(layout.date);
  const start = layout.readDate(dateText);
  if (!start) {
    return {
      kind: 'bad',
      message: dateText ? `Date: ${shown(dateText)} is not a date` : 'Date: missing',
    };
  }
  const workoutName = cell(layout.workoutName) || 'Workout';
  const key = `${dateText}\u0000${workoutName}\u0000${cell(layout.workoutNumber)}`;
  const exercise = cell(layout.exercise);
  const base = {
    key,
    start,
    workoutName,
    duration: layout.readDuration(cell(layout.duration)),
    workoutNotes: textOrNull(cell(layout.workoutNotes)),
    exercise,
    note: textOrNull(cell(layout.notes)),
    distanceUnit: layout.distanceUnit,
    rpeWarning: null,
  };
  if (orderKey === 'note') return { kind: 'note', ...base, set: null };
  if (!exercise) return { kind: 'bad', message: 'Exercise Name: missing' };

  let setType: SetType = 'normal';
  if (SET_ORDER_TYPES[orderKey]) setType = SET_ORDER_TYPES[orderKey]!;
  else if (order !== '' && !/^\d+$/.test(order)) {
    return { kind: 'bad', message: `Set Order: ${shown(order)} is not a set number, W, D or F` };
  }

  const weight = readAmount(cell(layout.weight), name(layout.weight, 'Weight'));
  if (!weight.ok) return { kind: 'bad', message: weight.message };
  const reps = readCount(cell(layout.reps), name(layout.reps, 'Reps'));
  if (!reps.ok) return { kind: 'bad', message: reps.message };
  const distance = readAmount(cell(layout.distance), name(layout.distance, 'Distance'));
  if (!distance.ok) return { kind: 'bad', message: distance.message };
  const seconds = readAmount(cell(layout.seconds), name(layout.seconds, 'Seconds'));
  if (!seconds.ok) return { kind: 'bad', message: seconds.message };

  let weightUnit = layout.weightUnit;
  if (layout.weightUnitColumn !== undefined) {
    const text = cell(layout.weightUnitColumn);
    weightUnit = text ? weightUnitOf(text) : null;
    if (text && !weightUnit)
      return { kind: 'bad', message: `Weight Unit: ${shown(text)} is not kg or lbs` };
    if (!weightUnit && weight.value !== null)
      return { kind: 'bad', message: 'Weight Unit: missing' };
  }
  let distanceUnit = layout.distanceUnit;
  const meters = zeroIsNone(distance.value);
  if (layout.distanceUnitColumn !== undefined) {
    const text = cell(layout.distanceUnitColumn);
    distanceUnit = text ? distanceUnitOf(text) : null;
    if (text && !distanceUnit) {
      return { kind: 'bad', message: `Distance Unit: ${shown(text)} is not a distance unit` };
    }
    if (!distanceUnit && meters !== null) return { kind: 'bad', message: 'Distance Unit: missing' };
  }

  const rpe = readRpe(cell(layout.rpe), 0, name(layout.rpe, 'RPE'));
  const duration = zeroIsNone(seconds.value);
  // Strong fills every unused number column with 0: on a timed or distance set (a run, a
  // plank) a 0 weight and 0 reps are those fillers, not a set of nothing.
  // A lift's 0 weight is a bodyweight set (Strong writes 0 for a pull-up): no weight, as the
  // app logs one and as the FitNotes and StrongLifts readers read it.
  const cardio = (duration !== null || meters !== null) && !reps.value && !weight.value;
  return {
    kind: 'set',
    ...base,
    distanceUnit,
    rpeWarning: rpe.warning?.message ?? null,
    set: {
      reps: cardio ? null : reps.value,
      weight: cardio ? null : zeroIsNone(weight.value),
      weightUnit,
      duration: duration === null ? null : Math.round(duration),
      distance: meters === null || !distanceUnit ? meters : meters * distanceUnit.factor,
      setType,
      rpe: rpe.rpe,
      note: base.note,
    },
  };
}

/** A distance in one unit as another (rows of one exercise that changed unit mid-way). */
const convertDistance = (value: number, from: DistanceUnit, to: DistanceUnit) =>
  Math.round(((value * MILES_PER_UNIT[from]) / MILES_PER_UNIT[to]) * 1000) / 1000;

/** A workout without its empty exercises, or null when nothing in it was a set. */
function finished(workout: ImportedWorkout): ImportedWorkout | null {
  const exercises = workout.exercises.filter((e) => e.sets.length > 0);
  return exercises.length > 0 ? { ...workout, exercises } : null;
}

async function* readStrong(
  header: readonly string[],
  records: AsyncIterable<CsvRecord>,
): AsyncGenerator<ParseEvent> {
  const layout = strongLayout(header);
  for (const unit of layout.needs) yield { kind: 'needs', unit };
  const names = new Interner();
  let key: string | null = null;
  let workout: ImportedWorkout | null = null;
  let exercise: ImportedExercise | null = null;

  for await (const { line, cells } of records) {
    const row = readStrongRow(layout, cells);
    if (row.kind === 'rest') {
      yield { kind: 'skip', warning: null };
      continue;
    }
    if (row.kind === 'bad') {
      yield { kind: 'skip', warning: { line, message: row.message } };
      continue;
    }
    if (row.key !== key || !workout) {
      const done = workout && finished(workout);
      if (done) yield { kind: 'workout', workout: done };
      key = row.key;
      exercise = null;
      workout = {
        line,
        name: names.of(row.workoutName),
        start: { local: row.start },
        duration:
          row.duration.ok && row.duration.value !== null
            ? row.duration.value * layout.durationScale
            : null,
        notes: row.workoutNotes,
        exercises: [],
      };
      if (!row.duration.ok)
        yield { kind: 'warning', warning: { line, message: row.duration.message } };
    } else if (!workout.notes && row.workoutNotes) {
      workout.notes = row.workoutNotes;
    }
    if (row.exercise && (!exercise || exercise.name !== row.exercise)) {
      exercise = {
        name: names.of(row.exercise),
        // Per-row units: the first distance's unit (below); else the header's, or null.
        distanceUnit:
          layout.distanceUnitColumn === undefined ? (layout.distanceUnit?.unit ?? null) : null,
        supersetGroup: null,
        notes: null,
        sets: [],
      };
      workout.exercises.push(exercise);
    }
    if (row.kind === 'note') {
      // A note row is the exercise's note in Strong, not a set.
      if (exercise && row.note)
        exercise.notes = exercise.notes ? `${exercise.notes}\n${row.note}` : row.note;
      yield { kind: 'skip', warning: null };
      continue;
    }
    const set = row.set!;
    if (!exercise) continue; // unreachable: a set row always names its exercise
    if (row.rpeWarning) yield { kind: 'warning', warning: { line, message: row.rpeWarning } };
    if (set.distance !== null && row.distanceUnit) {
      if (exercise.distanceUnit === null) exercise.distanceUnit = row.distanceUnit.unit;
      else if (exercise.distanceUnit !== row.distanceUnit.unit) {
        set.distance = convertDistance(set.distance, row.distanceUnit.unit, exercise.distanceUnit);
      }
    }
    exercise.sets.push(set);
  }
  const done = workout && finished(workout);
  if (done) yield { kind: 'workout', workout: done };
}

export const strong: CsvFormat = {
  source: 'strong',
  matches(header) {
    const columns = columnsOf(header);
    return REQUIRED.every((name) => columns.has(name));
  },
  read: readStrong,
};
