import type { ReactNode } from 'react';
import { GOAL_LIMITS, GOAL_TYPES, type GoalType } from '@shared/schemas/goals';
import { WORKOUT_TYPE_LABELS } from '@client/components/brand/WorkoutTypeIcon';
import { FormField } from '@client/components/forms/FormField';
import { Input } from '@client/components/ui/input';
import { goalUnitLabel } from '@client/lib/formatting';
import { cn } from '@client/lib/utils';
import {
  autoTracking,
  GOAL_FIELD_LABELS,
  GOAL_TYPE_LABELS,
  LIFT_SUGGESTIONS,
  MANUAL_CHOICE_LABEL,
  TRACKING_CHOICE_LABELS,
  WORKOUT_TYPE_CHOICES,
  type GoalField,
  type GoalFormErrors,
  type GoalFormValues,
} from '../model/goal-form';
import { GoalSelect, GoalTextarea } from './GoalControls';

interface GoalFormFieldsProps {
  idPrefix: string;
  values: GoalFormValues;
  errors: GoalFormErrors;
  unitOptions: readonly string[];
  /** The date input's min (SPEC §5: deadline min today). */
  today: string;
  /** From when a tracked goal counts: "today" for a new goal, "Mar 3" for a saved one. */
  countsFrom: string;
  /** A saved tracked goal's progress so far, as shown on its card ("12.4 / 50 mi"). */
  trackedSoFar?: string;
  /** Under the description: where a voice goal came from. */
  descriptionNote?: ReactNode;
  onChange: (field: GoalField, value: string) => void;
}

