import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

interface CountedTextareaProps extends Omit<ComponentProps<'textarea'>, 'value' | 'maxLength'> {
  value: string;
  max: number;
}

/** "12/500" for a text with a length cap (SPEC §5 notes ≤ 500 with counter). */
export const characterCount = (value: string, max: number) => `${value.length}/${max}`;

/**
 * A textarea that cannot grow past `max`: the browser stops typing at the cap, so the counter
 * (shown by the caller as the field's hint) is the only feedback needed.
 */
export function CountedTextarea({ value, max, className, ...props }: CountedTextareaProps) {
  return (
    <textarea
      value={value}
      maxLength={max}
      rows={3}
      className={cn(
        'min-h-24 w-full resize-y rounded-control border border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-muted',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
        'aria-invalid:border-danger disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
