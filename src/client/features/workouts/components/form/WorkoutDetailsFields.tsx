import { WORKOUT_LIMITS, WORKOUT_TYPES } from '@shared/schemas/workouts';
import { WORKOUT_TYPE_LABELS } from '@client/components/brand/WorkoutTypeIcon';
import { characterCount, CountedTextarea } from '@client/components/forms/CountedTextarea';
import { FormField } from '@client/components/forms/FormField';
import { NativeSelect } from '@client/components/forms/NativeSelect';
import { Input } from '@client/components/ui/input';
import type { FormErrors, WorkoutDraft } from '../../form/workout-draft';

type WorkoutDetails = Pick<WorkoutDraft, 'name' | 'type' | 'notes'>;

interface DetailsFieldsProps {
  /** Prefix for ids, unique on the page (both dialogs may be in the DOM). */
  idPrefix: string;
  values: WorkoutDetails;
  errors: FormErrors;
  onChange: (field: keyof WorkoutDetails, value: string) => void;
}

/** Name and type, side by side from the top of both workout forms. */
export function WorkoutNameTypeFields({ idPrefix, values, errors, onChange }: DetailsFieldsProps) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-3">
      <FormField id={`${idPrefix}-name`} label="Workout name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={values.name}
            onChange={(e) => onChange('name', e.target.value)}
            maxLength={WORKOUT_LIMITS.name}
            placeholder="e.g. Push Day"
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-type`} label="Type" error={errors.type}>
        {(control) => (
          <NativeSelect
            {...control}
            value={values.type}
            onChange={(e) => onChange('type', e.target.value)}
            className="w-36"
          >
            {WORKOUT_TYPES.map((t) => (
              <option key={t} value={t}>
                {WORKOUT_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}

/** SPEC §5: notes ≤ 500 characters, with a counter. */
export function WorkoutNotesField({ idPrefix, values, errors, onChange }: DetailsFieldsProps) {
  return (
    <FormField
      id={`${idPrefix}-notes`}
      label="Notes"
      error={errors.notes}
      aside={
        <>
          <span aria-hidden="true" className="tabular-nums">
            {characterCount(values.notes, WORKOUT_LIMITS.notes)}
          </span>
          <span className="sr-only">{`${values.notes.length} of ${WORKOUT_LIMITS.notes} characters`}</span>
        </>
      }
    >
      {(control) => (
        <CountedTextarea
          {...control}
          value={values.notes}
          max={WORKOUT_LIMITS.notes}
          onChange={(e) => onChange('notes', e.target.value)}
          placeholder="How did it feel? Anything to remember next time?"
        />
      )}
    </FormField>
  );
}

type DurationField = 'minutes' | 'start' | 'end';

interface DurationFieldsProps {
  idPrefix: string;
  values: Pick<WorkoutDraft, 'minutes' | 'start' | 'end'>;
  errors: FormErrors;
  onChange: (field: DurationField, value: string) => void;
}

/**
 * How long the workout lasted (issue 26 §8): minutes typed, or a start and an end time that
 * fill them in. Blank adds up the exercises' own times, as before.
 */
export function WorkoutDurationFields({ idPrefix, values, errors, onChange }: DurationFieldsProps) {
  const hintId = `${idPrefix}-duration-hint`;
  const time = (field: 'start' | 'end', label: string) => (
    <FormField id={`${idPrefix}-${field}`} label={label} error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          type="time"
          value={values[field]}
          onChange={(e) => onChange(field, e.target.value)}
          className="px-3 tabular-nums"
        />
      )}
    </FormField>
  );
  return (
    <fieldset aria-describedby={hintId} className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Duration</legend>
      <div className="grid grid-cols-[minmax(0,5.5rem)_minmax(0,1fr)_minmax(0,1fr)] items-start gap-3">
        <FormField id={`${idPrefix}-minutes`} label="Minutes" error={errors.minutes}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={values.minutes}
              onChange={(e) => onChange('minutes', e.target.value)}
              maxLength={4}
              placeholder="45"
              className="px-3 tabular-nums"
            />
          )}
        </FormField>
        {time('start', 'Start')}
        {time('end', 'End')}
      </div>
      <p id={hintId} className="text-sm text-ink-muted">
        Type the minutes, or a start and end time. Left blank, the exercises’ times add up.
      </p>
    </fieldset>
  );
}
