import { GOAL_LIMITS, GOAL_TYPES, type GoalType } from '@shared/schemas/goals';
import { Input } from '@client/components/ui/input';
import {
  GOAL_FIELD_LABELS,
  GOAL_TYPE_LABELS,
  type GoalField,
  type GoalFormErrors,
  type GoalFormValues,
} from '../goal-form';
import { GoalField as Field, GoalSelect, GoalTextarea } from './GoalField';

interface GoalFormFieldsProps {
  idPrefix: string;
  values: GoalFormValues;
  errors: GoalFormErrors;
  unitOptions: readonly string[];
  /** The date input's min (SPEC §5: deadline min today). */
  today: string;
  onChange: (field: GoalField, value: string) => void;
}

/** The fields of the create and edit goal forms (SPEC §2 Modals, §5 Goal, §9 units). */
export function GoalFormFields({
  idPrefix,
  values,
  errors,
  unitOptions,
  today,
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

  return (
    <div className="flex flex-col gap-4">
      <Field {...field('title')}>
        {(c) => (
          <Input
            {...c}
            {...props('title')}
            placeholder="e.g. Run 50 miles"
            maxLength={GOAL_LIMITS.title}
            autoComplete="off"
          />
        )}
      </Field>
      <Field {...field('description', true)}>
        {(c) => (
          <GoalTextarea
            {...c}
            {...props('description')}
            rows={2}
            maxLength={GOAL_LIMITS.description}
            placeholder="Why it matters, or how you'll get there"
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field {...field('type')}>
          {(c) => (
            <GoalSelect {...c} {...props('type')}>
              {GOAL_TYPES.map((t: GoalType) => (
                <option key={t} value={t}>
                  {GOAL_TYPE_LABELS[t]}
                </option>
              ))}
            </GoalSelect>
          )}
        </Field>
        <Field {...field('unit')}>
          {(c) => (
            <GoalSelect {...c} {...props('unit')}>
              {unitOptions.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </GoalSelect>
          )}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field {...field('targetValue')}>
          {(c) => (
            <Input {...c} {...props('targetValue')} {...numberProps} className="tabular-nums" />
          )}
        </Field>
        <Field {...field('currentValue')}>
          {(c) => (
            <Input
              {...c}
              {...props('currentValue')}
              {...numberProps}
              placeholder="0"
              className="tabular-nums"
            />
          )}
        </Field>
      </div>
      <Field {...field('deadline', true)}>
        {(c) => <Input {...c} {...props('deadline')} type="date" min={today} />}
      </Field>
    </div>
  );
}
