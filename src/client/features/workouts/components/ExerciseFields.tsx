import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { WORKOUT_LIMITS } from '@shared/schemas/workouts';
import type { WeightUnit } from '@shared/units';
import { LabelledField } from '@client/components/forms/LabelledField';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';
import { hasExtraDetails, type ExerciseDraft, type ExerciseErrors } from '../exercise-draft';
import { ExerciseExtraFields } from './ExerciseExtraFields';
import { EXERCISE_NAME_LIST_ID } from './ExerciseNameOptions';
import { NumberField } from './NumberField';

export interface ExerciseFieldsProps {
  idPrefix: string;
  draft: ExerciseDraft;
  errors: ExerciseErrors;
  unit: WeightUnit;
  onChange: (patch: Partial<ExerciseDraft>) => void;
}

/**
 * One exercise's fields. Name, sets, reps and weight are always shown; duration, distance,
 * intensity and rest fold away until wanted, or while they hold a value or an error.
 */
export function ExerciseFields(props: ExerciseFieldsProps) {
  const { idPrefix, draft, errors, unit, onChange } = props;
  const [unfolded, setUnfolded] = useState(() => hasExtraDetails(draft));
  const extraError = Boolean(errors.duration || errors.distance || errors.restTime);
  const open = unfolded || extraError;
  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <div className="flex flex-col gap-3">
      <LabelledField id={id('name')} label="Exercise name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={draft.name}
            onChange={(e) => onChange({ name: e.target.value })}
            list={EXERCISE_NAME_LIST_ID}
            maxLength={WORKOUT_LIMITS.name}
            placeholder="e.g. Bench Press"
            autoComplete="off"
            // Chrome's suggestion arrow: the list opens as the person types anyway.
            className="[&::-webkit-calendar-picker-indicator]:!hidden"
          />
        )}
      </LabelledField>
      <div className="grid grid-cols-3 gap-2">
        <NumberField
          id={id('sets')}
          label="Sets"
          error={errors.sets}
          value={draft.sets}
          onChange={(sets) => onChange({ sets })}
          min={1}
          inputMode="numeric"
          // Blank sets mean 1, as on the API.
          placeholder="1"
        />
        <NumberField
          id={id('reps')}
          label="Reps"
          error={errors.reps}
          value={draft.reps}
          onChange={(reps) => onChange({ reps })}
          min={1}
          inputMode="numeric"
        />
        <NumberField
          id={id('weight')}
          label={`Weight (${unit})`}
          error={errors.weight}
          value={draft.weight}
          onChange={(weight) => onChange({ weight })}
          min={0}
          step={0.5}
          inputMode="decimal"
        />
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id('more')}
        disabled={extraError}
        onClick={() => setUnfolded(!unfolded)}
        className="-mx-2 flex min-h-11 items-center gap-1.5 self-start rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-surface-muted disabled:cursor-default dark:text-brand-200"
      >
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
        Time, distance & intensity
      </button>
      {open && <ExerciseExtraFields {...props} />}
    </div>
  );
}
