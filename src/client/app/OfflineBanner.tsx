import { CloudOff, Sparkles } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useConnectivity } from '@client/lib/connectivity';
import { applyUpdate, useUpdateReady } from '@client/lib/service-worker';

/** "10:42" today, "Tue 10:42" this week, "Nov 3, 10:42" before. */
export function syncedWhen(at: number, now = Date.now()): string {
  const date = new Date(at);
  const time = date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  const today = new Date(now);
  if (date.toDateString() === today.toDateString()) return time;
  if (now - at < 6 * 24 * 60 * 60 * 1000) {
    return `${date.toLocaleDateString(undefined, { weekday: 'short' })} ${time}`;
  }
  return `${date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}, ${time}`;
}

/**
 * The banner's sentence (pure, for the unit test). How many changes wait is said by the sync
 * strip right under it (app/sync/SyncFrame.tsx), not again here.
 */
export function offlineText(lastSyncedAt: number | null, now = Date.now()): string {
  const shown =
    lastSyncedAt === null
      ? "You're offline — showing what was saved on this device."
      : `You're offline — showing what was last synced at ${syncedWhen(lastSyncedAt, now)}.`;
  return `${shown} Changes are kept and sync when you're back.`;
}

/**
 * The calm line above every signed-in screen while offline (issue 28 §2): what is shown is the
 * last synced data, and what is done now is kept. Not an alert: a polite status, announced once.
 */
export function OfflineBanner() {
  const { online, lastSyncedAt } = useConnectivity();
  return (
    <div className="mx-auto max-w-[480px] bg-page" role="status" aria-live="polite">
      {!online && (
        <div
          data-testid="offline-banner"
          className="flex items-start gap-2 border-b border-line/60 bg-surface-muted px-4 py-2 text-sm text-ink"
        >
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          <p className="min-w-0 flex-1">{offlineText(lastSyncedAt)}</p>
        </div>
      )}
    </div>
  );
}

/**
 * A new version has installed and waits (issue 28 §2): offered, never switched to by itself.
 * Not offered during a live workout or a guided session (`hidden`), where a reload would
 * interrupt the person; it shows again on the next screen.
 */
export function UpdatePrompt({ hidden }: { hidden: boolean }) {
  const ready = useUpdateReady();
  if (!ready || hidden) return null;
  return (
    <div className="mx-auto max-w-[480px] bg-page">
      <div
        role="status"
        data-testid="update-prompt"
        className="flex items-center gap-2 border-b border-line/60 bg-accent-100 px-4 py-1.5 text-sm dark:bg-surface-muted"
      >
        <Sparkles aria-hidden="true" className="size-4 shrink-0" />
        <p className="min-w-0 flex-1 font-medium">A new version of Joey Fit is ready.</p>
        <Button variant="ghost" className="px-2" onClick={applyUpdate}>
          Update
        </Button>
      </div>
    </div>
  );
}
