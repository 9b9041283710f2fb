import {
  createRoutineBody,
  storedRoutineExercises,
  type CreateRoutineBody,
  type Routine,
  type RoutineSet,
} from '@shared/schemas/routines';
import { WORKOUT_LIMITS } from '@shared/schemas/workouts';
import { DEFAULT_SET_TYPE, type SetType } from '@shared/set-types';
import { PREFERRED_DISTANCE } from '@shared/unit-display';
import type { DistancePreference, DistanceUnit, WeightUnit } from '@shared/units';
import { formatFieldError } from '@client/lib/field-error';
import { supersetGroups } from '@client/lib/supersets';
import { loadedWeight, toNumber, weightToSave, type LoadedWeight } from '@client/lib/weight-entry';

/**
 * The routine editor's state (issue 27 §1): typed text, so a half-typed number stays as typed,
 * checked against the shared contract only on Save.
 */
export interface RoutineSetDraft {
  /** Stable React key, also the key of this row's errors. */
  key: string;
  setType: SetType;
  reps: string;
  /** In the person's unit. */
  weight: string;
  /**
   * The weight as stored and the text it was shown as: while the box still shows that text the
   * weight is saved back exactly (135 lb shown as 61.2 kg stays 135 lb), as the workout form does.
   */
  loaded: LoadedWeight | null;
  /** Seconds. */
  duration: string;
  /** In the exercise's distance unit. */
  distance: string;
  rpe: string;
}

export interface RoutineExerciseDraft {
  key: string;
  name: string;
  restSeconds: string;
  notes: string;
  distanceUnit: DistanceUnit;
  /**
   * Done alternately with the exercise after it. Groups are worked out from these links on
   * Save (supersetGroups), so moving or removing an exercise never leaves a stale number.
   */
  supersetWithNext: boolean;
  /** Shows seconds and distance for its sets (a plank, a run); reps and weight always show. */
  timed: boolean;
  sets: RoutineSetDraft[];
}

export interface RoutineDraft {
  name: string;
  notes: string;
  exercises: RoutineExerciseDraft[];
}

export interface DraftUnits {
  weightUnit: WeightUnit;
  distanceUnit: DistancePreference;
}

let lastKey = 0;
const nextKey = (kind: string) => `${kind}-${++lastKey}`;
const text = (n: number | null | undefined) => (n == null ? '' : String(n));

export function emptyRoutineSet(setType: SetType = DEFAULT_SET_TYPE): RoutineSetDraft {
  return {
    key: nextKey('set'),
    setType,
    reps: '',
    weight: '',
    loaded: null,
    duration: '',
    distance: '',
    rpe: '',
  };
}

/** A copy of a row for the set after it: the same numbers, a working set. */
export const copyRoutineSet = (s: RoutineSetDraft): RoutineSetDraft => ({
  ...s,
  key: nextKey('set'),
  setType: s.setType === 'warmup' ? DEFAULT_SET_TYPE : s.setType,
});

export function emptyRoutineExercise(units: DraftUnits): RoutineExerciseDraft {
  return {
    key: nextKey('exercise'),
    name: '',
    restSeconds: '',
    notes: '',
    distanceUnit: PREFERRED_DISTANCE[units.distanceUnit],
    supersetWithNext: false,
    timed: false,
    sets: [emptyRoutineSet()],
  };
}

export const emptyRoutineDraft = (units: DraftUnits): RoutineDraft => ({
  name: '',
  notes: '',
  exercises: [emptyRoutineExercise(units)],
});

function setFromRoutine(s: RoutineSet, unit: WeightUnit): RoutineSetDraft {
  const loaded = s.weight == null ? null : loadedWeight(s.weight, s.weightUnit, unit);
  return {
    key: nextKey('set'),
    setType: s.setType,
    reps: text(s.reps),
    weight: loaded?.shown ?? '',
    loaded,
    duration: text(s.duration),
    distance: text(s.distance),
    rpe: text(s.rpe),
  };
}

/** A stored routine as the editor holds it, weights in the person's unit. */
export function draftFromRoutine(
  r: Pick<Routine, 'name' | 'notes' | 'exercises'>,
  unit: WeightUnit,
) {
  return {
    name: r.name,
    notes: r.notes ?? '',
    exercises: r.exercises.map((e, i, all) => ({
      key: nextKey('exercise'),
      name: e.name,
      restSeconds: text(e.restSeconds),
      notes: e.notes ?? '',
      distanceUnit: e.distanceUnit,
      supersetWithNext: e.supersetGroup != null && e.supersetGroup === all[i + 1]?.supersetGroup,
      timed: e.setList.some((s) => s.duration != null || s.distance != null),
      sets: e.setList.map((s) => setFromRoutine(s, unit)),
    })),
  } satisfies RoutineDraft;
}

