import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@shared/schemas/users';
import { SyncIndicator } from '@client/components/sync/SyncIndicator';
import { toast } from '@client/components/ui/use-toast';
import { outbox } from '@client/lib/outbox';
import { changesText } from '@client/lib/pending-writes';

/** How long after the last synced write the "Synced N changes" toast waits for more. */
const SYNCED_TOAST_AFTER_MS = 800;

/**
 * The outbox's place in the signed-in frame (issue 28 §3): it is told who is signed in (only
 * their writes are shown and sent; signing in again revives writes a 401 held back), each write
 * that reaches the server refetches the reads of its kind, replays end with a quiet "Synced 3
 * changes", and the sync indicator sits above the screen.
 */
export function SyncFrame({ user }: { user: User }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    outbox.setUser(user.id);
  }, [user.id]);

  useEffect(() => {
    let count = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = outbox.onSynced((write, data, info) => {
      // Loaded when first needed: it brings each feature's invalidation, none of it for the
      // first screen (the dashboard's scripts budget).
      void import('./sync-invalidation')
        .then((m) => m.invalidateSynced(queryClient, user.id, write, data))
        .catch(() => undefined);
      // Only replays of kept writes count: a save whose form waited has its own toast.
      if (info.waited) return;
      count += 1;
      clearTimeout(timer);
      timer = setTimeout(() => {
        toast({ title: `Synced ${changesText(count)}`, description: 'Your changes are saved.' });
        count = 0;
      }, SYNCED_TOAST_AFTER_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [queryClient, user.id]);

  return <SyncIndicator />;
}
