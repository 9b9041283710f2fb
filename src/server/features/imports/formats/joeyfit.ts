// Joey Fit's own JSON export (issue 29: move between two Joey Fit servers), as exportJson writes
// it: `{exportedAt, user, workouts, goals, weighIns, routines, …}` in the API's own shapes.
//
// The file is read whole and parsed with JSON.parse: an export is at most IMPORT_LIMITS.fileBytes
// (20 MB), the bound is enforced here as the bytes arrive, and a streaming JSON parser would buy
// little at that size while a truncated file would then import half of itself before failing.
// Once parsed, the text is dropped and each workout is released as it is yielded.
//
// Each workout is checked on its own: one that is malformed (hand-edited, or from a future
// version) is skipped with a warning naming it, never a 5xx; the sets are taken as they were
// logged (each weight in its own unit, set types, RPE, supersets), sets not ticked done kept as
// not done, and what only this app records (a workout's type and distance, an exercise's
// intensity and rest) kept, so a move between two servers loses nothing. Weigh-ins, routines and goals go on as they are,
// in one `extras` event, for the import to check with the API's own schemas.
import { IMPORT_LIMITS } from '../../../../shared/schemas/imports';
import {
  INTENSITIES,
  WORKOUT_LIMITS,
  WORKOUT_TYPES,
  type Intensity,
  type WorkoutType,
} from '../../../../shared/schemas/workouts';
import { RPE, SET_TYPES, type SetType } from '../../../../shared/set-types';
import {
  DISTANCE_UNITS,
  WEIGHT_UNITS,
  type DistanceUnit,
  type WeightUnit,
} from '../../../../shared/units';
import { HttpError, badRequest } from '../../../plugins/errors';
import type { ImportedExercise, ImportedSet, ImportedWorkout, ParseEvent } from './types';

const L = WORKOUT_LIMITS;

/** A problem that stops one workout: where in it, and what. */
class Malformed extends Error {}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The whole file as text, refused once it passes the size limit. */
async function readText(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > IMPORT_LIMITS.fileBytes) {
      throw new HttpError(413, `file: is larger than ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB`);
    }
    parts.push(chunk);
  }
  const text = new TextDecoder('utf-8').decode(Buffer.concat(parts, size));
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function parse(text: string): Obj {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const why = err instanceof Error ? err.message.slice(0, 120) : 'unreadable';
    throw badRequest(`file: this is not valid JSON (${why})`);
  }
  const lists = ['workouts', 'goals', 'weighIns', 'routines'];
  if (!isObj(data) || !lists.some((k) => Array.isArray(data[k]))) {
    throw badRequest(
      'file: this JSON is not a Joey Fit export (it holds no list of workouts, goals, weigh-ins or routines)',
    );
  }
  if (data.workouts !== undefined && !Array.isArray(data.workouts)) {
    throw badRequest('file: workouts must be a list');
  }
  return data;
}

/**
 * The line each workout starts on, found by its id in the text (ids are unique, and workouts
 * are in file order, so one forward pass finds them all); the previous line when it has none.
 * An export is one line; a hand-formatted file gets real line numbers.
 */
function workoutLines(text: string, workouts: readonly unknown[]): number[] {
  const lines: number[] = [];
  let at = 0;
  let line = 1;
  // The next newline at or after `at`, found once and reused (-1: none left), so the pass stays
  // linear on a one-line export.
  let newline = text.indexOf('\n');
  let lost = false;
  for (const w of workouts) {
    const id = isObj(w) && typeof w.id === 'string' && w.id.length <= 100 ? w.id : null;
    const found = id && !lost ? text.indexOf(JSON.stringify(id), at) : -1;
    // An id written with escapes is not found as JSON.stringify spells it: stop looking rather
    // than search the rest of the file for each workout.
    if (id && found < 0) lost = true;
    if (found >= 0) {
      while (newline >= 0 && newline < found) {
        line++;
        newline = text.indexOf('\n', newline + 1);
      }
      at = found;
    }
    lines.push(line);
  }
  return lines;
}

// Field readers: each answers the value or throws Malformed naming the field.

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

function optionalNumber(
  o: Obj,
  key: string,
  path: string,
  max: number,
  int = false,
): number | null {
  const v = o[key];
  if (v === undefined || v === null) return null;
  if (
    typeof v !== 'number' ||
    !Number.isFinite(v) ||
    v < 0 ||
    v > max ||
    (int && !Number.isInteger(v))
  ) {
    throw new Malformed(
      `${at(path, key)}: must be ${int ? 'a whole number' : 'a number'} from 0 to ${max}`,
    );
  }
  return v;
}

