// Hevy's CSV export (issue 29): `title,start_time,end_time,description,exercise_title,
// superset_id,exercise_notes,set_index,set_type,weight_kg|weight_lbs,reps,distance_km|
// distance_miles,duration_seconds,rpe`. One row per set; a workout is the contiguous rows with one
// title and start time, an exercise the contiguous rows with one exercise_title (a set_index that
// starts again means the exercise was done a second time). Times read like `26 Mar 2024, 17:26`.
import type { SetType } from '../../../../shared/set-types';
import type { DistanceUnit, WeightUnit } from '../../../../shared/units';
import type {
  CsvFormat,
  CsvRecord,
  ImportedExercise,
  ImportedWhen,
  ImportedWorkout,
  ParseEvent,
} from './types';
import {
  Interner,
  lastOf,
  cellAt,
  columnsOf,
  readAmount,
  readCount,
  readIsoLocal,
  readRpe,
  secondsBetween,
  shown,
  textOrNull,
  wallClock,
  zeroIsNone,
} from './values';

const REQUIRED = ['title', 'start_time', 'exercise_title', 'set_type'];

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const monthOf = (word: string) => {
  const w = word.toLowerCase().replace(/\.$/, '');
  return MONTHS[w] ?? MONTHS[w.slice(0, 3)] ?? null;
};

// `26 Mar 2024, 17:26` (Hevy's own), `26 March 2024 5:26 PM`.
const DAY_MONTH_YEAR =
  /^(\d{1,2})\s+([a-z]+\.?)\s+(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]m)?$/i;
// `Mar 26, 2024, 5:26 PM` (an English-US rendering of the same).
const MONTH_DAY_YEAR =
  /^([a-z]+\.?)\s+(\d{1,2}),?\s+(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]m)?$/i;
// An ISO 8601 instant with a zone (`2024-03-26T17:26:00Z`, `…+01:00`).
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** A Hevy time: the wall clock it names (or an instant, when it carries a zone); null if none. */
export function readHevyTime(cell: string): ImportedWhen | null {
  const text = cell.trim();
  let m = DAY_MONTH_YEAR.exec(text);
  if (m) {
    const month = monthOf(m[2]!);
    const local =
      month &&
      wallClock(
        Number(m[3]),
        month,
        Number(m[1]),
        Number(m[4]),
        Number(m[5]),
        Number(m[6] ?? 0),
        m[7],
      );
    return local ? { local } : null;
  }
  m = MONTH_DAY_YEAR.exec(text);
  if (m) {
    const month = monthOf(m[1]!);
    const local =
      month &&
      wallClock(
        Number(m[3]),
        month,
        Number(m[2]),
        Number(m[4]),
        Number(m[5]),
        Number(m[6] ?? 0),
        m[7],
      );
    return local ? { local } : null;
  }
  if (INSTANT.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : { instant: text };
  }
  const local = readIsoLocal(text);
  return local ? { local } : null;
}

/** Seconds from one time to the other, when both are the same kind and in order. */
function durationBetween(start: ImportedWhen, end: ImportedWhen | null): number | null {
  if (!end) return null;
  let seconds: number | null = null;
  if ('local' in start && 'local' in end) seconds = secondsBetween(start.local, end.local);
  if ('instant' in start && 'instant' in end) {
    seconds = (Date.parse(end.instant) - Date.parse(start.instant)) / 1000;
  }
  return seconds !== null && seconds >= 0 ? Math.round(seconds) : null;
}

const SET_TYPES: Record<string, SetType> = {
  normal: 'normal',
  warmup: 'warmup',
  'warm-up': 'warmup',
  warm_up: 'warmup',
  failure: 'failure',
  dropset: 'drop',
  drop: 'drop',
  drop_set: 'drop',
};

interface HevyLayout {
  title: number;
  start: number;
  end: number | undefined;
  description: number | undefined;
  exercise: number;
  superset: number | undefined;
  exerciseNotes: number | undefined;
  setIndex: number | undefined;
  setType: number;
  weight: number | undefined;
  weightUnit: WeightUnit | null;
  reps: number | undefined;
  distance: number | undefined;
  distanceUnit: DistanceUnit | null;
  duration: number | undefined;
  rpe: number | undefined;
  needs: ('weightUnit' | 'distanceUnit')[];
}

function hevyLayout(header: readonly string[]): HevyLayout {
  const c = columnsOf(header);
  const weightKey = ['weight_kg', 'weight_lbs', 'weight_lb', 'weight'].find((k) => c.has(k));
  const distanceKey = ['distance_km', 'distance_miles', 'distance_meters', 'distance'].find((k) =>
    c.has(k),
  );
  const weightUnit: WeightUnit | null =
    weightKey === 'weight_kg' ? 'kg' : weightKey && weightKey !== 'weight' ? 'lb' : null;
  const distanceUnit: DistanceUnit | null =
    distanceKey === 'distance_km'
      ? 'km'
      : distanceKey === 'distance_miles'
        ? 'miles'
        : distanceKey === 'distance_meters'
          ? 'meters'
          : null;
  const needs: HevyLayout['needs'] = [];
  if (weightKey && !weightUnit) needs.push('weightUnit');
  if (distanceKey && !distanceUnit) needs.push('distanceUnit');
  return {
    title: c.get('title')!,
    start: c.get('start_time')!,
    end: c.get('end_time'),
    description: c.get('description'),
    exercise: c.get('exercise_title')!,
    superset: c.get('superset_id'),
    exerciseNotes: c.get('exercise_notes'),
    setIndex: c.get('set_index'),
    setType: c.get('set_type')!,
    weight: weightKey ? c.get(weightKey) : undefined,
    weightUnit,
    reps: c.get('reps'),
    distance: distanceKey ? c.get(distanceKey) : undefined,
    distanceUnit,
    duration: c.get('duration_seconds'),
    rpe: c.get('rpe'),
    needs,
  };
}

