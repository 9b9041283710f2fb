import { CircleAlert, CloudUpload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { useOutbox } from '@client/lib/outbox';
import { syncSummary } from '@client/lib/pending-writes';
import { SyncNowButton } from './SyncNowButton';
import { cn } from '@client/lib/utils';

// The sheet loads when first opened, not with every screen (the dashboard's scripts budget).
const SyncSheet = lazy(() => import('./SyncSheet'));

/**
 * The global sync indicator (issue 28 §3): above every signed-in screen while writes are kept on
 * this device, "3 changes waiting to sync" with Sync now, and Details opening the sheet that
 * lists each one. Its line is a polite live region, so a screen reader hears the count change;
 * with nothing kept it is an empty region (announcing "All changes synced" once they went).
 */
export function SyncIndicator() {
  const { writes, syncing } = useOutbox();
  const [open, setOpen] = useState(false);
  const [hadWrites, setHadWrites] = useState(false);
  if (writes.length > 0 && !hadWrites) setHadWrites(true);
  const problem = writes.some((w) => w.state !== 'pending');
  const summary = syncSummary(writes);

  return (
    <>
      <div className={cn('mx-auto max-w-[480px] bg-page', writes.length === 0 && 'sr-only')}>
        <div
          data-testid="sync-indicator"
          className={cn(
            'flex items-center gap-2 border-b px-4 py-1.5 text-sm',
            problem
              ? 'border-danger/30 bg-danger/10'
              : 'border-line/60 bg-accent-100 dark:bg-surface-muted',
          )}
        >
          {writes.length > 0 &&
            (problem ? (
              <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-danger" />
            ) : (
              <CloudUpload aria-hidden="true" className="size-4 shrink-0" />
            ))}
          <p role="status" aria-live="polite" className="min-w-0 flex-1 font-medium">
            {writes.length > 0 ? summary : hadWrites ? 'All changes synced' : ''}
          </p>
          {writes.length > 0 && (
            <>
              <SyncNowButton variant="ghost" className="px-2" syncing={syncing} />
              <Button
                variant="ghost"
                className="px-2"
                aria-haspopup="dialog"
                onClick={() => setOpen(true)}
              >
                Details
              </Button>
            </>
          )}
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <SyncSheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
