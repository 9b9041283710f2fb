import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import {
  GOAL_FIELD_ORDER,
  type GoalField,
  type GoalFormErrors,
  type GoalFormValues,
} from '../goal-form';
import { GoalFormFields } from './GoalFormFields';

interface GoalFormProps {
  idPrefix: string;
  initial: GoalFormValues;
  unitOptions: readonly string[];
  today: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** Validates and sends; answers the errors to show, or null when the values went out. */
  onSubmit: (values: GoalFormValues) => GoalFormErrors | null;
}

/** The goal form's state: values, messages under the fields, focus on the first wrong one. */
export function GoalForm({ idPrefix, initial, onSubmit, pending, ...rest }: GoalFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<GoalFormErrors>({});

  const onChange = (field: GoalField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // The message goes once the person acts on it; it comes back on the next submit if needed.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = onSubmit(values) ?? {};
    setErrors(found);
    const first = GOAL_FIELD_ORDER.find((f) => found[f]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={pending} className="flex flex-col gap-6">
      <GoalFormFields
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        onChange={onChange}
        unitOptions={rest.unitOptions}
        today={rest.today}
      />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={rest.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {pending ? 'Saving…' : rest.submitLabel}
        </Button>
      </div>
    </form>
  );
}
