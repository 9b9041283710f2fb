// StrongLifts 5×5's CSV export (issue 29): a row per exercise of a workout, its sets side by
// side — `Date (yyyy/mm/dd),Workout,…,Exercise,…,Set 1 (Reps),Set 1 (KG),Set 2 (Reps),…` (`(LB)`
// for pounds). Versions add or move columns (`Workout Name`, `Body Weight (KG)`, `Top Set`,
// `Duration`, `Note`), so the file is known by its date column and its `Set N (Reps)` columns
// and every other column is looked up by name. Rows are grouped into workouts by Date + Workout
// (contiguous); a set is every `Set N` whose reps are written (0 reps is a failed set, kept).
import { WORKOUT_LIMITS } from '../../../../shared/schemas/workouts';
import type { WeightUnit } from '../../../../shared/units';
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
  readAmount,
  readCount,
  readDuration,
  readIsoLocal,
  shown,
  textOrNull,
  weightUnitOf,
  zeroIsNone,
} from './values';

const DATE_COLUMN = /^date(?: \((?:yyyy[/-]mm[/-]dd)\))?$/;
const SET_REPS = /^set (\d+) \(reps?\)$/;
const SET_WEIGHT = /^set (\d+) \((kg|kgs|lb|lbs|weight)\)$/;

interface SetColumns {
  n: number;
  reps: number;
  weight: number | undefined;
  /** From the weight column's header; null when it names none (`Set 1 (Weight)`). */
  unit: WeightUnit | null;
}

export interface StrongLiftsLayout {
  date: number;
  workout: number | undefined;
  workoutName: number | undefined;
  exercise: number;
  sets: SetColumns[];
  duration: { index: number; scale: number } | undefined;
  /** A note on every row: the exercise's, unless every row of the workout repeats it. */
  note: number | undefined;
  workoutNote: number | undefined;
  needs: 'weightUnit'[];
}

const lookup = (columns: Map<string, number>, ...names: string[]) => {
  for (const n of names) {
    const i = columns.get(n);
    if (i !== undefined) return i;
  }
  return undefined;
};

/** The Duration column and the seconds a bare number in it stands for. */
function durationColumn(columns: Map<string, number>) {
  for (const [key, index] of columns) {
    const m = /^(?:workout )?duration(?: \((.+)\))?$/.exec(key);
    if (!m) continue;
    const unit = m[1] ?? '';
    // A bare number in an unlabelled Duration is minutes: a workout is never 45 seconds long.
    const scale = /^(s|sec|secs|seconds?)$/.test(unit)
      ? 1
      : /^(h|hr|hrs|hours?)$/.test(unit)
        ? 3600
        : 60;
    return { index, scale };
  }
  return undefined;
}

export function strongLiftsLayout(header: readonly string[]): StrongLiftsLayout | null {
  const columns = columnsOf(header);
  let date: number | undefined;
  const reps = new Map<number, number>();
  const weights = new Map<number, { index: number; unit: WeightUnit | null }>();
  for (const [key, index] of columns) {
    if (date === undefined && DATE_COLUMN.test(key)) date = index;
    const r = SET_REPS.exec(key);
    if (r) reps.set(Number(r[1]), index);
    const w = SET_WEIGHT.exec(key);
    if (w) weights.set(Number(w[1]), { index, unit: weightUnitOf(w[2]!) });
  }
  const exercise = lookup(columns, 'exercise', 'exercise name');
  if (date === undefined || exercise === undefined || reps.size === 0) return null;
  const sets = [...reps]
    .sort(([a], [b]) => a - b)
    .map(([n, index]): SetColumns => {
      const weight = weights.get(n);
      return { n, reps: index, weight: weight?.index, unit: weight?.unit ?? null };
    });
  const needs: 'weightUnit'[] = sets.some((s) => s.weight !== undefined && s.unit === null)
    ? ['weightUnit']
    : [];
  return {
    date,
    workout: lookup(columns, 'workout'),
    workoutName: lookup(columns, 'workout name'),
    exercise,
    sets,
    duration: durationColumn(columns),
    note: lookup(columns, 'note', 'notes', 'exercise note', 'exercise notes'),
    workoutNote: lookup(columns, 'workout note', 'workout notes'),
    needs,
  };
}

export type StrongLiftsRow =
  | { kind: 'bad'; message: string }
  | {
      kind: 'exercise';
      key: string;
      start: string;
      name: string;
      duration: number | null;
      durationProblem: string | null;
      workoutNote: string | null;
      exercise: string;
      note: string | null;
      sets: ImportedSet[];
    };

/** A StrongLifts workout's own name: `A` → "Workout A"; its name column when it has one. */
function workoutNameOf(letter: string, name: string): string {
  if (name) return name;
  if (!letter) return 'StrongLifts workout';
  return /^workout\b/i.test(letter) ? letter : `Workout ${letter}`;
}