/** A workout without its empty exercises, or null when nothing in it was a set. */
function finished(workout: ImportedWorkout): ImportedWorkout | null {
  const exercises = workout.exercises.filter((e) => e.sets.length > 0);
  return exercises.length > 0 ? { ...workout, exercises } : null;
}

async function* readHevy(
  header: readonly string[],
  records: AsyncIterable<CsvRecord>,
): AsyncGenerator<ParseEvent> {
  const layout = hevyLayout(header);
  // start_time and end_time repeat on every row of a workout: each is read once per run of rows.
  const readStart = lastOf(readHevyTime);
  const readEnd = lastOf(readHevyTime);
  for (const unit of layout.needs) yield { kind: 'needs', unit };
  const names = new Interner();
  let key: string | null = null;
  let workout: ImportedWorkout | null = null;
  let exercise: ImportedExercise | null = null;
  let lastIndex = -1;
  // superset_id as written → the workout's group number, in order of first appearance.
  let groups = new Map<string, number>();

  for await (const { line, cells } of records) {
    const cell = (i: number | undefined) => cellAt(cells, i);
    // Columns are named in messages as the header writes them (`weight_kg: "x" is not a number`).
    const name = (i: number | undefined, fallback: string) =>
      (i !== undefined && header[i]?.trim()) || fallback;
    const skip = (message: string) => ({ kind: 'skip' as const, warning: { line, message } });

    const startText = cell(layout.start);
    const start = readStart(startText);
    if (!start) {
      yield skip(
        startText ? `start_time: ${shown(startText)} is not a date` : 'start_time: missing',
      );
      continue;
    }
    const title = cell(layout.title) || 'Workout';
    const exerciseTitle = cell(layout.exercise);
    if (!exerciseTitle) {
      yield skip('exercise_title: missing');
      continue;
    }
    const typeText = cell(layout.setType).toLowerCase();
    const setType = typeText === '' ? 'normal' : SET_TYPES[typeText];
    if (!setType) {
      yield skip(`set_type: ${shown(typeText)} is not normal, warmup, failure or dropset`);
      continue;
    }
    const weight = readAmount(cell(layout.weight), name(layout.weight, 'weight'));
    const reps = readCount(cell(layout.reps), name(layout.reps, 'reps'));
    const distance = readAmount(cell(layout.distance), name(layout.distance, 'distance'));
    const duration = readAmount(cell(layout.duration), name(layout.duration, 'duration_seconds'));
    const index = readCount(cell(layout.setIndex), name(layout.setIndex, 'set_index'));
    const problem = [weight, reps, distance, duration, index].find((r) => !r.ok);
    if (problem && !problem.ok) {
      yield skip(problem.message);
      continue;
    }
    if (!weight.ok || !reps.ok || !distance.ok || !duration.ok || !index.ok) continue;

    const rowKey = `${startText}\u0000${title}`;
    if (rowKey !== key || !workout) {
      const done = workout && finished(workout);
      if (done) yield { kind: 'workout', workout: done };
      key = rowKey;
      exercise = null;
      groups = new Map();
      const endText = cell(layout.end);
      const end = endText ? readEnd(endText) : null;
      if (endText && !end) {
        yield {
          kind: 'warning',
          warning: { line, message: `end_time: ${shown(endText)} is not a date` },
        };
      }
      workout = {
        line,
        name: names.of(title),
        start,
        duration: durationBetween(start, end),
        notes: textOrNull(cell(layout.description)),
        exercises: [],
      };
    }

    const setIndex = index.value;
    if (
      !exercise ||
      exercise.name !== exerciseTitle ||
      (setIndex !== null && setIndex <= lastIndex)
    ) {
      const supersetId = cell(layout.superset);
      let group: number | null = null;
      if (supersetId !== '') {
        group = groups.get(supersetId) ?? groups.size + 1;
        groups.set(supersetId, group);
      }
      exercise = {
        name: names.of(exerciseTitle),
        distanceUnit: layout.distanceUnit,
        supersetGroup: group,
        notes: textOrNull(cell(layout.exerciseNotes)),
        sets: [],
      };
      workout.exercises.push(exercise);
    } else if (!exercise.notes) {
      exercise.notes = textOrNull(cell(layout.exerciseNotes));
    }
    lastIndex = setIndex ?? lastIndex + 1;

    const rpe = readRpe(cell(layout.rpe), line, name(layout.rpe, 'rpe'));
    if (rpe.warning) yield { kind: 'warning', warning: rpe.warning };
    const seconds = zeroIsNone(duration.value);
    exercise.sets.push({
      reps: reps.value,
      weight: weight.value,
      weightUnit: layout.weightUnit,
      duration: seconds === null ? null : Math.round(seconds),
      distance: zeroIsNone(distance.value),
      setType,
      rpe: rpe.rpe,
    });
  }
  const done = workout && finished(workout);
  if (done) yield { kind: 'workout', workout: done };
}

export const hevy: CsvFormat = {
  source: 'hevy',
  matches(header) {
    const columns = columnsOf(header);
    return REQUIRED.every((name) => columns.has(name));
  },
  read: readHevy,
};
