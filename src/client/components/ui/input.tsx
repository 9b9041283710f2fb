import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-12 w-full rounded-control border border-line bg-surface px-4 text-base text-ink placeholder:text-ink-muted',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
        'aria-invalid:border-danger disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
