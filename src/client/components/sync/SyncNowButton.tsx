import { LoaderCircle, RefreshCw } from 'lucide-react';
import { Button, type ButtonProps } from '@client/components/ui/button';
import { outbox } from '@client/lib/outbox';

/** "Sync now" (issue 28 §3): sends the kept writes at once; "Syncing…" while a replay runs. */
export function SyncNowButton({
  syncing,
  ...props
}: { syncing: boolean } & Pick<ButtonProps, 'className' | 'variant'>) {
  return (
    <Button {...props} disabled={syncing} onClick={() => void outbox.syncNow()}>
      {syncing ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <RefreshCw aria-hidden="true" />
      )}
      {syncing ? 'Syncing…' : 'Sync now'}
    </Button>
  );
}
