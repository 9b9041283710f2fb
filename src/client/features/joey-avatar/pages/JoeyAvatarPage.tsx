import { Palette } from 'lucide-react';
import { ScreenBeingBuilt } from '@client/components/layout/ScreenBeingBuilt';

/** SPEC §2 Customize Joey: built in a later release; until then an honest placeholder. */
export function JoeyAvatarPage() {
  return (
    <ScreenBeingBuilt
      title="Customize Joey"
      icon={Palette}
      purpose="Pick your coach's look and voice from six coaches."
      backHref="/profile"
      backLabel="Back to profile"
    />
  );
}
