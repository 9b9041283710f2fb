import type { Workout } from '@shared/schemas/workouts';
import type { User } from '@shared/schemas/users';
import { useUpdateWorkout } from '../api/update-workout';
import { draftForEdit, validateEdit } from '../form/workout-draft';
import { WorkoutFormDialog } from './form/WorkoutFormDialog';

interface EditWorkoutDialogProps {
  user: User;
  /** The workout as it was when the dialog opened; later changes do not reset the form. */
  workout: Workout;
  onClose: () => void;
}

/**
 * SPEC §2 Modals, §5 Edit workout (issue 8, bug 1): everything in one form, saved by one PUT
 * /api/workouts/{id} with the exercises when Save changes is pressed, and by nothing else.
 */
export function EditWorkoutDialog({ user, workout, onClose }: EditWorkoutDialogProps) {
  const update = useUpdateWorkout(user);
  return (
    <WorkoutFormDialog
      user={user}
      mode="edit"
      idPrefix="edit-workout"
      title="Edit workout"
      description="Nothing changes until you save."
      closeLabel="Close edit workout"
      submitLabel="Save changes"
      discardText="Your changes to this workout will be lost."
      initial={() => draftForEdit(workout, user)}
      pending={update.isPending}
      onSave={(draft, initialWhen) => {
        const result = validateEdit(draft, initialWhen, user);
        if (!result.ok) return result.errors;
        update.mutate({ id: workout.id, body: result.body }, { onSuccess: onClose });
        return null;
      }}
      onClose={onClose}
    />
  );
}
