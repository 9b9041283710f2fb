import { Trophy } from 'lucide-react';
import { cn } from '@client/lib/utils';

/** A personal record, marked where it happened (issue 8, item 7): on the card and in history. */
export function RecordBadge({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-ink dark:bg-surface-muted dark:text-accent-400',
        className,
      )}
    >
      <Trophy aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">PR</span>
      <span className="sr-only">{`Personal record: ${label}`}</span>
    </span>
  );
}
