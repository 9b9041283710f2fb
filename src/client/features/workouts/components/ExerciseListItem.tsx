import { Pencil, Trash2 } from 'lucide-react';
import type { Exercise } from '@shared/schemas/workouts';
import type { WeightUnit } from '@shared/units';
import { Button } from '@client/components/ui/button';
import { exerciseDetails } from '../workout-format';

interface ExerciseListItemProps {
  exercise: Exercise;
  unit: WeightUnit;
  /** Set when this is the workout's last exercise: the id of the note saying why it stays. */
  deleteBlockedBy?: string;
  onEdit: () => void;
  onDelete: () => void;
}

export const editButtonId = (exerciseId: string) => `edit-exercise-${exerciseId}`;

/** An exercise in the edit dialog: its summary, and Edit and Delete. */
export function ExerciseListItem({
  exercise: e,
  unit,
  deleteBlockedBy,
  ...act
}: ExerciseListItemProps) {
  const details = exerciseDetails(e, unit);
  const blocked = Boolean(deleteBlockedBy);
  return (
    <li className="flex items-center gap-1 rounded-xl border border-line bg-surface-muted/50 py-1.5 pr-1 pl-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{e.name}</p>
        {details && <p className="truncate text-sm text-ink-muted tabular-nums">{details}</p>}
      </div>
      <Button
        id={editButtonId(e.id)}
        variant="ghost"
        size="icon"
        aria-label={`Edit ${e.name}`}
        onClick={act.onEdit}
      >
        <Pencil aria-hidden="true" className="!size-4" />
      </Button>
      {/* aria-disabled, not disabled: it stays focusable, so its reason can be read out. */}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${e.name}`}
        aria-disabled={blocked || undefined}
        aria-describedby={deleteBlockedBy}
        onClick={blocked ? undefined : act.onDelete}
        className="text-danger hover:bg-danger/10 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent"
      >
        <Trash2 aria-hidden="true" className="!size-4" />
      </Button>
    </li>
  );
}
