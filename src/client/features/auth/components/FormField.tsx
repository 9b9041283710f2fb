import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Something inside the input's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
}

/** A labelled input with its hint and error wired up for screen readers. */
export function FormField({ id, label, error, hint, trailing, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The error replaces the hint, so exactly the visible text describes the input.
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={trailing ? 'pr-12' : undefined}
          {...input}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0.5 flex items-center">{trailing}</div>
        )}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
