import { Mic } from 'lucide-react';
import { localDayOf } from '@shared/local-day';
import type { Goal } from '@shared/schemas/goals';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { formatShortDay, type UnitPrefs } from '@client/lib/formatting';
import { useUpdateGoal } from '../api/update-goal';
import { goalAmountText } from '../model/goal-card';
import {
  goalToForm,
  goalUnitOptions,
  isVoiceNote,
  validateUpdateGoal,
  VOICE_NOTE_PREFIX,
} from '../model/goal-form';
import { GoalForm } from './GoalForm';

interface EditGoalDialogProps {
  userId: string;
  today: string;
  timeZone: string;
  units: UnitPrefs;
  /** The goal being edited; null when the dialog is closed. */
  goal: Goal | null;
  onClose: () => void;
}

/**
 * SPEC §2 Modals: edit goal, with the same unit list as create (issue 8); the deadline may be
 * cleared. Values stay in the unit the goal was set in, so saving untouched never changes them.
 */
export function EditGoalDialog({
  userId,
  today,
  timeZone,
  units,
  goal,
  onClose,
}: EditGoalDialogProps) {
  const update = useUpdateGoal(userId);
  return (
    <Dialog open={goal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel="Close edit goal">
        <DialogTitle className="pr-10 text-xl font-bold tracking-tight">Edit Goal</DialogTitle>
        <DialogDescription className="mt-1 mb-5 text-sm text-ink-muted">
          Update your target, how it fills up or the deadline.
        </DialogDescription>
        {goal && (
          <GoalForm
            key={goal.id}
            idPrefix="edit-goal"
            initial={goalToForm(goal)}
            unitOptions={goalUnitOptions(goal.unit)}
            today={today}
            units={units}
            suggestUnits={false}
            countsFrom={formatShortDay(localDayOf(Date.parse(goal.createdAt), timeZone))}
            trackedSoFar={goal.tracking === 'manual' ? undefined : goalAmountText(goal, units)}
            note={isVoiceNote(goal.description) && <VoiceOrigin text={goal.description!} />}
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

/** Where a voice goal came from: kept with its title, dropped when the goal is renamed. */
function VoiceOrigin({ text }: { text: string }) {
  const said = text.slice(VOICE_NOTE_PREFIX.length).replace(/^"|"$/g, '');
  return (
    <p className="-mt-1 flex items-start gap-2 rounded-control bg-surface-muted px-3 py-2.5 text-sm text-ink-muted">
      <Mic aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Set by voice from “{said}”. Renaming the goal drops this line; write a description to keep
        your own words.
      </span>
    </p>
  );
}
