// What every reader of another app's file produces (issue 29): workouts exactly as the file
// writes them, before any name mapping, unit question or database. Readers are pure: they take
// the file's records as they stream in and give back workouts one at a time, so memory holds one
// workout however long the history.
import type { ImportSource, ImportWarning } from '../../../../shared/schemas/imports';
import type { Intensity, WorkoutType } from '../../../../shared/schemas/workouts';
import type { SetType } from '../../../../shared/set-types';
import type { DistanceUnit, WeightUnit } from '../../../../shared/units';

/** One record of a CSV file: its cells and the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * When a workout was done. Most apps write a local wall-clock time with no zone (it is read in
 * the person's time zone); this app's own export writes instants.
 */
export type ImportedWhen =
  | { local: string /** YYYY-MM-DDTHH:mm[:ss], the person's wall clock */ }
  | { instant: string /** ISO 8601 with an offset */ };

export interface ImportedSet {
  reps: number | null;
  /** In `weightUnit`, exactly as the file writes it (never converted on the way in). */
  weight: number | null;
  /** The file's unit, or null when the file does not say (the person is asked). */
  weightUnit: WeightUnit | null;
  /** Seconds. */
  duration: number | null;
  /** In the exercise's distance unit. */
  distance: number | null;
  setType: SetType;
  /** 1–10 in half steps, or null. */
  rpe: number | null;
  /** The set's own note, when the file has one (kept in the exercise's notes). */
  note?: string | null;
  /** False for a set planned but not ticked done (a Joey Fit file says); absent means done. */
  done?: boolean;
}

export interface ImportedExercise {
  /** As the file writes it. */
  name: string;
  /** The unit of its sets' distances, or null when the file does not say. */
  distanceUnit: DistanceUnit | null;
  /** Exercises done alternately share a number (Hevy's superset_id), else null. */
  supersetGroup: number | null;
  notes: string | null;
  sets: ImportedSet[];
  /** What only a Joey Fit file says; absent, the app's defaults. */
  intensity?: Intensity;
  /** Seconds of rest between sets. */
  restTime?: number | null;
}

export interface ImportedWorkout {
  /** The file's line of its first row, for warnings. */
  line: number;
  name: string;
  /** When it started (Strong's Date, Hevy's start_time); a date alone reads as noon. */
  start: ImportedWhen;
  /** Seconds, when the file gives it (or an end time to work it out from). */
  duration: number | null;
  notes: string | null;
  exercises: ImportedExercise[];
  /** What only a Joey Fit file says; absent, worked out from the sets. */
  type?: WorkoutType;
  /** The distance given for the whole workout, in miles (SPEC §3); absent, the sets' sum. */
  distanceMiles?: number | null;
}

/** A Joey Fit file also carries weigh-ins, routines and goals, in the API's own shapes. */
export interface ImportedExtras {
  weighIns: unknown[];
  routines: unknown[];
  goals: unknown[];
}

/** What a reader yields, in file order. */
export type ParseEvent =
  /**
   * Right after the header, before any workout: the file's header names no unit for weights (or
   * distances), so its sets carry null units and the person must say which when a set holds one
   * (the service asks per set: a preview lists it in `needs`, an import is refused at that set).
   */
  | { kind: 'needs'; unit: 'weightUnit' | 'distanceUnit' }
  | { kind: 'workout'; workout: ImportedWorkout }
  /** A row that was not a set (a rest timer, a note row) or could not be read. */
  | { kind: 'skip'; warning: ImportWarning | null }
  | { kind: 'warning'; warning: ImportWarning }
  | { kind: 'extras'; extras: ImportedExtras };

/** A CSV format: recognised by its header, read record by record. */
export interface CsvFormat {
  source: Exclude<ImportSource, 'joeyfit'>;
  /** Whether a header (cells trimmed, as written) is this format's. */
  matches(header: readonly string[]): boolean;
  /** The workouts of the records after the header. */
  read(header: readonly string[], records: AsyncIterable<CsvRecord>): AsyncGenerator<ParseEvent>;
}
