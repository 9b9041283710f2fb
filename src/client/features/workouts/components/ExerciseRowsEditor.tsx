import { Plus, X } from 'lucide-react';
import type { WeightUnit } from '@shared/units';
import { WORKOUT_LIMITS } from '@shared/schemas/workouts';
import { Button } from '@client/components/ui/button';
import type { ExerciseDraft } from '../exercise-draft';
import { rowErrors, type FormErrors } from '../workout-form';
import { ExerciseFields } from './ExerciseFields';

interface ExerciseRowsEditorProps {
  rows: ExerciseDraft[];
  errors: FormErrors;
  unit: WeightUnit;
  onChange: (key: string, patch: Partial<ExerciseDraft>) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
}

/** The create form's exercise rows (SPEC §5): added and removed freely; one always remains. */
export function ExerciseRowsEditor({ rows, errors, unit, ...act }: ExerciseRowsEditorProps) {
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={errors.exercises ? 'exercises-error' : undefined}
    >
      <legend className="mb-2 flex w-full items-baseline justify-between">
        <span className="text-base font-semibold">Exercises</span>
        <span className="text-xs text-ink-muted">Rows without a name are skipped</span>
      </legend>
      {errors.exercises && (
        <p id="exercises-error" role="alert" className="text-sm font-medium text-danger">
          {errors.exercises}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {rows.map((row, i) => (
          <li
            key={row.key}
            aria-label={`Exercise ${i + 1}`}
            className="flex flex-col gap-2 rounded-xl border border-line bg-surface-muted/50 p-3"
          >
            <div className="flex items-center justify-between">
              <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                Exercise {i + 1}
              </span>
              {rows.length > 1 && (
                <button
                  type="button"
                  onClick={() => act.onRemove(row.key)}
                  aria-label={`Remove exercise ${i + 1}${row.name.trim() ? ` (${row.name.trim()})` : ''}`}
                  className="-my-2 -mr-2 grid size-11 place-items-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </div>
            <ExerciseFields
              idPrefix={`create-${row.key}`}
              draft={row}
              errors={rowErrors(errors, row.key)}
              unit={unit}
              onChange={(patch) => act.onChange(row.key, patch)}
            />
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        onClick={act.onAdd}
        disabled={rows.length >= WORKOUT_LIMITS.exercisesPerWorkout}
      >
        <Plus aria-hidden="true" />
        Add exercise
      </Button>
    </fieldset>
  );
}
