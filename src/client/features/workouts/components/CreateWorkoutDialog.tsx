import { useReducer, useRef, type FormEvent } from 'react';
import type { WorkoutPrefill } from '@shared/schemas/dashboard';
import type { User } from '@shared/schemas/users';
import { focusFirstInvalid } from '@client/components/forms/focus-first-invalid';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useCreateWorkout } from '../api/create-workout';
import { createFormReducer } from '../create-form-state';
import { initialWorkoutForm, validateCreateWorkout } from '../workout-form';
import { ExerciseNameOptions } from './ExerciseNameOptions';
import { ExerciseRowsEditor } from './ExerciseRowsEditor';
import { FormFooter } from './FormFooter';
import { WorkoutNameTypeFields, WorkoutNotesField } from './WorkoutDetailsFields';

export interface CreateWorkoutDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** AI Coach Insights' Schedule It: the suggestion's name, type and exercises (weights in lbs). */
  prefill?: WorkoutPrefill;
}

/** SPEC §2 Modals, §5 Create workout: one POST with the exercises inline. */
export function CreateWorkoutDialog({ open, onOpenChange, ...props }: CreateWorkoutDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Close new workout" className="max-w-[480px] p-0">
        {/* Mounted only while open, so every opening starts from a fresh (or prefilled) form. */}
        <CreateWorkoutForm {...props} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type FormProps = Omit<CreateWorkoutDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void };

function CreateWorkoutForm({ user, prefill, onDone }: FormProps) {
  const unit = user.weightUnit;
  const [{ values, errors }, dispatch] = useReducer(createFormReducer, undefined, () => ({
    values: initialWorkoutForm(unit, prefill),
    errors: {},
  }));
  const create = useCreateWorkout(user.id);
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCreateWorkout(values, user.id, unit);
    if (!result.ok) {
      dispatch({ type: 'errors', errors: result.errors });
      focusFirstInvalid(form.current);
      return;
    }
    create.mutate(result.body, { onSuccess: onDone });
  };

  const removeRow = (key: string) => {
    const index = values.exercises.findIndex((r) => r.key === key);
    const neighbour = values.exercises[index + 1] ?? values.exercises[index - 1];
    dispatch({ type: 'removeRow', key });
    // The removed row held the focus; hand it to the row that takes its place.
    requestAnimationFrame(() => document.getElementById(`create-${neighbour?.key}-name`)?.focus());
  };

  const detailProps = {
    idPrefix: 'create-workout',
    values,
    errors,
    onChange: (field: 'name' | 'type' | 'notes', value: string) =>
      dispatch({ type: 'field', field, value }),
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col">
      <div className="flex flex-col gap-5 p-5 pb-6 sm:p-6">
        <div className="space-y-1 pr-10">
          <DialogTitle className="text-xl font-bold tracking-tight">New workout</DialogTitle>
          <DialogDescription className="text-sm text-ink-muted">
            {prefill
              ? "Joey's suggestion, ready to adjust."
              : 'Log what you did, exercise by exercise.'}
          </DialogDescription>
        </div>
        <WorkoutNameTypeFields {...detailProps} />
        <ExerciseRowsEditor
          rows={values.exercises}
          errors={errors}
          unit={unit}
          onChange={(key, patch) => dispatch({ type: 'row', key, patch })}
          onAdd={() => dispatch({ type: 'addRow' })}
          onRemove={removeRow}
        />
        <WorkoutNotesField {...detailProps} />
      </div>
      <ExerciseNameOptions />
      <FormFooter
        onCancel={onDone}
        submitLabel="Save workout"
        pendingLabel="Saving…"
        pending={create.isPending}
      />
    </form>
  );
}
