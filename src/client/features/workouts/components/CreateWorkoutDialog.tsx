import { formatDuration } from '@shared/duration';
import type { WorkoutPrefill } from '@shared/schemas/dashboard';
import type { CreateWorkoutInput, Workout } from '@shared/schemas/workouts';
import type { User } from '@shared/schemas/users';
import { formatMilesIn } from '@shared/unit-display';
import { useCreateWorkout } from '../api/create-workout';
import {
  draftForRepeat,
  draftFromBody,
  draftFromPrefill,
  newWorkoutDraft,
  validateCreate,
} from '../form/workout-draft';
import { WorkoutFormDialog } from './form/WorkoutFormDialog';

export interface CreateWorkoutDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** AI Coach Insights' Schedule It: the suggestion's name, type and exercises (weights in lbs). */
  prefill?: WorkoutPrefill;
  /** Repeat (issue 8, item 9): this workout's name, type and every set, dated now. */
  repeatOf?: Workout;
  /**
   * A kept workout the server refused (issue 28 §3, the sync sheet's Edit): the form as it was
   * sent; `onSaved` runs once the fixed one is saved or kept (it discards the refused one).
   */
  fixing?: CreateWorkoutInput;
  onSaved?: () => void;
}

/**
 * SPEC §2 Modals, §5 Create workout: one POST with the exercises inline, when Save is pressed.
 * Mounted only while open, so every opening starts from a fresh (or prefilled) form.
 */
export function CreateWorkoutDialog({ open, onOpenChange, ...props }: CreateWorkoutDialogProps) {
  if (!open) return null;
  return <CreateWorkoutForm {...props} onClose={() => onOpenChange(false)} />;
}

/** ", its 45 min total kept": what a repeat copies besides the sets (workout-draft.ts). */
function keptTotals(w: Workout, user: User): string {
  const kept = draftForRepeat(w, user).kept;
  const parts = [
    kept?.duration ? formatDuration(kept.duration) : '',
    kept?.distance ? formatMilesIn(kept.distance, user.distanceUnit) : '',
  ].filter(Boolean);
  return parts.length > 0 ? `, its total of ${parts.join(' and ')} kept` : '';
}

function CreateWorkoutForm({
  user,
  prefill,
  repeatOf,
  fixing,
  onSaved,
  onClose,
}: Omit<CreateWorkoutDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const create = useCreateWorkout(user, { repeat: Boolean(repeatOf) });
  const description = fixing
    ? "This workout wasn't saved. Fix it, then save again."
    : repeatOf
      ? `“${repeatOf.name}” with every set, dated now${keptTotals(repeatOf, user)}. Adjust it, then save.`
      : prefill
        ? "Joey's suggestion, ready to adjust."
        : 'Log what you did, set by set.';
  return (
    <WorkoutFormDialog
      user={user}
      mode="create"
      idPrefix="create-workout"
      title={repeatOf ? 'Repeat workout' : 'New workout'}
      description={description}
      closeLabel={repeatOf ? 'Close repeat workout' : 'Close new workout'}
      submitLabel="Save workout"
      discardText="This workout has not been saved. Discard it?"
      initial={() =>
        fixing
          ? draftFromBody(fixing, user)
          : repeatOf
            ? draftForRepeat(repeatOf, user)
            : prefill
              ? draftFromPrefill(prefill, user)
              : newWorkoutDraft(user)
      }
      pending={create.isPending}
      onSave={(draft, initialWhen) => {
        const result = validateCreate(draft, initialWhen, user);
        if (!result.ok) return result.errors;
        create.mutate(result.body, {
          onSuccess: () => {
            onSaved?.();
            onClose();
          },
        });
        return null;
      }}
      onClose={onClose}
    />
  );
}
