import { Trophy } from 'lucide-react';
import { ScreenBeingBuilt } from '@client/components/layout/ScreenBeingBuilt';

/** SPEC §2 Leaderboard: built in a later release; until then an honest placeholder. */
export function LeaderboardPage() {
  return (
    <ScreenBeingBuilt
      title="Leaderboard"
      icon={Trophy}
      purpose="See how you rank on XP, level, streak and weekly XP against everyone training with Joey."
      withNav
    />
  );
}
