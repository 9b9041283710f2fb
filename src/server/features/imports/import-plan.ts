// From a reader's workout to the rows an import writes (issue 29), with no database: the
// dedupe key, the instants and days, names through the mapping, units filled in, and every
// bound of the workouts table checked so a file can never make a write fail (a value out of
// range is a warning naming its line, never a 5xx). Pure, so each rule is a table-driven test.
import { createHash } from 'node:crypto';
import { instantAt } from '../../../shared/local-time';
import { isLocalDay, localDayOf, type LocalDay } from '../../../shared/local-day';
import {
  IMPORT_LIMITS,
  type ImportSource,
  type ImportWarning,
  type UnmappedExercise,
} from '../../../shared/schemas/imports';
import {
  WORKOUT_LIMITS,
  workoutSizeProblem,
  type ExerciseValues,
  type WorkoutType,
} from '../../../shared/schemas/workouts';
import { isRpe } from '../../../shared/set-types';
import type { SetValues } from '../../../shared/sets';
import type { DistanceUnit, WeightUnit } from '../../../shared/units';
import type { ImportedSet, ImportedWhen, ImportedWorkout } from './formats/types';

const L = WORKOUT_LIMITS;

/**
 * The dedupe key of one workout of a file (contracts: source | start | name | nth occurrence of
 * that start and name in the file), stored in workouts.idempotency_key: importing the same file,
 * or an export that overlaps it, finds the workouts already here by it.
 */
export function workoutKey(source: ImportSource, start: string, name: string, nth: number) {
  const digest = createHash('sha256').update(`${source}|${start}|${name}|${nth}`).digest();
  return `imp_${digest.toString('base64url')}`;
}

/** A key for a weigh-in, goal or routine of a Joey Fit file, from the fields that make it itself. */
export function extraKey(kind: string, ...parts: readonly (string | number | null)[]) {
  const digest = createHash('sha256')
    .update([kind, ...parts.map(String)].join('|'))
    .digest();
  return `imp_${digest.toString('base64url')}`;
}

const LOCAL_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/;

/**
 * The start as the key spells it: a local time always with seconds, an instant in UTC, so two
 * exports that write the same moment differently still agree.
 */
export function startText(when: ImportedWhen): string | null {
  if ('local' in when) {
    const m = LOCAL_RE.exec(when.local);
    return m ? `${m[1]}T${m[2]}:${m[3] ?? '00'}` : null;
  }
  const at = Date.parse(when.instant);
  return Number.isFinite(at) ? new Date(at).toISOString() : null;
}

/**
 * When a workout started: a local wall-clock time read in the person's zone (a time a
 * daylight-saving jump skips reads as the hour after), an instant as it is. Null when unreadable.
 */
export function startInstant(when: ImportedWhen, timeZone: string): Date | null {
  if ('instant' in when) {
    const at = Date.parse(when.instant);
    return Number.isFinite(at) ? new Date(at) : null;
  }
  const m = LOCAL_RE.exec(when.local);
  if (!m || !isLocalDay(m[1]!)) return null;
  try {
    const at = instantAt(m[1]!, m[2]!, timeZone).getTime() + Number(m[3] ?? 0) * 1000;
    return new Date(at);
  } catch {
    return null;
  }
}

/**
 * The day the workout was done on, as lived: a local time's own date (a session started at 23:30
 * is that day's, however late it ran); an instant's completion day in the person's zone, as the
 * app files its own workouts, so a Joey Fit file lands on the days it showed.
 */
export function doneDayFor(when: ImportedWhen, completedAt: Date, timeZone: string): LocalDay {
  if ('local' in when) return when.local.slice(0, 10);
  return localDayOf(completedAt, timeZone);
}

const FIRST = Date.parse('2000-01-01T00:00:00Z');
const END = Date.parse('2101-01-01T00:00:00Z');
const inDateRange = (d: Date) => d.getTime() >= FIRST && d.getTime() < END;

