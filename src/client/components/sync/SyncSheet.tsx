import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { outbox, useOutbox, type OutboxWrite } from '@client/lib/outbox';
import { fixHref, syncSummary } from '@client/lib/pending-writes';
import { PendingBadge } from './PendingBadge';
import { SyncNowButton } from './SyncNowButton';

/** navigator.onLine, following its events: the sheet words Sync now for it. */
function useBrowserOnline() {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * The sync sheet (issue 28 §3): every write kept on this device, oldest first, with its label and
 * how it stands. A refused one says why and offers Edit (its form, prefilled; saving the fixed
 * one discards it), Try again and Discard (asked first); a signed-out one waits for the same
 * person to sign in again. Nothing here is lost silently: only Discard forgets a write.
 */
export default function SyncSheet({ onClose }: { onClose: () => void }) {
  const { writes, syncing } = useOutbox();
  const online = useBrowserOnline();
  const [discarding, setDiscarding] = useState<OutboxWrite | null>(null);
  const [, navigate] = useLocation();

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel="Close sync details" className="max-w-[480px]">
        <DialogTitle className="pr-10 text-xl font-bold tracking-tight">
          Changes on this device
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-ink-muted">
          {writes.length === 0
            ? 'Everything is synced.'
            : `${syncSummary(writes)}. Kept on this device until the server has them${
                online ? '.' : " — you're offline, so they sync when you're back."
              }`}
        </DialogDescription>
        {writes.length > 0 && (
          <SyncNowButton className="mt-4 w-full" variant="secondary" syncing={syncing} />
        )}
        <ul
          className="mt-4 flex max-h-[55dvh] flex-col gap-3 overflow-y-auto"
          aria-label="Kept changes"
        >
          {writes.map((w) => {
            const href = w.state === 'refused' ? fixHref(w) : null;
            return (
              <li
                key={w.key}
                data-testid="sync-write"
                className="flex flex-col gap-2 rounded-2xl border border-line p-3"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{w.label}</p>
                    <p className="text-xs text-ink-muted">Made {timeOf(w.createdAt)}</p>
                  </div>
                  <PendingBadge state={w.state} />
                </div>
                {w.state === 'refused' && w.error && (
                  <p className="text-sm text-danger">
                    <span className="font-semibold">Why: </span>
                    {w.error.message}
                  </p>
                )}
                {w.state === 'signed-out' && (
                  <p className="text-sm text-ink-muted">
                    Sign in again to sync it. It stays on this device until you do.
                  </p>
                )}
                {w.state === 'refused' && (
                  <div className="-mx-1 grid grid-cols-3 gap-1">
                    {href && (
                      <Button
                        variant="ghost"
                        className="gap-1 px-1 text-sm"
                        onClick={() => {
                          onClose();
                          navigate(href);
                        }}
                      >
                        <Pencil aria-hidden="true" className="!size-4" />
                        Edit<span className="sr-only"> {w.label}</span>
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      className="gap-1 px-1 text-sm"
                      onClick={() => void outbox.retry(w.key)}
                    >
                      <RotateCcw aria-hidden="true" className="!size-4" />
                      Try again<span className="sr-only"> {w.label}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      className="col-start-3 gap-1 px-1 text-sm text-danger hover:bg-danger/10"
                      onClick={() => setDiscarding(w)}
                    >
                      <Trash2 aria-hidden="true" className="!size-4" />
                      Discard<span className="sr-only"> {w.label}</span>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <ConfirmDialog
          open={discarding !== null}
          onOpenChange={(open) => !open && setDiscarding(null)}
          title="Discard this change?"
          description={`${discarding?.label ?? ''} was never saved on the server. Discarding removes it from this device for good.`}
          confirmLabel="Discard"
          onConfirm={() => {
            if (discarding) void outbox.discard(discarding.key);
            setDiscarding(null);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
