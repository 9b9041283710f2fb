import { Crown } from 'lucide-react';
import { ScreenBeingBuilt } from '@client/components/layout/ScreenBeingBuilt';

/** SPEC §2 Plans: built in a later release; until then an honest placeholder. */
export function SubscriptionPage() {
  return (
    <ScreenBeingBuilt
      title="Plans"
      icon={Crown}
      purpose="Compare the Free, Coach and Champion plans and upgrade when you are ready."
      withNav
    />
  );
}
