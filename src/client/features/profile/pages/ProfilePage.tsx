import { UserRound } from 'lucide-react';
import { ScreenBeingBuilt } from '@client/components/layout/ScreenBeingBuilt';

/** SPEC §2 Profile: built in a later release; until then an honest placeholder. */
export function ProfilePage() {
  return (
    <ScreenBeingBuilt
      title="Profile"
      icon={UserRound}
      purpose="Your details, leaderboard settings and shortcuts to customise Joey and get help."
      withNav
    />
  );
}
