import type { LastExercise } from '@shared/schemas/exercise-history';
import { WORKOUT_LIMITS } from '@shared/schemas/workouts';
import type { WeightUnit } from '@shared/units';
import { emptyExercise, withLastTime, type ExerciseDraft, type UnitPrefs } from './exercise-draft';
import { workoutTypeOf } from './exercise-shape';
import { copySet, emptySet, SET_NUMBERS, type SetDraft, type SetNumber } from './set-draft';
import { normalizeSupersets, withSuperset } from './supersets';
import { typedTime } from './time-text';
import { minutesBetween, type FormErrors, type WorkoutDraft } from './workout-draft';

/** Both workout dialogs as one reducer, so every rule is testable without a browser. */
export interface FormState {
  draft: WorkoutDraft;
  errors: FormErrors;
  /**
   * Whether the type is the person's (or the workout's own): until then it follows the
   * exercises, so a run is logged as cardio without a second thought.
   */
  typeChosen?: boolean;
}

type Detail = 'name' | 'type' | 'notes' | 'when';
type ExerciseField = Pick<ExerciseDraft, 'name' | 'distanceUnit' | 'intensity' | 'restTime'>;

export type FormAction =
  | { type: 'detail'; field: Detail; value: string }
  | { type: 'duration'; field: 'minutes' | 'start' | 'end'; value: string }
  | { type: 'exercise'; key: string; patch: Partial<ExerciseField> }
  | { type: 'addExercise'; units: UnitPrefs }
  | { type: 'removeExercise'; key: string }
  | { type: 'superset'; key: string; join: boolean }
  | { type: 'set'; key: string; setKey: string; patch: Partial<Omit<SetDraft, 'key'>> }
  | { type: 'addSet'; key: string }
  | { type: 'duplicateSet'; key: string; setKey: string }
  | { type: 'removeSet'; key: string; setKey: string }
  | { type: 'fillSets'; key: string; sets: SetDraft[] }
  | { type: 'showColumn'; key: string; column: SetNumber }
  | { type: 'lastTime'; key: string; name: string; last: LastExercise | null; unit: WeightUnit }
  | { type: 'errors'; errors: FormErrors };

/** The errors left once something changes: its own go, the rest wait for the next Save. */
function dropErrors(errors: FormErrors, prefix: string): FormErrors {
  const left = Object.entries(errors).filter(([k]) => k !== prefix && !k.startsWith(`${prefix}.`));
  return left.length === Object.keys(errors).length ? errors : Object.fromEntries(left);
}

const mapExercise = (
  state: FormState,
  key: string,
  change: (e: ExerciseDraft) => ExerciseDraft,
): WorkoutDraft => ({
  ...state.draft,
  exercises: state.draft.exercises.map((e) => (e.key === key ? change(e) : e)),
});

/** Sets of one exercise, with `change` applied. */
function withSets(
  state: FormState,
  key: string,
  change: (sets: SetDraft[]) => SetDraft[],
  typed = false,
) {
  return mapExercise(state, key, (e) => ({
    ...e,
    sets: change(e.sets),
    autofill: e.autofill && !typed,
  }));
}

const dropDuration = (errors: FormErrors) =>
  dropErrors(dropErrors(dropErrors(errors, 'minutes'), 'start'), 'end');

/**
 * The duration's boxes (issue 26 §8). Minutes typed stand alone (the times, which no longer
 * agree, are cleared). A start and an end fill the minutes between them, and the end is when the
 * workout was done: the date and time takes the end's time, on its own day.
 */
function withDuration(
  draft: WorkoutDraft,
  field: 'minutes' | 'start' | 'end',
  value: string,
): WorkoutDraft {
  if (field === 'minutes') return { ...draft, minutes: value, start: '', end: '' };
  const next = { ...draft, [field]: value };
  const minutes = minutesBetween(next.start, next.end);
  if (minutes === null) return next;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(draft.when)?.[0];
  return { ...next, minutes: String(minutes), ...(day ? { when: `${day}T${next.end}` } : {}) };
}

/**
 * Add set's new row: last row's numbers, done. Warm-ups lead up to the work, so the set after one
 * is a working set; how the last set felt (RPE) is that set's own, not the next one's.
 */
const nextSetAfter = (last: SetDraft): SetDraft => ({
  ...copySet(last),
  setType: last.setType === 'warmup' ? 'normal' : last.setType,
  rpe: '',
});

export function formReducer(state: FormState, action: FormAction): FormState {
  const reduced = reduce(state, action);
  if (reduced === state) return state;
  const typeChosen = Boolean(
    state.typeChosen || (action.type === 'detail' && action.field === 'type'),
  );
  const next = { ...reduced, typeChosen };
  if (typeChosen) return next;
  const type = workoutTypeOf(next.draft.exercises.map((e) => e.name));
  return type === next.draft.type ? next : { ...next, draft: { ...next.draft, type } };
}

