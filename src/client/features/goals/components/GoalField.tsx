import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/utils';

interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface GoalFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Marks the field optional in its label, rather than with a line of its own. */
  optional?: boolean;
  /** Renders the control with the id and aria wiring that ties it to the label and message. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint or error under it, announced with the control (SPEC §5). */
export function GoalField({ id, label, error, hint, optional, children }: GoalFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-ink-muted"> (optional)</span>}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {(error || hint) && (
        <p
          id={messageId}
          className={cn('text-sm', error ? 'font-medium text-danger' : 'text-ink-muted')}
        >
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

const control =
  'w-full rounded-control border border-line bg-surface px-4 text-base text-ink placeholder:text-ink-muted focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-danger disabled:opacity-60';

export function GoalTextarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(control, 'min-h-20 resize-y py-3', className)} {...props} />;
}

/** A native select: the platform picker is the best one on phones, and fully accessible. */
export function GoalSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(control, 'h-12 appearance-none pr-10', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
