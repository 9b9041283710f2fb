// Strong's CSV (issue 29 §7): the file any app that imports Strong reads, so a person can leave
// Joey Fit with their whole history. It is the newer variant, with `Workout #` and the units in
// the headers, so no reader has to ask which unit the numbers are in:
//
//   Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg|lbs),Reps,
//   Distance (meters),Seconds,Notes,Workout Notes,RPE
//
// A row per set done. Choices where Strong's format is silent about something Joey Fit has:
// - Weights are in the person's unit (the header says which); a set typed in the other unit is
//   converted and rounded to 2 decimals. An empty Weight is a set without one (bodyweight).
// - Set Order numbers the working sets 1, 2, 3 …; a warm-up, drop set or set to failure is W, D
//   or F (Strong's letters) and takes no number.
// - Date is when the workout started (completedAt − duration) on the person's wall clock
//   (their time zone), `YYYY-MM-DD HH:mm:ss`, as Strong writes it.
// - Distances are in meters whatever unit they were typed in, rounded to 2 decimals.
// - Only sets ticked done are written: a Strong row is a set that was done, and an app reading
//   the file counts every row as work.
// - A workout with no set done (a swim logged with its time and distance only) is one set of an
//   exercise named as the workout, holding the workout's duration (Seconds) and distance. A row
//   with no exercise is not a set to Strong's readers (ours warns and drops it), so this is the
//   one way every app that reads Strong keeps the workout: its name, date, time, distance, notes.
// - Workout # numbers the workouts in the file's order (newest first, as the other exports).
// What Strong has no column for (workout type, intensity, rest, supersets, sets not done) is in
// the JSON and CSV exports.
import { wallClockAt } from '../../../shared/local-time';
import { SET_TYPE_TAGS } from '../../../shared/set-types';
import type { Exercise, ExerciseSet, Workout } from '../../../shared/schemas/workouts';
import { LBS_PER_KG, type DistanceUnit, type WeightUnit } from '../../../shared/units';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { workoutBatches } from '../workouts/workouts.service';
import { csvLine, type Cell } from './csv';

/** Strong's unit names in its headers. */
const STRONG_WEIGHT_UNIT: Record<WeightUnit, string> = { kg: 'kg', lb: 'lbs' };

/** The header of a file whose weights are in `unit`. */
export const strongHeader = (unit: WeightUnit) =>
  [
    'Workout #',
    'Date',
    'Workout Name',
    'Duration (sec)',
    'Exercise Name',
    'Set Order',
    `Weight (${STRONG_WEIGHT_UNIT[unit]})`,
    'Reps',
    'Distance (meters)',
    'Seconds',
    'Notes',
    'Workout Notes',
    'RPE',
  ] as const;

const hundredth = (v: number) => Math.round(v * 100) / 100;

/** A set's weight in the file's unit: as typed when the units agree, else converted. */
export function weightIn(weight: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return weight;
  return hundredth(from === 'kg' ? weight * LBS_PER_KG : weight / LBS_PER_KG);
}

const METERS_PER_UNIT: Record<DistanceUnit, number> = {
  meters: 1,
  km: 1000,
  miles: 1609.344,
  yards: 0.9144,
};

/** A distance typed in `unit`, in meters. */
export const metersOf = (distance: number, unit: DistanceUnit) =>
  hundredth(distance * METERS_PER_UNIT[unit]);

/** `instant` on `timeZone`'s wall clock, `YYYY-MM-DD HH:mm:ss` (Strong's Date). */
export const wallClock = (instant: Date | number, timeZone: string) =>
  wallClockAt(instant, timeZone).replace('T', ' ');

/** When a workout started: it was completed at `completedAt` after `duration` seconds. */
export const startOf = (w: Pick<Workout, 'completedAt' | 'duration'>) =>
  Date.parse(w.completedAt) - w.duration * 1000;

/**
 * The Set Order of each set in a list: working sets numbered from 1, the others their letter.
 */
export function setOrders(sets: readonly Pick<ExerciseSet, 'setType'>[]): string[] {
  let working = 0;
  return sets.map((s) => SET_TYPE_TAGS[s.setType] ?? String(++working));
}

interface StrongFile {
  weightUnit: WeightUnit;
  timeZone: string;
}

/** What a row says about its set: Exercise Name through Notes, and the RPE. */
interface SetPart {
  cells: Cell[];
  rpe: number | null;
}

const setPart = (e: Exercise, s: ExerciseSet, order: string, file: StrongFile): SetPart => ({
  cells: [
    e.name,
    order,
    s.weight === null ? null : weightIn(s.weight, s.weightUnit, file.weightUnit),
    s.reps,
    s.distance === null ? null : metersOf(s.distance, e.distanceUnit),
    s.duration,
    // Joey Fit's sets and exercises carry no note of their own.
    null,
  ],
  rpe: s.rpe,
});

/** The one set of a workout with no set done: the workout's own time and distance (miles). */
const wholeWorkoutPart = (w: Workout): SetPart => ({
  cells: [
    w.name,
    '1',
    null,
    null,
    w.distance > 0 ? metersOf(w.distance, 'miles') : null,
    w.duration > 0 ? w.duration : null,
    null,
  ],
  rpe: null,
});

/** A workout's rows: one per set done, or its own time and distance as one set when none was. */
export function strongRows(w: Workout, number: number, file: StrongFile): Cell[][] {
  const head: Cell[] = [number, wallClock(startOf(w), file.timeZone), w.name, w.duration];
  const sets = w.exercises.flatMap((e) => {
    const done = e.setList.filter((s) => s.done);
    const orders = setOrders(done);
    return done.map((s, i) => setPart(e, s, orders[i]!, file));
  });
  return (sets.length > 0 ? sets : [wholeWorkoutPart(w)]).map(({ cells, rpe }) => [
    ...head,
    ...cells,
    w.notes,
    rpe,
  ]);
}

/**
 * GET /api/export?format=strong: the header, then a batch of workouts at a time, newest first
 * (issue 9: memory holds one batch).
 */
export async function* exportStrongCsv(db: Db, user: SessionUser) {
  const file: StrongFile = { weightUnit: user.weightUnit, timeZone: user.timeZone };
  const batches = workoutBatches(db, user.id);
  // The first batch is read before any byte is sent, so a database that is down still gets a
  // proper error answer.
  const first = await batches.next();
  // A byte-order mark so spreadsheet programs read the file as UTF-8, as the other CSV.
  yield `\uFEFF${csvLine(strongHeader(user.weightUnit))}`;
  let number = 0;
  const rowsOf = (batch: Workout[]) =>
    batch
      .flatMap((w) => strongRows(w, ++number, file))
      .map(csvLine)
      .join('');
  if (first.done) return;
  yield rowsOf(first.value);
  for await (const batch of batches) yield rowsOf(batch);
}
