import { useRef, useState, type FormEvent } from 'react';
import type { Workout } from '@shared/schemas/workouts';
import type { User } from '@shared/schemas/users';
import { focusFirstInvalid } from '@client/components/forms/focus-first-invalid';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useUpdateWorkout } from '../api/update-workout';
import {
  validateWorkoutDetails,
  withoutError,
  type FormErrors,
  type WorkoutDetails,
} from '../workout-form';
import { EditExerciseList } from './EditExerciseList';
import { ExerciseNameOptions } from './ExerciseNameOptions';
import { FormFooter } from './FormFooter';
import { WorkoutNameTypeFields, WorkoutNotesField } from './WorkoutDetailsFields';

interface EditWorkoutDialogProps {
  user: User;
  /** The live workout from the list, so exercise changes show as soon as they are saved. */
  workout: Workout;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const FORM_ID = 'edit-workout-details';

/** SPEC §2 Modals, §5 Edit workout: name, type and notes (PUT), and its exercises one by one. */
export function EditWorkoutDialog({ open, onOpenChange, ...props }: EditWorkoutDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Close edit workout" className="max-w-[480px] p-0">
        <EditWorkoutForm {...props} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditWorkoutForm({
  user,
  workout,
  onDone,
}: Omit<EditWorkoutDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [values, setValues] = useState<WorkoutDetails>({
    name: workout.name,
    type: workout.type,
    notes: workout.notes ?? '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const update = useUpdateWorkout(user.id);
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateWorkoutDetails(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(form.current);
      return;
    }
    update.mutate({ id: workout.id, body: result.body }, { onSuccess: onDone });
  };

  const detailProps = {
    idPrefix: 'edit-workout',
    values,
    errors,
    onChange: <K extends keyof WorkoutDetails>(field: K, value: WorkoutDetails[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => withoutError(e, field));
    },
  };

  return (
    <div className="flex flex-col">
      <div className="flex flex-col gap-5 p-5 pb-6 sm:p-6">
        <div className="space-y-1 pr-10">
          <DialogTitle className="text-xl font-bold tracking-tight">Edit workout</DialogTitle>
          <DialogDescription className="text-sm text-ink-muted">
            Exercise changes save as you make them.
          </DialogDescription>
        </div>
        <form id={FORM_ID} ref={form} noValidate onSubmit={submit} className="flex flex-col gap-5">
          <WorkoutNameTypeFields {...detailProps} />
          <WorkoutNotesField {...detailProps} />
        </form>
        <EditExerciseList user={user} workout={workout} />
      </div>
      <ExerciseNameOptions />
      <FormFooter
        form={FORM_ID}
        onCancel={onDone}
        submitLabel="Save changes"
        pendingLabel="Saving…"
        pending={update.isPending}
      />
    </div>
  );
}
