import { AudioLines } from 'lucide-react';
import { ScreenBeingBuilt } from '@client/components/layout/ScreenBeingBuilt';

/** SPEC §2 Voice Diagnostics: built in a later release; until then an honest placeholder. */
export function VoiceDiagnosticsPage() {
  return (
    <ScreenBeingBuilt
      title="Voice Diagnostics"
      icon={AudioLines}
      purpose="Check which voices your device offers and how each coach will sound."
    />
  );
}
