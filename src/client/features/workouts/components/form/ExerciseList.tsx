import { Plus } from 'lucide-react';
import { useState, type Dispatch } from 'react';
import { LAST_EXERCISE, WORKOUT_LIMITS } from '@shared/schemas/workouts';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import type { ExerciseDraft } from '../../form/exercise-draft';
import type { FormAction } from '../../form/form-reducer';
import { canJoinNext } from '../../form/supersets';
import type { FormErrors } from '../../form/workout-draft';
import type { Units } from '../../model/workout-format';
import { ExerciseCard } from './ExerciseCard';

interface ExerciseListProps {
  idPrefix: string;
  mode: 'create' | 'edit';
  exercises: ExerciseDraft[];
  rpeEnabled: boolean;
  units: Units;
  timeZone: string;
  errors: FormErrors;
  dispatch: Dispatch<FormAction>;
}

/**
 * The exercises of either form (SPEC §5): added and removed freely, one always remaining. In the
 * edit form a stored exercise is removed after a confirmation (SPEC §5), and only on Save.
 */
export function ExerciseList({
  idPrefix,
  mode,
  exercises,
  rpeEnabled,
  units,
  timeZone,
  errors,
  dispatch,
}: ExerciseListProps) {
  const [confirming, setConfirming] = useState<ExerciseDraft | null>(null);
  const lastNoteId = `${idPrefix}-last-exercise`;
  const only = exercises.length <= 1;
  const errorId = `${idPrefix}-exercises-error`;

  const remove = (e: ExerciseDraft) => {
    const index = exercises.indexOf(e);
    const neighbour = exercises[index + 1] ?? exercises[index - 1];
    dispatch({ type: 'removeExercise', key: e.key });
    // The removed card held the focus; hand it to the card that takes its place.
    requestAnimationFrame(() =>
      document.getElementById(`${idPrefix}-${neighbour?.key}-name`)?.focus(),
    );
  };

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={errors.exercises ? errorId : undefined}
    >
      <legend className="mb-2 flex w-full items-baseline justify-between">
        <span className="text-base font-semibold">Exercises</span>
        {mode === 'create' && (
          <span className="text-xs text-ink-muted">Rows without a name are skipped</span>
        )}
      </legend>
      {errors.exercises && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {errors.exercises}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {exercises.map((e, i) => (
          <ExerciseCard
            key={e.key}
            idPrefix={`${idPrefix}-${e.key}`}
            index={i}
            exercise={e}
            canJoinNext={canJoinNext(exercises, i)}
            rpeEnabled={rpeEnabled}
            units={units}
            timeZone={timeZone}
            errors={errors}
            dispatch={dispatch}
            onRemove={only ? undefined : () => (e.id ? setConfirming(e) : remove(e))}
            removeBlockedBy={only && mode === 'edit' ? lastNoteId : undefined}
          />
        ))}
      </ol>
      {only && mode === 'edit' && (
        <p id={lastNoteId} className="text-sm text-ink-muted">
          {LAST_EXERCISE}
        </p>
      )}
      <Button
        variant="outline"
        onClick={() => {
          dispatch({ type: 'addExercise', units });
          requestAnimationFrame(() => {
            const names = document.querySelectorAll<HTMLElement>(
              `[id^="${idPrefix}-"][id$="-name"][list]`,
            );
            names[names.length - 1]?.focus();
          });
        }}
        disabled={exercises.length >= WORKOUT_LIMITS.exercisesPerWorkout}
      >
        <Plus aria-hidden="true" />
        Add exercise
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Remove ${confirming?.name.trim() || 'this exercise'}?`}
        description="It is deleted from this workout, with its sets, when you save the changes."
        confirmLabel="Remove exercise"
        onConfirm={() => {
          if (confirming) remove(confirming);
          setConfirming(null);
        }}
      />
    </fieldset>
  );
}
