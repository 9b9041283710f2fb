import type { Goal } from '@shared/schemas/goals';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useUpdateGoal } from '../api/update-goal';
import { editUnitOptions, goalToForm, validateUpdateGoal } from '../goal-form';
import { GoalForm } from './GoalForm';

interface EditGoalDialogProps {
  userId: string;
  today: string;
  /** The goal being edited; null when the dialog is closed. */
  goal: Goal | null;
  onClose: () => void;
}

/** SPEC §2 Modals: edit goal, with SPEC §9's edit unit list; the deadline may be cleared. */
export function EditGoalDialog({ userId, today, goal, onClose }: EditGoalDialogProps) {
  const update = useUpdateGoal(userId);
  return (
    <Dialog open={goal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel="Close edit goal">
        <DialogTitle className="pr-10 text-xl font-bold tracking-tight">Edit Goal</DialogTitle>
        <DialogDescription className="mt-1 mb-5 text-sm text-ink-muted">
          Update your target, your progress so far or the deadline.
        </DialogDescription>
        {goal && (
          <GoalForm
            key={goal.id}
            idPrefix="edit-goal"
            initial={goalToForm(goal)}
            unitOptions={editUnitOptions(goal.unit)}
            today={today}
            submitLabel="Save Changes"
            pending={update.isPending}
            onCancel={onClose}
            onSubmit={(values) => {
              const result = validateUpdateGoal(values, goal, { today });
              if (!result.ok) return result.errors;
              update.mutate({ id: goal.id, body: result.body }, { onSuccess: onClose });
              return null;
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