/** What the workouts table holds for one imported workout (import_id and days added on write). */
export interface PlannedWorkout {
  key: string;
  line: number;
  name: string;
  type: WorkoutType;
  notes: string | null;
  durationSeconds: number | null;
  /** Miles given for the whole workout (a Joey Fit file), else null: the sets' sum. */
  distanceMiles: number | null;
  completedAt: Date;
  doneDay: LocalDay;
  exercises: { values: ExerciseValues; sets: SetValues[] }[];
  setCount: number;
}

export interface PlanContext {
  source: ImportSource;
  timeZone: string;
  /** The units said for the file (options), used where the file does not say. */
  weightUnit: WeightUnit | null;
  distanceUnit: DistanceUnit | null;
  /** The name to log an exercise under, and whether it was mapped (options.mapping, then the catalogue). */
  nameOf: (name: string) => { name: string; mapped: boolean; suggestion: string | null };
  /** The nth occurrence of a start and name so far in the file (the key's last part). */
  nth: (start: string, name: string) => number;
}

/** A unit the person must say for a file that does not (ImportResult['needs']). */
export type UnitQuestion = 'weightUnit' | 'distanceUnit';
/** The order questions are asked in (and listed in `needs`). */
export const UNIT_ORDER: readonly UnitQuestion[] = ['weightUnit', 'distanceUnit'];

export interface PlanOutcome {
  workout: PlannedWorkout | null;
  /**
   * Units this workout's sets use that neither the file nor the options say: a weight with no
   * weight unit, a distance with no distance unit. Such a workout is only ever previewed (the
   * service refuses to write it), so a unit is never guessed for a number stored.
   */
  needs: UnitQuestion[];
  warnings: ImportWarning[];
  /** Rows not imported: a skipped workout's sets, or single sets out of range. */
  skipped: number;
  /** Names logged as written (neither mapped nor in the catalogue), with their sets. */
  unmapped: { name: string; sets: number; suggestion: string | null }[];
}

/** Text a varchar column can hold: no NUL (PostgreSQL refuses it), at most `max` characters. */
export function columnText(text: string, max: number): { text: string; cut: boolean } {
  // eslint-disable-next-line no-control-regex -- NUL is exactly what must go
  const clean = text.replace(/\u0000/g, '').trim();
  if (clean.length <= max) return { text: clean, cut: false };
  return { text: clean.slice(0, max - 1).trimEnd() + '…', cut: true };
}

/** Why a set cannot be stored, or null when every value fits the columns' ranges. */
export function setProblem(s: ImportedSet): string | null {
  const checks: [string, number | null, number, boolean][] = [
    ['reps', s.reps, L.reps, true],
    ['weight', s.weight, L.weight, false],
    ['time', s.duration, L.duration, true],
    ['distance', s.distance, L.distance, false],
  ];
  for (const [what, value, max, int] of checks) {
    if (value === null) continue;
    if (!Number.isFinite(value) || value < 0 || value > max) {
      return `${what} ${value} is outside 0–${max}`;
    }
    if (int && !Number.isInteger(value)) return `${what} ${value} is not a whole number`;
  }
  return null;
}

function workoutType(sets: readonly ImportedSet[]): WorkoutType {
  if (sets.length === 0) return 'mixed';
  const lifts = sets.some((s) => s.weight !== null || (s.reps !== null && s.distance === null));
  const cardio = sets.some((s) => s.distance !== null || (s.duration !== null && s.reps === null));
  return lifts && cardio ? 'mixed' : cardio ? 'cardio' : 'strength';
}

/**
 * One workout of a file as the rows to write, or null (with warnings saying why) when it cannot
 * be: an unreadable or out-of-range date, no sets, or a size over the workout bounds (issue 25).
 */
