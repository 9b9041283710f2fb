import { CircleAlert, CloudUpload, LogIn } from 'lucide-react';
import type { OutboxState } from '@client/lib/outbox/types';
import { STATE_TEXT } from '@client/lib/pending-writes';
import { cn } from '@client/lib/utils';

const TONE: Record<OutboxState, string> = {
  pending: 'bg-accent-100 text-ink dark:bg-surface-muted dark:text-accent-400',
  refused: 'bg-danger/10 text-danger',
  'signed-out': 'bg-surface-muted text-ink',
};

const ICON = { pending: CloudUpload, refused: CircleAlert, 'signed-out': LogIn } as const;

/**
 * A write kept on this device (issue 28 §3), marked where it shows: "Waiting to sync" until the
 * server has it, "Couldn't sync" when the server refused it (the sync sheet says why and offers
 * Edit or Discard), "Sign in again to sync" after a 401.
 */
export function PendingBadge({
  state = 'pending',
  className,
}: {
  state?: OutboxState;
  className?: string;
}) {
  const Icon = ICON[state];
  return (
    <span
      data-testid="pending-badge"
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        TONE[state],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {STATE_TEXT[state]}
    </span>
  );
}
