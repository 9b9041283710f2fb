import type { WorkoutPrefill } from '@shared/schemas/dashboard';
import {
  createWorkoutBody,
  updateWorkoutBody,
  type CreateWorkoutBody,
  type ExerciseValues,
  type WorkoutType,
} from '@shared/schemas/workouts';
import type { WeightUnit } from '@shared/units';
import { formatFieldError } from '@client/lib/field-error';
import {
  draftFromExercise,
  emptyExerciseDraft,
  validateExerciseDraft,
  type ExerciseDraft,
  type ExerciseErrors,
  type ExerciseField,
} from './exercise-draft';

/** The name, type and notes both workout forms edit. */
export interface WorkoutDetails {
  name: string;
  type: WorkoutType;
  notes: string;
}

export interface WorkoutFormValues extends WorkoutDetails {
  exercises: ExerciseDraft[];
}

const DETAIL_LABELS = { name: 'Workout name', type: 'Type', notes: 'Notes' } as const;
type DetailField = keyof typeof DETAIL_LABELS;

/**
 * Errors by field: 'name', 'type', 'notes', 'exercises' (the list as a whole) and
 * '{row key}.{field}' for a field of one exercise row.
 */
export type FormErrors = Partial<Record<string, string>>;
export const rowErrorKey = (rowKey: string, field: ExerciseField) => `${rowKey}.${field}`;

/** One row's errors, by field. */
export function rowErrors(errors: FormErrors, rowKey: string): ExerciseErrors {
  const prefix = `${rowKey}.`;
  const mine = Object.entries(errors).filter(([k]) => k.startsWith(prefix));
  return Object.fromEntries(mine.map(([k, v]) => [k.slice(prefix.length), v]));
}

/** A blank create form, or Schedule It's suggestion (AI Coach Insights) ready to adjust. */
export function initialWorkoutForm(unit: WeightUnit, prefill?: WorkoutPrefill): WorkoutFormValues {
  const rows = prefill?.exercises.map((e) => draftFromExercise(e, unit)) ?? [];
  return {
    name: prefill?.name ?? '',
    // The API's own default when no type is given (docs/decisions/003).
    type: prefill?.type ?? 'mixed',
    notes: '',
    exercises: rows.length > 0 ? rows : [emptyExerciseDraft()],
  };
}

function detailErrors(issues: { path: PropertyKey[]; message: string }[], errors: FormErrors) {
  for (const issue of issues) {
    const [field, index] = issue.path;
    if (field === 'exercises' && index === undefined) {
      errors.exercises ??= formatFieldError('Exercises', issue.message);
    } else if (typeof field === 'string' && field in DETAIL_LABELS) {
      errors[field] ??= formatFieldError(DETAIL_LABELS[field as DetailField], issue.message);
    }
  }
}

export type CreateValidation =
  { ok: true; body: CreateWorkoutBody } | { ok: false; errors: FormErrors };

/**
 * SPEC §5 Create workout, with the server's own schema: rows with a blank name are dropped, the
 * rest must be valid, and at least one must remain. Weights leave here in pounds.
 */
export function validateCreateWorkout(
  values: WorkoutFormValues,
  userId: string,
  unit: WeightUnit,
): CreateValidation {
  const errors: FormErrors = {};
  const named = values.exercises.filter((d) => d.name.trim() !== '');
  const exercises: ExerciseValues[] = [];
  for (const row of named) {
    const result = validateExerciseDraft(row, unit);
    if (result.ok) exercises.push(result.value);
    else {
      for (const [field, message] of Object.entries(result.errors)) {
        errors[rowErrorKey(row.key, field as ExerciseField)] = message;
      }
    }
  }
  const parsed = createWorkoutBody.safeParse({
    userId,
    name: values.name,
    type: values.type,
    notes: values.notes,
    // With a bad row the list is left out, so the workout's own fields are still checked.
    exercises: exercises.length === named.length ? exercises : undefined,
  });
  if (!parsed.success) detailErrors(parsed.error.issues, errors);
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

export type DetailsValidation =
  { ok: true; body: WorkoutDetails } | { ok: false; errors: FormErrors };

/** SPEC §5 Edit workout: name required, notes ≤ 500 (PUT /api/workouts/{id}). */
export function validateWorkoutDetails(values: WorkoutDetails): DetailsValidation {
  const parsed = updateWorkoutBody.safeParse(values);
  if (!parsed.success) {
    const errors: FormErrors = {};
    detailErrors(parsed.error.issues, errors);
    return { ok: false, errors };
  }
  const { name, type = values.type, notes } = parsed.data;
  return { ok: true, body: { name, type, notes: notes ?? '' } };
}

/** The errors left once a field changes: its own goes, the rest stay until the next submit. */
export function withoutError(errors: FormErrors, key: string): FormErrors {
  if (!(key in errors)) return errors;
  const { [key]: _gone, ...rest } = errors;
  return rest;
}
