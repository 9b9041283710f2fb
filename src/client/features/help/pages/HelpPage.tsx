import { LifeBuoy } from 'lucide-react';
import { ScreenBeingBuilt } from '@client/components/layout/ScreenBeingBuilt';

/** SPEC §2 Help & Tutorials: built in a later release; until then an honest placeholder. */
export function HelpPage() {
  return (
    <ScreenBeingBuilt
      title="Help & Tutorials"
      icon={LifeBuoy}
      purpose="A quick start, voice command examples, tips and answers to common questions."
    />
  );
}
