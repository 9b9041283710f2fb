import { VoiceExampleCard } from '@client/components/voice/VoiceExampleCard';
import { VOICE_EXAMPLE_GROUPS } from '../model/help-content';

/** SPEC §2 Help: voice command examples, every one a sentence the interpreter understands. */
export function VoiceCommandGuide() {
  return (
    <VoiceExampleCard
      description="Tap the microphone and talk to Joey the way you would to a friend. For example:"
      groups={VOICE_EXAMPLE_GROUPS}
    />
  );
}
