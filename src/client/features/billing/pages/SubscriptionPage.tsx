import { useState } from 'react';
import type { User } from '@shared/schemas/users';
import { AppColumn } from '@client/components/layout/AppColumn';
import { BottomNav } from '@client/components/layout/BottomNav';
import { LoadError } from '@client/components/layout/LoadError';
import { ScreenHeader } from '@client/components/layout/ScreenHeader';
import { Card } from '@client/components/ui/card';
import { useBillingConfig } from '../api/get-billing-config';
import { useEntitlements } from '../api/get-entitlements';
import { useSubscription } from '../api/get-subscription';
import { useTiers } from '../api/get-tiers';
import { PlansContent } from '../components/PlansContent';
import { SubscriptionSkeleton } from '../components/SubscriptionSkeleton';
import { useNativeStore } from '../mobile/use-native-store';

/**
 * SPEC §2 Subscription (/subscription and /plans), issue 13. Every read starts at once (no
 * waterfall); the page shows when all have answered, the store included on a phone, so the
 * billing banner and the buttons never change under the user's finger.
 */
export function SubscriptionPage({ user }: { user: User }) {
  // A paid plan waiting for its provider's webhook: the plan reads poll until they show it.
  const [awaitingTierId, setAwaitingTierId] = useState<number | null>(null);
  const tiers = useTiers();
  const config = useBillingConfig();
  const subscription = useSubscription(awaitingTierId);
  const entitlements = useEntitlements(awaitingTierId);
  const store = useNativeStore(user);
  const reads = [tiers, config, subscription, entitlements];
  // A refetch that fails keeps what was shown; only a read that never answered is an error.
  const failed = reads.filter((r) => r.isError && r.data === undefined);

  let content;
  if (failed.length > 0) {
    content = (
      <Card>
        <LoadError
          message="We couldn't load the plans."
          onRetry={() => failed.forEach((r) => void r.refetch())}
        />
      </Card>
    );
  } else if (
    tiers.data &&
    config.data &&
    subscription.data &&
    entitlements.data &&
    !store.isPending
  ) {
    content = (
      <PlansContent
        user={user}
        tiers={tiers.data}
        config={config.data}
        subscription={subscription.data}
        entitlements={entitlements.data}
        store={store.data ?? null}
        storeFailed={store.isError}
        awaitingTierId={awaitingTierId}
        onAwaitActivation={setAwaitingTierId}
      />
    );
  } else content = <SubscriptionSkeleton />;

  return (
    <AppColumn withNav>
      <ScreenHeader title="Plans" />
      <main className="flex flex-col gap-4 p-4">{content}</main>
      <BottomNav />
    </AppColumn>
  );
}
