import { ChartLine } from 'lucide-react';
import { ScreenBeingBuilt } from '@client/components/layout/ScreenBeingBuilt';

/** SPEC §2 Progress: built in a later release; until then an honest placeholder. */
export function ProgressPage() {
  return (
    <ScreenBeingBuilt
      title="Progress"
      icon={ChartLine}
      purpose="Your totals, this week at a glance, your streak and how close you are to each goal."
      withNav
    />
  );
}
