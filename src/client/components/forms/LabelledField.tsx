import type { ReactNode } from 'react';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/utils';

/** What the wrapped control needs so its label, hint and error reach screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface LabelledFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  /** Help under the control (e.g. a character counter); kept beside an error, not replaced. */
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, any control (input, select, textarea) and its hint and error, wired with
 * aria-invalid and aria-describedby. The control is a render prop so one wrapper fits them all.
 */
export function LabelledField({ id, label, error, hint, className, children }: LabelledFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {(error || hint) && (
        <div className="flex items-start justify-between gap-3 text-sm">
          {error ? (
            <p id={errorId} className="font-medium text-danger">
              {error}
            </p>
          ) : (
            <span />
          )}
          {hint && (
            <p id={hintId} className="shrink-0 text-ink-muted">
              {hint}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
