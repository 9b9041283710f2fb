import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

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
