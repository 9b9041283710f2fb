import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/**
 * The platform's own select, styled like Input: on phones it opens the system picker, and it is
 * fully keyboard- and screen-reader-friendly without extra code.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-12 w-full appearance-none rounded-control border border-line bg-surface pr-10 pl-4 text-base text-ink',
          'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
          'aria-invalid:border-danger disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