function oneOf<T extends string>(
  o: Obj,
  key: string,
  path: string,
  values: readonly T[],
  fallback: T | null,
): T | null {
  const v = o[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) {
    throw new Malformed(`${at(path, key)}: must be one of ${values.join(', ')}`);
  }
  return v as T;
}

function text(o: Obj, key: string, path: string, max: number): string {
  const v = o[key];
  if (typeof v !== 'string' || v.trim() === '') throw new Malformed(`${at(path, key)}: missing`);
  if (v.trim().length > max) {
    throw new Malformed(`${at(path, key)}: longer than ${max} characters`);
  }
  return v.trim();
}

/** RPE as logged: null, or 1–10 to the nearest half; outside that it is dropped with a warning. */
function rpeOf(o: Obj, path: string, warnings: string[]): number | null {
  const v = o.rpe;
  if (v === undefined || v === null) return null;
  const rpe =
    typeof v === 'number' && Number.isFinite(v) ? Math.round(v / RPE.step) * RPE.step : NaN;
  if (!(rpe >= RPE.min && rpe <= RPE.max)) {
    warnings.push(`${path}.rpe: ${JSON.stringify(v)} is not an RPE from 1 to 10; dropped`);
    return null;
  }
  return rpe;
}

function readSet(raw: unknown, path: string, warnings: string[]): ImportedSet | null {
  if (!isObj(raw)) throw new Malformed(`${path}: must be a set`);
  const weight = optionalNumber(raw, 'weight', path, L.weight);
  return {
    ...(raw.done === false ? { done: false } : {}),
    reps: optionalNumber(raw, 'reps', path, L.reps, true),
    weight,
    weightUnit: oneOf<WeightUnit>(raw, 'weightUnit', path, WEIGHT_UNITS, 'lb'),
    duration: optionalNumber(raw, 'duration', path, L.duration, true),
    distance: optionalNumber(raw, 'distance', path, L.distance),
    setType: oneOf<SetType>(raw, 'setType', path, SET_TYPES, 'normal') ?? 'normal',
    rpe: rpeOf(raw, path, warnings),
  };
}

/**
 * An exercise written before sets were kept one by one has only its summary: `sets` identical
 * sets of its reps and its weight (in pounds, as the summary is).
 */
function summarySets(raw: Obj, path: string): ImportedSet[] {
  const count = optionalNumber(raw, 'sets', path, L.sets, true) ?? 1;
  const set: ImportedSet = {
    reps: optionalNumber(raw, 'reps', path, L.reps, true),
    weight: optionalNumber(raw, 'weight', path, L.weight * 2.5),
    weightUnit: 'lb',
    duration: optionalNumber(raw, 'duration', path, L.duration, true),
    distance: optionalNumber(raw, 'distance', path, L.distance),
    setType: 'normal',
    rpe: null,
  };
  return Array.from({ length: Math.max(1, count) }, () => ({ ...set }));
}

function readExercise(raw: unknown, path: string, warnings: string[]): ImportedExercise | null {
  if (!isObj(raw)) throw new Malformed(`${path}: must be an exercise`);
  const name = text(raw, 'name', path, L.name);
  const group = raw.supersetGroup ?? null;
  if (
    group !== null &&
    !(Number.isInteger(group) && (group as number) >= 1 && (group as number) <= L.supersetGroup)
  ) {
    throw new Malformed(
      `${path}.supersetGroup: must be a whole number from 1 to ${L.supersetGroup}`,
    );
  }
  const list = raw.setList;
  if (list !== undefined && list !== null && !Array.isArray(list)) {
    throw new Malformed(`${path}.setList: must be a list of sets`);
  }
  if (Array.isArray(list) && list.length > L.sets) {
    throw new Malformed(`${path}.setList: an exercise holds at most ${L.sets} sets`);
  }
  const sets =
    Array.isArray(list) && list.length > 0
      ? list
          .map((s, i) => readSet(s, `${path}.setList[${i}]`, warnings))
          .filter((s): s is ImportedSet => s !== null)
      : summarySets(raw, path);
  if (sets.length === 0) return null;
  const intensity = oneOf<Intensity>(raw, 'intensity', path, INTENSITIES, null);
  const restTime = optionalNumber(raw, 'restTime', path, L.restTime, true);
  return {
    ...(intensity ? { intensity } : {}),
    ...(restTime !== null ? { restTime } : {}),
    name,
    distanceUnit: oneOf<DistanceUnit>(raw, 'distanceUnit', path, DISTANCE_UNITS, null),
    supersetGroup: group as number | null,
    notes: typeof raw.notes === 'string' && raw.notes.trim() ? raw.notes.trim() : null,
    sets,
  };
}

