import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { UnitPrefs } from '@client/lib/formatting';
import { useCreateGoal } from '../api/create-goal';
import type { CreateGoalInput } from '@shared/schemas/goals';
import {
  EMPTY_GOAL_FORM,
  goalBodyToForm,
  goalUnitOptions,
  validateCreateGoal,
} from '../model/goal-form';
import { GoalForm } from './GoalForm';

interface CreateGoalDialogProps {
  userId: string;
  today: string;
  units: UnitPrefs;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * A kept goal the server refused (issue 28 §3, the sync sheet's Edit): the form as it was
   * sent; `onSaved` runs once the fixed one is saved or kept (it discards the refused one).
   */
  fixing?: CreateGoalInput;
  onSaved?: () => void;
}

/** SPEC §2 Modals: create goal. Closes once the goal is saved and the lists show it. */
export function CreateGoalDialog({
  userId,
  today,
  units,
  open,
  onOpenChange,
  fixing,
  onSaved,
}: CreateGoalDialogProps) {
  const create = useCreateGoal(userId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Close new goal">
        <DialogTitle className="pr-10 text-xl font-bold tracking-tight">New Goal</DialogTitle>
        <DialogDescription className="mt-1 mb-5 text-sm text-ink-muted">
          {fixing
            ? "This goal wasn't saved. Fix it, then save again."
            : 'Set a target and Joey will track how close you are.'}
        </DialogDescription>
        {/* Radix unmounts closed content, so every opening starts from an empty form. */}
        <GoalForm
          idPrefix="create-goal"
          initial={fixing ? goalBodyToForm(fixing) : EMPTY_GOAL_FORM}
          unitOptions={goalUnitOptions()}
          today={today}
          units={units}
          suggestUnits
          countsFrom="today"
          submitLabel="Create Goal"
          pending={create.isPending}
          onCancel={() => onOpenChange(false)}
          onSubmit={(values) => {
            const result = validateCreateGoal(values, userId, { today });
            if (!result.ok) return result.errors;
            create.mutate(result.body, {
              onSuccess: () => {
                onSaved?.();
                onOpenChange(false);
              },
            });
            return null;
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