export function planWorkout(w: ImportedWorkout, ctx: PlanContext): PlanOutcome {
  const warnings: ImportWarning[] = [];
  const warn = (message: string) => warnings.push({ line: w.line, message });
  const fileSets = w.exercises.reduce((n, e) => n + e.sets.length, 0);
  const skipAll = (message: string): PlanOutcome => {
    warn(message);
    return { workout: null, warnings, skipped: fileSets, unmapped: [], needs: [] };
  };

  const title = columnText(w.name || 'Workout', L.name);
  const label = title.text || 'Workout';
  if (title.cut) warn(`the workout name was cut to ${L.name} characters`);
  const start = startText(w.start);
  const startsAt = startInstant(w.start, ctx.timeZone);
  if (start === null || startsAt === null) {
    return skipAll(`${label}: its date could not be read; the workout was skipped`);
  }
  // Counted for every readable workout, skipped or not, so two files agree on each one's key.
  const key = workoutKey(ctx.source, start, w.name, ctx.nth(start, w.name));
  let duration = w.duration;
  if (
    duration !== null &&
    !(Number.isInteger(duration) && duration >= 0 && duration <= L.duration)
  ) {
    warn(
      `${label}: a duration of ${duration} seconds is not one a workout can have; it was left out`,
    );
    duration = null;
  }
  const completedAt = new Date(startsAt.getTime() + (duration ?? 0) * 1000);
  if (!inDateRange(startsAt) || !inDateRange(completedAt)) {
    return skipAll(
      `${label}: dated ${start.slice(0, 10)}, outside 2000–2100; the workout was skipped`,
    );
  }

  const notes: string[] = [];
  if (w.notes?.trim()) notes.push(w.notes.trim());
  const unmapped: PlanOutcome['unmapped'] = [];
  const exercises: PlannedWorkout['exercises'] = [];
  const kept: ImportedSet[] = [];
  let skipped = 0;
  const needs = new Set<UnitQuestion>();
  // Superset numbers as the file writes them (Hevy counts from 0) become 1, 2, … in order.
  const groups = new Map<number, number>();
  for (const e of w.exercises) {
    const named = ctx.nameOf(e.name);
    const name = columnText(named.name, L.name);
    if (!name.text) {
      skipped += e.sets.length;
      warn(`an exercise with no name was skipped`);
      continue;
    }
    if (name.cut) warn(`the exercise name ${name.text} was cut to ${L.name} characters`);
    const sets: SetValues[] = [];
    for (const [i, s] of e.sets.entries()) {
      const problem = setProblem(s);
      if (problem) {
        skipped += 1;
        warn(`${name.text}, set ${i + 1}: ${problem}; the set was skipped`);
        continue;
      }
      let rpe = s.rpe;
      if (rpe !== null && !isRpe(rpe)) {
        warn(`${name.text}, set ${i + 1}: RPE ${rpe} is not 1–10 in half steps; it was left out`);
        rpe = null;
      }
      kept.push(s);
      const weightUnit = s.weightUnit ?? ctx.weightUnit;
      if (s.weight !== null && weightUnit === null) needs.add('weightUnit');
      if (s.distance !== null && (e.distanceUnit ?? ctx.distanceUnit) === null) {
        needs.add('distanceUnit');
      }
      sets.push({
        reps: s.reps,
        weight: s.weight,
        // 'lb' stands only where no unit is known: a set with no weight (the unit names nothing),
        // or a weight listed in `needs`, which is previewed and never written.
        weightUnit: weightUnit ?? 'lb',
        duration: s.duration,
        distance: s.distance,
        done: s.done ?? true,
        setType: s.setType,
        rpe,
      });
      if (s.note?.trim()) notes.push(`${name.text}, set ${i + 1}: ${s.note.trim()}`);
    }
    if (e.notes?.trim()) notes.push(`${name.text}: ${e.notes.trim()}`);
    if (sets.length === 0) continue;
    if (!named.mapped) {
      unmapped.push({ name: name.text, sets: sets.length, suggestion: named.suggestion });
    }
    let supersetGroup: number | null = null;
    if (e.supersetGroup !== null) {
      supersetGroup = groups.get(e.supersetGroup) ?? groups.size + 1;
      groups.set(e.supersetGroup, supersetGroup);
    }
    exercises.push({
      values: {
        name: name.text,
        sets: sets.length,
        weightUnit: 'lb',
        // 'miles' as for the weight unit: only an exercise with no distance, or one in `needs`.
        distanceUnit: e.distanceUnit ?? ctx.distanceUnit ?? 'miles',
        intensity: e.intensity ?? 'moderate',
        restTime: e.restTime ?? null,
        supersetGroup:
          supersetGroup !== null && supersetGroup <= L.supersetGroup ? supersetGroup : null,
        setList: sets,
      },
      sets,
    });
  }
  // A workout the file holds with no exercises at all is one (the app keeps such workouts, and
  // its Strong export writes them as one row); one whose every set was refused is not.
  if (exercises.length === 0 && w.exercises.length > 0) {
    warnings.push({
      line: w.line,
      message: `${label}: no sets to import; the workout was skipped`,
    });
    return { workout: null, warnings, skipped: fileSets, unmapped: [], needs: [] };
  }
  const size = workoutSizeProblem(exercises.map((e) => e.sets.length));
  if (size) {
    return skipAll(`${label}: ${size.message}; the workout was skipped`);
  }
  const notesText = columnText(notes.join('\n'), L.notes);
  if (notesText.cut) warn(`${label}: its notes were cut to ${L.notes} characters`);
  const setCount = exercises.reduce((n, e) => n + e.sets.length, 0);
  return {
    workout: {
      key,
      line: w.line,
      name: label,
      type: w.type ?? workoutType(kept),
      distanceMiles: w.distanceMiles ?? null,
      notes: notesText.text || null,
      durationSeconds: duration,
      completedAt,
      doneDay: doneDayFor(w.start, completedAt, ctx.timeZone),
      exercises,
      setCount,
    },
    warnings,
    skipped,
    unmapped,
    needs: UNIT_ORDER.filter((u) => needs.has(u)),
  };
}