/** The fields of the create and edit goal forms (SPEC §2 Modals, §5 Goal, §9 units, issue 8). */
export function GoalFormFields({
  idPrefix,
  values,
  errors,
  unitOptions,
  today,
  countsFrom,
  trackedSoFar,
  descriptionNote,
  onChange,
}: GoalFormFieldsProps) {
  const props = (field: GoalField) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  const field = (name: GoalField, optional = false) => ({
    id: `${idPrefix}-${name}`,
    label: GOAL_FIELD_LABELS[name],
    error: errors[name],
    optional,
  });
  const numberProps = { type: 'number', min: 0, step: 0.1, inputMode: 'decimal' } as const;
  const manual = values.tracking === 'manual';

  return (
    <div className="flex flex-col gap-4">
      <FormField {...field('title')}>
        {(c) => (
          <Input
            {...c}
            {...props('title')}
            placeholder="e.g. Run 50 miles"
            maxLength={GOAL_LIMITS.title}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField {...field('description', true)} hint="Your own words, kept as you write them.">
        {(c) => (
          <GoalTextarea
            {...c}
            {...props('description')}
            rows={2}
            maxLength={GOAL_LIMITS.description}
            placeholder="Why it matters, or how you'll get there"
          />
        )}
      </FormField>
      {descriptionNote}
      <div className="grid grid-cols-2 gap-3">
        <FormField {...field('type')}>
          {(c) => (
            <GoalSelect {...c} {...props('type')}>
              {GOAL_TYPES.map((t: GoalType) => (
                <option key={t} value={t}>
                  {GOAL_TYPE_LABELS[t]}
                </option>
              ))}
            </GoalSelect>
          )}
        </FormField>
        <FormField {...field('unit')}>
          {(c) => (
            <GoalSelect {...c} {...props('unit')}>
              {unitOptions.map((u) => (
                <option key={u} value={u}>
                  {goalUnitLabel(u)}
                </option>
              ))}
            </GoalSelect>
          )}
        </FormField>
      </div>
      <TrackingChoice
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        countsFrom={countsFrom}
        onChange={onChange}
        props={props}
        field={field}
      />
      <div className={cn('grid gap-3', manual ? 'grid-cols-2' : 'grid-cols-1')}>
        <FormField {...field('targetValue')}>
          {(c) => (
            <Input {...c} {...props('targetValue')} {...numberProps} className="tabular-nums" />
          )}
        </FormField>
        {manual && (
          <FormField {...field('currentValue')}>
            {(c) => (
              <Input
                {...c}
                {...props('currentValue')}
                {...numberProps}
                placeholder="0"
                className="tabular-nums"
              />
            )}
          </FormField>
        )}
      </div>
      {!manual && trackedSoFar && (
        <p className="-mt-2 text-sm text-ink-muted tabular-nums">So far: {trackedSoFar}</p>
      )}
      <FormField {...field('deadline', true)}>
        {(c) => <Input {...c} {...props('deadline')} type="date" min={today} />}
      </FormField>
    </div>
  );
}

interface TrackingChoiceProps {
  idPrefix: string;
  values: GoalFormValues;
  errors: GoalFormErrors;
  countsFrom: string;
  onChange: (field: GoalField, value: string) => void;
  props: (field: GoalField) => {
    name: string;
    value: string;
    onChange: (e: { target: { value: string } }) => void;
  };
  field: (
    name: GoalField,
    optional?: boolean,
  ) => { id: string; label: string; error?: string; optional: boolean };
}

const choiceCard =
  'flex cursor-pointer items-start gap-3 rounded-control border border-line p-3 text-sm transition-colors has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:has-[:checked]:bg-surface-muted';

/**
 * Which kind of goal it is (issue 8): one that tracks itself from what is logged (the kind its
 * unit allows), or one the user updates by hand, with what a tracked kind needs under it.
 */
function TrackingChoice({
  idPrefix,
  values,
  errors,
  countsFrom,
  onChange,
  props,
  field,
}: TrackingChoiceProps) {
  const auto = autoTracking(values.type, values.unit);
  const id = `${idPrefix}-tracking`;
  if (!auto) {
    return (
      <p className="rounded-control bg-surface-muted px-3 py-2.5 text-sm text-ink-muted">
        <span className="font-medium text-ink">{MANUAL_CHOICE_LABEL}.</span> Goals in{' '}
        {goalUnitLabel(values.unit)} can't be counted from your log; pick miles, km, minutes, hours,
        workouts, lbs or kg for one that fills itself.
      </p>
    );
  }
  const from = countsFrom === 'today' ? 'from today on' : `since ${countsFrom}`;
  const hint = {
    distance: `Every distance you log ${from} adds up, in miles or km alike.`,
    duration: `The time you log ${from} adds up.`,
    workouts: `Every workout you log ${from} counts one.`,
    lift: `Your heaviest set of it ${from} counts.`,
    body_weight: `Your weigh-ins ${from} move it: log one on Progress, or say “I weigh 180 pounds”.`,
  }[auto];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">How it fills up</legend>
      <label className={choiceCard}>
        <input
          id={id}
          type="radio"
          name={`${idPrefix}-tracking`}
          value="auto"
          checked={values.tracking !== 'manual'}
          onChange={() => onChange('tracking', 'auto')}
          className="mt-0.5 size-4.5 shrink-0 accent-brand-700"
        />
        <span>
          <span className="block font-medium">{TRACKING_CHOICE_LABELS[auto]}</span>
          <span className="block text-ink-muted">{hint}</span>
        </span>
      </label>
      <label className={choiceCard}>
        <input
          type="radio"
          name={`${idPrefix}-tracking`}
          value="manual"
          checked={values.tracking === 'manual'}
          onChange={() => onChange('tracking', 'manual')}
          className="mt-0.5 size-4.5 shrink-0 accent-brand-700"
        />
        <span>
          <span className="block font-medium">{MANUAL_CHOICE_LABEL}</span>
          <span className="block text-ink-muted">
            Enter your progress yourself whenever it changes.
          </span>
        </span>
      </label>
      {errors.tracking && <p className="text-sm font-medium text-danger">{errors.tracking}</p>}
      {values.tracking === 'lift' && (
        <FormField {...field('trackExercise')} hint="Pick one from the list, or type its name.">
          {(c) => (
            <>
              <Input
                {...c}
                {...props('trackExercise')}
                list={`${idPrefix}-lifts`}
                placeholder="e.g. Deadlift"
                maxLength={100}
                autoComplete="off"
              />
              <datalist id={`${idPrefix}-lifts`}>
                {LIFT_SUGGESTIONS.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
      )}
      {(values.tracking === 'distance' ||
        values.tracking === 'duration' ||
        values.tracking === 'workouts') && (
        <FormField {...field('trackWorkoutType', true)}>
          {(c) => (
            <GoalSelect {...c} {...props('trackWorkoutType')}>
              <option value="">Every type of workout</option>
              {WORKOUT_TYPE_CHOICES.map((t) => (
                <option key={t} value={t}>
                  {WORKOUT_TYPE_LABELS[t]} only
                </option>
              ))}
            </GoalSelect>
          )}
        </FormField>
      )}
    </fieldset>
  );
}