function reduce(state: FormState, action: FormAction): Omit<FormState, 'typeChosen'> {
  const { draft, errors } = state;
  switch (action.type) {
    case 'detail':
      // A date and time typed anew may no longer end at the end time: the times go, the minutes
      // they made stay.
      return {
        draft: {
          ...draft,
          [action.field]: action.value,
          ...(action.field === 'when' ? { start: '', end: '' } : {}),
        },
        errors: dropErrors(errors, action.field),
      };
    case 'duration':
      return {
        draft: withDuration(draft, action.field, action.value),
        errors: dropDuration(errors),
      };
    case 'exercise': {
      let next = errors;
      for (const field of Object.keys(action.patch))
        next = dropErrors(next, `${action.key}.${field}`);
      if (action.patch.name?.trim()) next = dropErrors(next, 'exercises');
      return {
        draft: mapExercise(state, action.key, (e) => ({ ...e, ...action.patch })),
        errors: next,
      };
    }
    case 'addExercise':
      if (draft.exercises.length >= WORKOUT_LIMITS.exercisesPerWorkout) return state;
      return {
        draft: { ...draft, exercises: [...draft.exercises, emptyExercise(action.units)] },
        errors,
      };
    case 'removeExercise':
      if (draft.exercises.length <= 1) return state;
      return {
        draft: {
          ...draft,
          // Its partner may now stand alone, or two groups meet: the runs say which is which.
          exercises: normalizeSupersets(draft.exercises.filter((e) => e.key !== action.key)),
        },
        errors: dropErrors(errors, action.key),
      };
    case 'superset': {
      const index = draft.exercises.findIndex((e) => e.key === action.key);
      return {
        draft: { ...draft, exercises: withSuperset(draft.exercises, index, action.join) },
        errors,
      };
    }
    case 'set': {
      const patch = { ...action.patch };
      if (patch.time !== undefined) patch.time = typedTime(patch.time);
      // Last time's numbers must not overwrite a row the person has started on, RPE and type too.
      const typed = [...SET_NUMBERS, 'rpe' as const, 'setType' as const].some(
        (f) => patch[f] !== undefined,
      );
      let next = errors;
      for (const f of Object.keys(patch))
        next = dropErrors(next, `${action.key}.${action.setKey}.${f}`);
      return {
        draft: withSets(
          state,
          action.key,
          (sets) => sets.map((s) => (s.key === action.setKey ? { ...s, ...patch } : s)),
          typed,
        ),
        errors: dropErrors(next, `${action.key}.sets`),
      };
    }
    case 'addSet':
      return {
        draft: withSets(state, action.key, (sets) => {
          if (sets.length >= WORKOUT_LIMITS.sets) return sets;
          const last = sets.at(-1);
          return [...sets, last ? nextSetAfter(last) : emptySet()];
        }),
        errors,
      };
    case 'duplicateSet':
      return {
        draft: withSets(state, action.key, (sets) => {
          const i = sets.findIndex((s) => s.key === action.setKey);
          if (i < 0 || sets.length >= WORKOUT_LIMITS.sets) return sets;
          return [...sets.slice(0, i + 1), copySet(sets[i]!), ...sets.slice(i + 1)];
        }),
        errors,
      };
    case 'removeSet':
      return {
        draft: withSets(state, action.key, (sets) =>
          sets.length <= 1 ? sets : sets.filter((s) => s.key !== action.setKey),
        ),
        errors: dropErrors(errors, `${action.key}.${action.setKey}`),
      };
    case 'fillSets': {
      // The old rows are gone, and so are their errors; the exercise's own stay.
      const rows = new Set(
        draft.exercises.find((e) => e.key === action.key)?.sets.map((s) => s.key),
      );
      let next = dropErrors(errors, `${action.key}.sets`);
      for (const row of rows) next = dropErrors(next, `${action.key}.${row}`);
      return { draft: withSets(state, action.key, () => action.sets, true), errors: next };
    }
    case 'showColumn':
      return {
        draft: mapExercise(state, action.key, (e) =>
          e.extraColumns.includes(action.column)
            ? e
            : { ...e, extraColumns: [...e.extraColumns, action.column] },
        ),
        errors,
      };
    case 'lastTime':
      return {
        draft: mapExercise(state, action.key, (e) =>
          withLastTime(e, action.name, action.last, action.unit),
        ),
        errors,
      };
    case 'errors':
      return { draft, errors: action.errors };
  }
}
