import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { GoalType } from '@shared/schemas/goals';
import { Button } from '@client/components/ui/button';
import type { UnitPrefs } from '@client/lib/formatting';
import {
  GOAL_FIELD_ORDER,
  resolveTracking,
  suggestedUnit,
  type GoalField,
  type GoalFormErrors,
  type GoalFormValues,
  type TrackingChoice,
} from '../model/goal-form';
import { GoalFormFields } from './GoalFormFields';

interface GoalFormProps {
  idPrefix: string;
  initial: GoalFormValues;
  unitOptions: readonly string[];
  today: string;
  units: UnitPrefs;
  /** Create: picking a type suggests its unit until the user picks one. */
  suggestUnits: boolean;
  /** From when a tracked goal counts ("today", or the saved goal's day). */
  countsFrom: string;
  trackedSoFar?: string;
  /** Shown under the description (the edit form's note about a voice goal's origin). */
  note?: ReactNode;
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
  // A saved goal keeps its kind; a new one follows its type and unit until the user chooses.
  const [choice, setChoice] = useState<TrackingChoice>(() =>
    rest.suggestUnits ? null : initial.tracking === 'manual' ? 'manual' : 'auto',
  );
  const [unitTouched, setUnitTouched] = useState(!rest.suggestUnits);

  const onChange = (field: GoalField, value: string) => {
    const next = { ...values };
    let nextChoice = choice;
    if (field === 'tracking') {
      nextChoice = value === 'manual' ? 'manual' : 'auto';
      setChoice(nextChoice);
    } else {
      (next as Record<GoalField, string>)[field] = value;
    }
    if (field === 'type' && !unitTouched) {
      next.unit = suggestedUnit(value as GoalType, rest.units) ?? next.unit;
    }
    if (field === 'unit') setUnitTouched(true);
    if (field === 'type' || field === 'unit' || field === 'tracking') {
      next.tracking = resolveTracking(next.type, next.unit, nextChoice);
    }
    setValues(next);
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
        countsFrom={rest.countsFrom}
        trackedSoFar={rest.trackedSoFar}
        descriptionNote={rest.note}
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
