import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { UnitPrefs } from '@client/lib/formatting';
import { useCreateGoal } from '../api/create-goal';
import { EMPTY_GOAL_FORM, goalUnitOptions, validateCreateGoal } from '../goal-form';
import { GoalForm } from './GoalForm';

interface CreateGoalDialogProps {
  userId: string;
  today: string;
  units: UnitPrefs;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2 Modals: create goal. Closes once the goal is saved and the lists show it. */
export function CreateGoalDialog({
  userId,
  today,
  units,
  open,
  onOpenChange,
}: CreateGoalDialogProps) {
  const create = useCreateGoal(userId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Close new goal">
        <DialogTitle className="pr-10 text-xl font-bold tracking-tight">New Goal</DialogTitle>
        <DialogDescription className="mt-1 mb-5 text-sm text-ink-muted">
          Set a target and Joey will track how close you are.
        </DialogDescription>
        {/* Radix unmounts closed content, so every opening starts from an empty form. */}
        <GoalForm
          idPrefix="create-goal"
          initial={EMPTY_GOAL_FORM}
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
            create.mutate(result.body, { onSuccess: () => onOpenChange(false) });
            return null;
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
