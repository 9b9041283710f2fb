import type { ComponentProps } from 'react';
import { LabelledField } from '@client/components/forms/LabelledField';
import { Input } from '@client/components/ui/input';

interface NumberFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A labelled number box holding the typed text, so the form's schema (not the browser) decides
 * what is valid and says so in the server's words.
 */
export function NumberField({ id, label, error, value, onChange, ...input }: NumberFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          {...input}
          type="number"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          // No spinner arrows: they eat the narrow columns and nobody clicks them.
          className="tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
      )}
    </LabelledField>
  );
}
