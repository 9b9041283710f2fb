import { VoiceExampleCard } from '@client/components/voice/VoiceExampleCard';
import type { UnitPrefs } from '@client/lib/formatting';
import { voiceExampleGroups } from '../model/voice-examples';

/**
 * SPEC §2 Profile: voice command examples (log workouts and weigh-ins, set goals, get
 * suggestions), in the user's units.
 */
export function VoiceExamples({ units }: { units: UnitPrefs }) {
  return (
    <VoiceExampleCard
      description="Things you can say to Joey:"
      groups={voiceExampleGroups(units)}
    />
  );
}
