import { Timer } from 'lucide-react';
import { ScreenBeingBuilt } from '@client/components/layout/ScreenBeingBuilt';

/** SPEC §2 AI Coach Session: built in a later release; until then an honest placeholder. */
export function WorkoutSessionPage() {
  return (
    <ScreenBeingBuilt
      title="AI Coach Session"
      icon={Timer}
      purpose="A guided, timed workout with Joey counting your sets and rests out loud."
    />
  );
}
