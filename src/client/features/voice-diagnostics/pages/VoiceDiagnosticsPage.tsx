import { VolumeX } from 'lucide-react';
import { useState } from 'react';
import type { User } from '@shared/schemas/users';
import { AppColumn } from '@client/components/layout/AppColumn';
import { ScreenHeader } from '@client/components/layout/ScreenHeader';
import { Card } from '@client/components/ui/card';
import { useCoachVoice } from '@client/lib/speech/avatar-voice';
import { speechSupported } from '@client/lib/speech/voices';
import { CoachVoices } from '../components/CoachVoices';
import { DeviceVoices } from '../components/DeviceVoices';
import { SystemInfo } from '../components/SystemInfo';
import { VoiceExplanation } from '../components/VoiceExplanation';
import { useDeviceVoices } from '@client/lib/speech/use-device-voices';
import { coachVoiceRows, englishVoices } from '../model/voice-report';

/** SPEC §2 Voice Diagnostics (/voice-diagnostics), reached from the profile's settings. */
export function VoiceDiagnosticsPage({ user }: { user: User }) {
  const [supported] = useState(speechSupported);
  return (
    <AppColumn>
      <ScreenHeader title="Voice Diagnostics" backHref="/profile" backLabel="Back to profile" />
      <main className="flex flex-col gap-4 p-4">
        {supported ? <Diagnostics userId={user.id} /> : <SpeechNotSupported />}
      </main>
    </AppColumn>
  );
}

function Diagnostics({ userId }: { userId: string }) {
  const { voices, loaded } = useDeviceVoices();
  const { profile, savedVoiceName } = useCoachVoice(userId);
  const english = englishVoices(voices);
  return (
    <>
      <SystemInfo loaded={loaded} total={voices.length} english={english.length} />
      <CoachVoices rows={coachVoiceRows(voices, profile.id, savedVoiceName)} />
      <DeviceVoices voices={english} loaded={loaded} />
      <VoiceExplanation />
    </>
  );
}

function SpeechNotSupported() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-surface-muted text-ink-muted">
        <VolumeX aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-xl font-bold tracking-tight">Speech Not Supported</h2>
      <p className="text-sm text-ink-muted">
        This browser cannot speak, so Joey's replies are shown on screen instead. Voice commands
        still work.
      </p>
    </Card>
  );
}
