import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

const TONES = {
  brand: 'bg-brand-100 text-brand-800 dark:bg-surface-muted dark:text-brand-200',
  neutral: 'bg-surface-muted text-ink-muted',
  accent: 'bg-accent-100 text-ink dark:bg-surface-muted',
} as const;

/** A small label chip: match method, Local, Default, Your coach. */
export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
