import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/** A placeholder block shown while data loads (DESIGN §8: skeletons, not spinners). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-control bg-surface-muted', className)}
      {...props}
    />
  );
}
