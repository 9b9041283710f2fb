import { LoaderCircle, Trash2 } from 'lucide-react';
import type { Goal } from '@shared/schemas/goals';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useDeleteGoal } from '../api/delete-goal';

interface DeleteGoalDialogProps {
  userId: string;
  goal: Goal | null;
  onClose: () => void;
}

/** SPEC §5: confirmation before deleting a goal. Cancel has focus, so Enter never deletes. */
export function DeleteGoalDialog({ userId, goal, onClose }: DeleteGoalDialogProps) {
  const remove = useDeleteGoal(userId);
  return (
    <Dialog open={goal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog" closeLabel="Close" className="flex flex-col gap-5">
        <div className="flex flex-col items-center gap-3 pt-2 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-danger/10 text-danger">
            <Trash2 aria-hidden="true" className="size-6" />
          </span>
          <DialogTitle className="text-xl font-bold tracking-tight">Delete this goal?</DialogTitle>
          <DialogDescription className="text-sm text-ink-muted">
            “{goal?.title}” and its progress will be removed. This can’t be undone.
          </DialogDescription>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => goal && remove.mutate(goal, { onSuccess: onClose })}
          >
            {remove.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            Delete Goal
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
