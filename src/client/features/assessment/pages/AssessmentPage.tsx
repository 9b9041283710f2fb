import { ClipboardList } from 'lucide-react';
import { ScreenBeingBuilt } from '@client/components/layout/ScreenBeingBuilt';

/** SPEC §2 Fitness Assessment: built in a later release; until then an honest placeholder. */
export function AssessmentPage() {
  return (
    <ScreenBeingBuilt
      title="Fitness Assessment"
      icon={ClipboardList}
      purpose="Answer eight quick questions and Joey builds a workout plan that fits you."
    />
  );
}
