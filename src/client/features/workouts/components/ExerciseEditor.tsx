import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ExerciseValues } from '@shared/schemas/workouts';
import type { WeightUnit } from '@shared/units';
import { focusFirstInvalid } from '@client/components/forms/focus-first-invalid';
import { Button } from '@client/components/ui/button';
import {
  validateExerciseDraft,
  type ExerciseDraft,
  type ExerciseErrors,
  type ExerciseField,
} from '../exercise-draft';
import { ExerciseFields } from './ExerciseFields';

interface ExerciseEditorProps {
  idPrefix: string;
  /** Names the form for screen readers, e.g. "Edit Bench Press". */
  label: string;
  initial: ExerciseDraft;
  unit: WeightUnit;
  submitLabel: string;
  /** Resolves when saved; rejects after the mutation has shown its error toast. */
  onSubmit: (value: ExerciseValues) => Promise<unknown>;
  onClose: () => void;
}

/** One exercise edited or added in place, inside the edit-workout dialog; saves on its own. */
export function ExerciseEditor({ idPrefix, label, initial, unit, ...props }: ExerciseEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ExerciseErrors>({});
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    document.getElementById(`${idPrefix}-name`)?.focus();
  }, [idPrefix]);

  const change = (patch: Partial<ExerciseDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const field of Object.keys(patch)) delete next[field as ExerciseField];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateExerciseDraft(draft, unit);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(form.current);
      return;
    }
    setPending(true);
    try {
      await props.onSubmit(result.value);
      props.onClose();
    } catch {
      // The mutation's toast has said what failed; the editor stays open to try again.
      setPending(false);
    }
  };

  return (
    <form
      ref={form}
      noValidate
      aria-label={label}
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border border-brand-600/50 bg-surface p-3 shadow-card"
    >
      <ExerciseFields
        idPrefix={idPrefix}
        draft={draft}
        errors={errors}
        unit={unit}
        onChange={change}
      />
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={props.onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? 'Saving…' : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
