import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { useCreateRoutine, useSaveWorkoutAsRoutine } from '../api/routines';
import type { RoutineExerciseBody } from '../model/routine-sources';
import { NameDialog } from './NameDialog';

/**
 * "Save as routine" for a logged workout (its card, the live workout's summary): asks for the
 * name, the workout's own by default, then POST {name, fromWorkoutId}.
 */
export function SaveWorkoutAsRoutineDialog({
  workout,
  onClose,
}: {
  workout: { id: string; name: string };
  onClose: () => void;
}) {
  const save = useSaveWorkoutAsRoutine();
  return (
    <NameDialog
      title="Save as routine"
      description={`“${workout.name}” with its exercises and every set, ready to start again.`}
      initialName={workout.name}
      submitLabel="Save routine"
      pending={save.isPending}
      onClose={onClose}
      onSubmit={(name) => save.mutate(workout.id, name, { onSuccess: onClose })}
    />
  );
}

interface SaveAsRoutineButtonProps {
  /** The name offered; the person can change it. */
  name: string;
  /** The routine's exercises (routine-sources.ts makes them from a plan or a share). */
  exercises: RoutineExerciseBody[];
  label?: string;
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost';
  className?: string;
}

/** A button that saves these exercises as a new routine, after asking for its name. */
export function SaveAsRoutineButton({
  name,
  exercises,
  label = 'Save as routine',
  variant = 'outline',
  className,
}: SaveAsRoutineButtonProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateRoutine({ title: 'Saved as Routine' });
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        <BookmarkPlus aria-hidden="true" />
        {label}
      </Button>
      {open && (
        <NameDialog
          title={label}
          description="Its exercises and sets, ready to start from your routines."
          initialName={name}
          submitLabel="Save routine"
          pending={create.isPending}
          onClose={() => setOpen(false)}
          onSubmit={(routineName) =>
            create.mutate({ name: routineName, exercises }, { onSuccess: () => setOpen(false) })
          }
        />
      )}
    </>
  );
}