const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** One workout of the file, or Malformed naming what is wrong with it. */
export function readJoeyFitWorkout(
  raw: unknown,
  line: number,
  warnings: string[] = [],
): ImportedWorkout {
  if (!isObj(raw)) throw new Malformed('must be a workout');
  const name = text(raw, 'name', '', L.name);
  const completedAt = raw.completedAt;
  const ms =
    typeof completedAt === 'string' && OFFSET.test(completedAt) ? Date.parse(completedAt) : NaN;
  if (!Number.isFinite(ms))
    throw new Malformed('completedAt: must be a date and time with its offset');
  let duration: number | null = null;
  if (typeof raw.duration === 'number' && Number.isFinite(raw.duration) && raw.duration > 0) {
    if (raw.duration <= L.duration) duration = Math.round(raw.duration);
    else warnings.push(`duration: ${raw.duration} seconds is longer than a day; left out`);
  }
  let notes = typeof raw.notes === 'string' && raw.notes.trim() ? raw.notes.trim() : null;
  if (notes && notes.length > L.notes) {
    warnings.push(`notes: longer than ${L.notes} characters; cut short`);
    notes = `${notes.slice(0, L.notes - 1)}…`;
  }
  const list = raw.exercises ?? [];
  if (!Array.isArray(list)) throw new Malformed('exercises: must be a list');
  if (list.length > L.exercisesPerWorkout) {
    throw new Malformed(`exercises: a workout holds at most ${L.exercisesPerWorkout} exercises`);
  }
  const exercises = list
    .map((e, i) => readExercise(e, `exercises[${i}]`, warnings))
    .filter((e): e is ImportedExercise => e !== null);
  const type = oneOf<WorkoutType>(raw, 'type', '', WORKOUT_TYPES, null);
  // The export writes the distance given, else the sets' sum (the same number either way); a
  // workout of no distance writes 0, which is left to the sets.
  const distanceMiles = optionalNumber(raw, 'distance', '', L.distanceMiles);
  return {
    ...(type ? { type } : {}),
    ...(distanceMiles ? { distanceMiles } : {}),
    line,
    name,
    start: { instant: new Date(ms - (duration ?? 0) * 1000).toISOString() },
    duration,
    notes,
    exercises,
  };
}

/** How a workout is named in a message: its place in the list, name and date when readable. */
function describe(raw: unknown, index: number): string {
  const parts = [`workout ${index + 1}`];
  if (isObj(raw)) {
    if (typeof raw.name === 'string' && raw.name.trim())
      parts.push(JSON.stringify(raw.name.trim().slice(0, 40)));
    if (typeof raw.completedAt === 'string') parts.push(raw.completedAt.slice(0, 10));
  }
  return parts.join(' ');
}

/** The weigh-ins, routines and goals as the file holds them; a key that is not a list is left out. */
function extrasOf(data: Obj): { extras: ParseEvent; warnings: string[] } {
  const warnings: string[] = [];
  const list = (key: string) => {
    const v = data[key];
    if (v === undefined || v === null) return [];
    if (Array.isArray(v)) return v as unknown[];
    warnings.push(`${key}: is not a list; left out`);
    return [];
  };
  return {
    extras: {
      kind: 'extras',
      extras: { weighIns: list('weighIns'), routines: list('routines'), goals: list('goals') },
    },
    warnings,
  };
}

/** The file parsed, and the line each workout starts on; the text is not kept. */
async function load(chunks: AsyncIterable<Uint8Array>) {
  const source = await readText(chunks);
  const data = parse(source);
  const workouts = (data.workouts ?? []) as unknown[];
  return { data, workouts, lines: workoutLines(source, workouts) };
}

export async function* readJoeyFit(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<ParseEvent> {
  const { data, workouts, lines } = await load(chunks);
  const { extras, warnings: extraWarnings } = extrasOf(data);

  for (let i = 0; i < workouts.length; i++) {
    const raw = workouts[i];
    workouts[i] = null; // released once read
    const line = lines[i]!;
    const warnings: string[] = [];
    let workout: ImportedWorkout;
    try {
      workout = readJoeyFitWorkout(raw, line, warnings);
    } catch (err) {
      if (!(err instanceof Malformed)) throw err;
      yield {
        kind: 'skip',
        warning: { line: line > 1 ? line : null, message: `${describe(raw, i)}: ${err.message}` },
      };
      continue;
    }
    for (const message of warnings) {
      yield {
        kind: 'warning',
        warning: { line: line > 1 ? line : null, message: `${describe(raw, i)}: ${message}` },
      };
    }
    yield { kind: 'workout', workout };
  }
  for (const message of extraWarnings) yield { kind: 'warning', warning: { line: null, message } };
  yield extras;
}
