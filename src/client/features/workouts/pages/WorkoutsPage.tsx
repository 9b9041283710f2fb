import { Dumbbell } from 'lucide-react';
import { ScreenBeingBuilt } from '@client/components/layout/ScreenBeingBuilt';

/** SPEC §2 Workouts: built in a later release; until then an honest placeholder. */
export function WorkoutsPage() {
  return (
    <ScreenBeingBuilt
      title="Workouts"
      icon={Dumbbell}
      purpose="Every workout you log, by voice or by hand, with its exercises, ready to repeat or share."
      withNav
    />
  );
}
