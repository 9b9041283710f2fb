import { emptyExerciseDraft, type ExerciseDraft } from './exercise-draft';
import {
  withoutError,
  type FormErrors,
  type WorkoutDetails,
  type WorkoutFormValues,
} from './workout-form';

/** The create-workout form as a reducer, so its rules are testable without a browser. */
export interface CreateFormState {
  values: WorkoutFormValues;
  errors: FormErrors;
}

export type CreateFormAction =
  | { type: 'field'; field: keyof WorkoutDetails; value: string }
  | { type: 'row'; key: string; patch: Partial<ExerciseDraft> }
  | { type: 'addRow' }
  | { type: 'removeRow'; key: string }
  | { type: 'errors'; errors: FormErrors };

const dropRowErrors = (errors: FormErrors, key: string, fields?: string[]) =>
  Object.fromEntries(
    Object.entries(errors).filter(([k]) => {
      if (!k.startsWith(`${key}.`)) return true;
      return fields ? !fields.includes(k.slice(key.length + 1)) : false;
    }),
  );

/**
 * Editing a field clears its own error (the rest wait for the next submit); naming an exercise
 * clears "Please add at least one exercise with a name."; a removed row takes its errors along.
 */
export function createFormReducer(
  state: CreateFormState,
  action: CreateFormAction,
): CreateFormState {
  const { values, errors } = state;
  switch (action.type) {
    case 'field':
      return {
        values: { ...values, [action.field]: action.value },
        errors: withoutError(errors, action.field),
      };
    case 'row': {
      const exercises = values.exercises.map((r) =>
        r.key === action.key ? { ...r, ...action.patch } : r,
      );
      let next = dropRowErrors(errors, action.key, Object.keys(action.patch));
      if (action.patch.name?.trim()) next = withoutError(next, 'exercises');
      return { values: { ...values, exercises }, errors: next };
    }
    case 'addRow':
      return {
        values: { ...values, exercises: [...values.exercises, emptyExerciseDraft()] },
        errors,
      };
    case 'removeRow':
      return {
        values: { ...values, exercises: values.exercises.filter((r) => r.key !== action.key) },
        errors: dropRowErrors(errors, action.key),
      };
    case 'errors':
      return { values, errors: action.errors };
  }
}
