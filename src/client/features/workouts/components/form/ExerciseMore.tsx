import { Link2, Plus, Unlink } from 'lucide-react';
import type { Dispatch } from 'react';
import { INTENSITIES, type Intensity } from '@shared/schemas/workouts';
import { FormField } from '@client/components/forms/FormField';
import { NativeSelect } from '@client/components/forms/NativeSelect';
import { Input } from '@client/components/ui/input';
import { COLUMN_ORDER } from '../../form/exercise-shape';
import type { ExerciseDraft } from '../../form/exercise-draft';
import type { FormAction } from '../../form/form-reducer';
import type { SetNumber } from '../../form/set-draft';
import { errorKey, type FormErrors } from '../../form/workout-draft';
import { INTENSITY_LABELS } from '../../model/workout-format';

const COLUMN_NAMES: Record<SetNumber, string> = {
  weight: 'Weight',
  reps: 'Reps',
  distance: 'Distance',
  time: 'Time',
};

interface ExerciseMoreProps {
  id: string;
  exercise: ExerciseDraft;
  canJoinNext: boolean;
  columns: SetNumber[];
  errors: FormErrors;
  dispatch: Dispatch<FormAction>;
  onShowColumn: (column: SetNumber) => void;
}

const chip =
  'inline-flex h-11 items-center gap-1.5 rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface-muted';

/**
 * The less common parts of an exercise: numbers its sets do not usually have (weight on a
 * push-up, time on a lift), a superset with the next exercise (issue 27 §2), intensity and rest
 * between sets.
 */
export function ExerciseMore({
  id,
  exercise,
  canJoinNext,
  columns,
  errors,
  dispatch,
  onShowColumn,
}: ExerciseMoreProps) {
  const missing = COLUMN_ORDER.filter((c) => !columns.includes(c));
  const patch = (p: { intensity?: Intensity; restTime?: string }) =>
    dispatch({ type: 'exercise', key: exercise.key, patch: p });
  return (
    <div id={id} className="flex flex-col gap-3 rounded-xl bg-surface p-3">
      {missing.length > 0 && (
        <div role="group" aria-label="Also track per set" className="flex flex-col gap-1.5">
          <span aria-hidden="true" className="text-sm font-medium">
            Also track per set
          </span>
          <div className="flex flex-wrap gap-2">
            {missing.map((c) => (
              <button key={c} type="button" onClick={() => onShowColumn(c)} className={chip}>
                <Plus aria-hidden="true" className="size-4" />
                {COLUMN_NAMES[c]}
              </button>
            ))}
          </div>
        </div>
      )}
      {(canJoinNext || exercise.supersetGroup !== null) && (
        <div className="flex flex-wrap gap-2">
          {canJoinNext && (
            <button
              type="button"
              className={chip}
              onClick={() => dispatch({ type: 'superset', key: exercise.key, join: true })}
            >
              <Link2 aria-hidden="true" className="size-4" />
              Superset with next
            </button>
          )}
          {exercise.supersetGroup !== null && (
            <button
              type="button"
              className={chip}
              onClick={() => dispatch({ type: 'superset', key: exercise.key, join: false })}
            >
              <Unlink aria-hidden="true" className="size-4" />
              Remove from superset
            </button>
          )}
        </div>
      )}
      <div className="grid grid-cols-2 gap-2">
        <FormField id={`${id}-intensity`} label="Intensity">
          {(control) => (
            <NativeSelect
              {...control}
              value={exercise.intensity}
              onChange={(e) => patch({ intensity: e.target.value as Intensity })}
              className="h-11"
            >
              {INTENSITIES.map((i) => (
                <option key={i} value={i}>
                  {INTENSITY_LABELS[i]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={`${id}-rest`}
          label="Rest (seconds)"
          error={errors[errorKey(exercise.key, 'restTime')]}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={exercise.restTime}
              onChange={(e) => patch({ restTime: e.target.value })}
              className="h-11 tabular-nums"
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