/** `list` with the item at `index` moved by `by` places (−1 up, +1 down); unchanged at an end. */
export function moveItem<T>(list: readonly T[], index: number, by: number): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}

function setToBody(s: RoutineSetDraft, unit: WeightUnit) {
  return {
    setType: s.setType,
    reps: toNumber(s.reps),
    ...weightToSave({ weight: s.weight, loadedWeight: s.loaded }, unit),
    duration: toNumber(s.duration),
    distance: toNumber(s.distance),
    rpe: toNumber(s.rpe),
  };
}

/** The draft as the body POST and PUT /api/routines take (unchecked: validateRoutine checks). */
export function routineBody(d: RoutineDraft, unit: WeightUnit) {
  const groups = supersetGroups(d.exercises.map((e) => e.supersetWithNext));
  return {
    name: d.name.trim(),
    notes: d.notes.trim() === '' ? null : d.notes.trim(),
    exercises: d.exercises.map((e, i) => ({
      name: e.name.trim(),
      restSeconds: toNumber(e.restSeconds),
      supersetGroup: groups[i]!,
      notes: e.notes.trim() === '' ? null : e.notes.trim(),
      distanceUnit: e.distanceUnit,
      setList: e.sets.map((s) => setToBody(s, unit)),
    })),
  };
}

export type RoutineErrors = Partial<Record<string, string>>;
export const errorKey = (...parts: string[]) => parts.join('.');

const SET_LABELS: Record<string, string> = {
  setType: 'Set type',
  reps: 'Reps',
  weight: 'Weight',
  duration: 'Duration',
  distance: 'Distance',
  rpe: 'RPE',
};
const EXERCISE_LABELS: Record<string, string> = {
  name: 'Exercise name',
  restSeconds: 'Rest',
  notes: 'Notes',
  setList: 'Sets',
};

export type RoutineValidation =
  | { ok: true; body: Extract<CreateRoutineBody, { exercises?: unknown }> }
  | { ok: false; errors: RoutineErrors };

/**
 * The draft checked with the shared contract (createRoutineBody; PUT takes the same fields), each
 * problem keyed to the box it is about: 'name', 'notes', 'exercises', '<exercise>.<field>',
 * '<exercise>.sets', '<exercise>.<set>.<field>'.
 */
export function validateRoutine(d: RoutineDraft, unit: WeightUnit): RoutineValidation {
  const parsed = createRoutineBody.safeParse(routineBody(d, unit));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: RoutineErrors = {};
  for (const issue of parsed.error.issues) {
    const [field, i, exField, j, setField] = issue.path as [
      string,
      number?,
      string?,
      number?,
      string?,
    ];
    const exercise = typeof i === 'number' ? d.exercises[i] : undefined;
    if (field !== 'exercises' || !exercise) {
      const label = field === 'name' ? 'Name' : field === 'notes' ? 'Notes' : 'Exercises';
      errors[field === 'name' || field === 'notes' ? field : 'exercises'] ??= formatFieldError(
        label,
        issue.message,
      );
      continue;
    }
    const set = typeof j === 'number' ? exercise.sets[j] : undefined;
    if (exField === 'setList' && set && setField) {
      errors[errorKey(exercise.key, set.key, setField)] ??= formatFieldError(
        SET_LABELS[setField] ?? setField,
        issue.message,
      );
    } else if (exField === 'setList') {
      errors[errorKey(exercise.key, 'sets')] ??= formatFieldError('Sets', issue.message);
    } else if (exField) {
      errors[errorKey(exercise.key, exField)] ??= formatFieldError(
        EXERCISE_LABELS[exField] ?? exField,
        issue.message,
      );
    }
  }
  return { ok: false, errors };
}

/** Most exercises and sets a routine may hold, for the editor's add buttons. */
export const ROUTINE_SIZE = {
  exercises: WORKOUT_LIMITS.exercisesPerWorkout,
  sets: WORKOUT_LIMITS.sets,
} as const;

/**
 * A kept routine the server refused (issue 28 §3, the sync sheet's Edit), in the stored shape
 * draftFromRoutine loads: the editor opens with it as it was sent, to fix and save again.
 */
export function routineFromBody(body: {
  name?: string;
  notes?: string | null;
  exercises?: unknown;
}): Pick<Routine, 'name' | 'notes' | 'exercises'> {
  const parsed = createRoutineBody.safeParse(body);
  const exercises = parsed.success ? (parsed.data.exercises ?? []) : [];
  return {
    name: body.name ?? '',
    notes: body.notes ?? null,
    exercises: storedRoutineExercises(exercises),
  };
}
