import { Input } from '@client/components/ui/input';
import { FormField } from './FormField';

interface DateTimeFieldProps {
  id: string;
  label: string;
  /** 'YYYY-MM-DDTHH:mm', as a datetime-local box holds it. */
  value: string;
  onChange: (value: string) => void;
  /** The latest allowed, same format (e.g. now: nothing in the future). */
  max?: string;
  min?: string;
  error?: string;
}

/**
 * A date and a time in one box: the platform's own picker on phones, typed segments on a
 * desktop. The bounds go to the browser too, so its picker offers nothing out of range; the form
 * still checks them and says so in words.
 */
export function DateTimeField({ id, label, value, onChange, max, min, error }: DateTimeFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="datetime-local"
          value={value}
          max={max}
          min={min}
          onChange={(e) => onChange(e.target.value)}
          className="tabular-nums"
        />
      )}
    </FormField>
  );
}
