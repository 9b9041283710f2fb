import { RotateCcw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useRestorePurchases } from '../hooks/use-restore-purchases';
import type { StorePurchases } from '../mobile/store-types';

/** SPEC §2: on a phone only, bring back a plan bought before (another device, a reinstall). */
export function RestorePurchasesButton({ store }: { store: StorePurchases }) {
  const restore = useRestorePurchases(store);
  return (
    <Button variant="ghost" disabled={restore.isPending} onClick={() => restore.mutate()}>
      <RotateCcw aria-hidden="true" />
      {restore.isPending ? 'Restoring...' : 'Restore Purchases'}
    </Button>
  );
}