/** One row (pure): an exercise and its sets, or the first problem that stops it. */
export function readStrongLiftsRow(
  layout: StrongLiftsLayout,
  cells: readonly string[],
): StrongLiftsRow {
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

  const sets: ImportedSet[] = [];
  for (const columns of layout.sets) {
    const label = `Set ${columns.n}`;
    const reps = readCount(cell(columns.reps), `${label} (Reps)`);
    if (!reps.ok) return { kind: 'bad', message: reps.message };
    if (reps.value === null) continue;
    if (reps.value > WORKOUT_LIMITS.reps) {
      return {
        kind: 'bad',
        message: `${label} (Reps): ${reps.value} is more than ${WORKOUT_LIMITS.reps}`,
      };
    }
    const weight = readAmount(cell(columns.weight), `${label} weight`);
    if (!weight.ok) return { kind: 'bad', message: weight.message };
    if (weight.value !== null && weight.value > WORKOUT_LIMITS.weight) {
      return {
        kind: 'bad',
        message: `${label} weight: ${weight.value} is more than ${WORKOUT_LIMITS.weight}`,
      };
    }
    sets.push({
      reps: reps.value,
      // 0 is a set without added weight (a pull-up, a dip).
      weight: zeroIsNone(weight.value),
      weightUnit: columns.unit,
      duration: null,
      distance: null,
      setType: 'normal',
      rpe: null,
    });
  }
  if (sets.length === 0) return { kind: 'bad', message: `${shown(exercise)} has no set with reps` };

  const letter = cell(layout.workout);
  const name = cell(layout.workoutName);
  const duration = layout.duration ? readDuration(cell(layout.duration.index), 'Duration') : null;
  let seconds: number | null = null;
  let durationProblem: string | null = null;
  if (duration && !duration.ok) durationProblem = duration.message;
  else if (duration?.ok && duration.value !== null) {
    // A clock (`45:12`) is already seconds; a bare number is in the column's unit.
    const bare = /^\d+(\.\d+)?$/.test(cell(layout.duration!.index));
    seconds = Math.round(bare ? duration.value * layout.duration!.scale : duration.value);
    if (seconds === 0) seconds = null;
    else if (seconds > WORKOUT_LIMITS.duration) {
      durationProblem = `Duration: ${shown(cell(layout.duration!.index))} is longer than a day; left out`;
      seconds = null;
    }
  }
  return {
    kind: 'exercise',
    key: `${dateText}\u0000${letter}\u0000${name}`,
    start,
    name: workoutNameOf(letter, name),
    duration: seconds,
    durationProblem,
    workoutNote: textOrNull(cell(layout.workoutNote)),
    exercise,
    note: textOrNull(cell(layout.note)),
    sets,
  };
}

/** A note repeated on every exercise of a workout is the workout's note. */
function settled(workout: ImportedWorkout): ImportedWorkout {
  const notes = workout.exercises.map((e) => e.notes);
  const first = notes[0];
  if (workout.exercises.length > 1 && first && notes.every((n) => n === first)) {
    return {
      ...workout,
      notes: workout.notes ?? first,
      exercises: workout.exercises.map((e) => ({ ...e, notes: null })),
    };
  }
  return workout;
}

async function* readStrongLifts(
  header: readonly string[],
  records: AsyncIterable<CsvRecord>,
): AsyncGenerator<ParseEvent> {
  const layout = strongLiftsLayout(header);
  if (!layout) return; // `matches` said it was one
  for (const unit of layout.needs) yield { kind: 'needs', unit };
  const names = new Interner();
  let key: string | null = null;
  let workout: ImportedWorkout | null = null;

  for await (const { line, cells } of records) {
    const row = readStrongLiftsRow(layout, cells);
    if (row.kind === 'bad') {
      yield { kind: 'skip', warning: { line, message: row.message } };
      continue;
    }
    if (!workout || row.key !== key) {
      if (workout) yield { kind: 'workout', workout: settled(workout) };
      key = row.key;
      workout = {
        line,
        name: names.of(row.name),
        start: { local: row.start },
        duration: row.duration,
        notes: row.workoutNote,
        exercises: [],
      };
      if (row.durationProblem)
        yield { kind: 'warning', warning: { line, message: row.durationProblem } };
    } else {
      workout.duration ??= row.duration;
      workout.notes ??= row.workoutNote;
    }
    const exercise: ImportedExercise = {
      name: names.of(row.exercise),
      distanceUnit: null,
      supersetGroup: null,
      notes: row.note,
      sets: row.sets,
    };
    workout.exercises.push(exercise);
  }
  if (workout) yield { kind: 'workout', workout: settled(workout) };
}

export const stronglifts: CsvFormat = {
  source: 'stronglifts',
  matches: (header) => strongLiftsLayout(header) !== null,
  read: readStrongLifts,
};
