import { useState, type KeyboardEvent } from 'react';
import type { WeightUnit } from '@shared/units';
import { FormField } from '@client/components/forms/FormField';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { parseQuickFill, QUICK_FILL_EXAMPLE } from '../../form/quick-fill';
import type { SetDraft } from '../../form/set-draft';

interface QuickFillFieldProps {
  id: string;
  unit: WeightUnit;
  onFill: (sets: SetDraft[]) => void;
}

/** Uniform sets in one line: "3 × 10 @ 135" replaces the rows with three of 10 at 135. */
export function QuickFillField({ id, unit, onFill }: QuickFillFieldProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const fill = () => {
    const result = parseQuickFill(text, unit);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setText('');
    onFill(result.sets);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Fills the sets; never submits the workout.
    event.preventDefault();
    fill();
  };

  return (
    <FormField id={id} label="Quick fill: sets × reps @ weight" error={error ?? undefined}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            placeholder={QUICK_FILL_EXAMPLE}
            autoComplete="off"
            enterKeyHint="done"
            className="h-11 tabular-nums"
          />
          <Button variant="secondary" onClick={fill}>
            Fill
          </Button>
        </div>
      )}
    </FormField>
  );
}
