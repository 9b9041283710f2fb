import type { ReactNode } from 'react';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/utils';

/** What the wrapped control needs so its label, hint and error reach screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Marks the field optional in its label, rather than with a line of its own. */
  optional?: boolean;
  /** Said under the control in red; the control is marked invalid and described by it. */
  error?: string;
  /** Help under the control; an error takes its place, so only what is seen is announced. */
  hint?: ReactNode;
  /** Short text at the end of that line (a character counter, a length rule), kept beside an error. */
  aside?: ReactNode;
  className?: string;
  /** Renders the control (input, select, textarea, or one with a button inside) from its wiring. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one form field: a label, any control, and its hint, aside and error, tied to the control
 * with aria-invalid and aria-describedby. The error is not a live region: a refused submit moves
 * the focus to the first invalid control, and the control's description reads it out.
 */
export function FormField({
  id,
  label,
  optional,
  error,
  hint,
  aside,
  className,
  children,
}: FormFieldProps) {
  const ids = { error: `${id}-error`, hint: `${id}-hint`, aside: `${id}-aside` };
  const shown = error ? 'error' : hint ? 'hint' : undefined;
  const describedBy = [shown && ids[shown], aside && ids.aside].filter(Boolean).join(' ');
  const message = error ? (
    <p id={ids.error} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : hint ? (
    <p id={ids.hint} className="text-sm text-ink-muted">
      {hint}
    </p>
  ) : null;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-ink-muted"> (optional)</span>}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {aside ? (
        <div className="flex items-start justify-between gap-3">
          {message ?? <span />}
          <p id={ids.aside} className="shrink-0 text-sm text-ink-muted">
            {aside}
          </p>
        </div>
      ) : (
        message
      )}
    </div>
  );
}
