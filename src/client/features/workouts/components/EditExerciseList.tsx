import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  LAST_EXERCISE,
  WORKOUT_LIMITS,
  type Exercise,
  type Workout,
} from '@shared/schemas/workouts';
import type { User } from '@shared/schemas/users';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useAddExercise } from '../api/add-exercise';
import { useDeleteExercise } from '../api/delete-exercise';
import { useUpdateExercise } from '../api/update-exercise';
import { draftFromExercise, emptyExerciseDraft } from '../exercise-draft';
import { ExerciseEditor } from './ExerciseEditor';
import { editButtonId, ExerciseListItem } from './ExerciseListItem';

const ADD_BUTTON_ID = 'edit-workout-add-exercise';
const LAST_NOTE_ID = 'edit-workout-last-exercise';

/** Focus where the person was before an editor closed (its Edit button, or Add exercise). */
const refocus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The edit dialog's exercises (SPEC §5 Edit workout): each edited in place (PUT), added (POST)
 * or deleted after a confirmation (DELETE); the last one cannot go.
 */
export function EditExerciseList({ user, workout }: { user: User; workout: Workout }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Exercise | null>(null);
  const update = useUpdateExercise(user.id);
  const add = useAddExercise(user.id);
  const remove = useDeleteExercise(user.id);
  const unit = user.weightUnit;
  const exercises = workout.exercises;
  const last = exercises.length <= 1;

  const close = (focusId: string) => {
    setEditing(null);
    refocus(focusId);
  };

  return (
    <section aria-labelledby="edit-workout-exercises" className="flex flex-col gap-3">
      <h3
        id="edit-workout-exercises"
        className="flex items-baseline justify-between text-base font-semibold"
      >
        Exercises
        <span className="text-sm font-normal text-ink-muted tabular-nums">{exercises.length}</span>
      </h3>
      <ul className="flex flex-col gap-2">
        {exercises.map((e) =>
          editing === e.id ? (
            <li key={e.id}>
              <ExerciseEditor
                idPrefix={`edit-${e.id}`}
                label={`Edit ${e.name}`}
                initial={draftFromExercise(e, unit)}
                unit={unit}
                submitLabel="Save exercise"
                onSubmit={(body) => update.mutateAsync({ id: e.id, body })}
                onClose={() => close(editButtonId(e.id))}
              />
            </li>
          ) : (
            <ExerciseListItem
              key={e.id}
              exercise={e}
              unit={unit}
              deleteBlockedBy={last ? LAST_NOTE_ID : undefined}
              onEdit={() => setEditing(e.id)}
              onDelete={() => setDeleting(e)}
            />
          ),
        )}
      </ul>
      {last && (
        <p id={LAST_NOTE_ID} className="text-sm text-ink-muted">
          {LAST_EXERCISE}
        </p>
      )}
      {editing === 'new' ? (
        <ExerciseEditor
          idPrefix="edit-new-exercise"
          label="New exercise"
          initial={emptyExerciseDraft()}
          unit={unit}
          submitLabel="Add exercise"
          onSubmit={(body) => add.mutateAsync({ ...body, workoutId: workout.id })}
          onClose={() => close(ADD_BUTTON_ID)}
        />
      ) : (
        <Button
          id={ADD_BUTTON_ID}
          variant="outline"
          onClick={() => setEditing('new')}
          disabled={exercises.length >= WORKOUT_LIMITS.exercisesPerWorkout}
        >
          <Plus aria-hidden="true" />
          Add exercise
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'exercise'}?`}
        description="It will be removed from this workout. This can't be undone."
        confirmLabel="Delete exercise"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, name: deleting.name },
            { onSettled: () => setDeleting(null) },
          )
        }
      />
    </section>
  );
}
