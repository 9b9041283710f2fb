import { useState } from 'react';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useOutbox } from '@client/lib/outbox';
import { changesText } from '@client/lib/pending-writes';

/**
 * What signing out does to writes kept on this device (issue 28 §3): nothing — they stay here,
 * unshown, until the same person signs in again on this device, and are then sent.
 */
export const keptAtSignOutText = (count: number) =>
  `${changesText(count)} ${count === 1 ? 'is' : 'are'} still waiting to sync. ${
    count === 1 ? 'It stays' : 'They stay'
  } on this device and sync${count === 1 ? 's' : ''} when you sign in again here; nobody else who signs in here sees ${
    count === 1 ? 'it' : 'them'
  }.`;

/**
 * Sign-out that asks first while writes wait to sync: `ask(signOut)` runs it at once when nothing
 * is kept, else opens `dialog` (render it), which runs it on Sign out.
 */
export function useSignOutWithWrites() {
  const { writes } = useOutbox();
  const [action, setAction] = useState<(() => void) | null>(null);
  const ask = (signOut: () => void) => {
    if (writes.length === 0) signOut();
    else setAction(() => signOut);
  };
  const dialog = (
    <ConfirmDialog
      open={action !== null}
      onOpenChange={(open) => !open && setAction(null)}
      title="Sign out with changes waiting?"
      description={keptAtSignOutText(writes.length)}
      confirmLabel="Sign out"
      onConfirm={() => {
        const run = action;
        setAction(null);
        run?.();
      }}
    />
  );
  return { ask, dialog, waiting: writes.length };
}