/**
 * The warnings an answer carries: the first ones in file order, and when there are more than
 * IMPORT_LIMITS.warnings, the last says how many more there were.
 */
export class WarningList {
  private readonly list: ImportWarning[] = [];
  private total = 0;
  constructor(private readonly limit: number = IMPORT_LIMITS.warnings) {}

  add(w: ImportWarning) {
    this.total += 1;
    if (this.list.length < this.limit) this.list.push(w);
  }

  get count() {
    return this.total;
  }

  answer(): ImportWarning[] {
    if (this.total <= this.limit) return [...this.list];
    const shown = this.list.slice(0, this.limit - 1);
    const more = this.total - shown.length;
    return [...shown, { line: null, message: `${more} more warnings are not shown` }];
  }
}

/** How many distinct unmapped names are tallied: a file of random names cannot grow memory. */
const TALLIED_NAMES = 10_000;

/** The names logged as written, with their set counts: the most sets first. */
export class UnmappedTally {
  private readonly names = new Map<string, { sets: number; suggestion: string | null }>();

  add(u: { name: string; sets: number; suggestion: string | null }) {
    const seen = this.names.get(u.name);
    if (seen) seen.sets += u.sets;
    else if (this.names.size < TALLIED_NAMES) {
      this.names.set(u.name, { sets: u.sets, suggestion: u.suggestion });
    }
  }

  answer(limit: number = IMPORT_LIMITS.unmapped): UnmappedExercise[] {
    return [...this.names]
      .map(([name, v]) => ({ name, ...v }))
      .sort((a, b) => b.sets - a.sets || a.name.localeCompare(b.name))
      .slice(0, limit);
  }
}

/** The first and last day of the history seen. */
export class DayRange {
  from: LocalDay | null = null;
  to: LocalDay | null = null;

  add(day: LocalDay) {
    if (this.from === null || day < this.from) this.from = day;
    if (this.to === null || day > this.to) this.to = day;
  }
}
