import { Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { coachFirstName, coachProfile, type CoachProfile } from '@shared/coaches';
import type { AvatarConfig } from '@shared/schemas/avatar';
import { NativeSelect } from '@client/components/forms/NativeSelect';
import { Button } from '@client/components/ui/button';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { speechSupported } from '@client/lib/speech/voices';
import { useSaveAvatar } from '../api/save-avatar';
import { useDeviceVoices } from '@client/lib/speech/use-device-voices';
import { useVoiceTest, type VoiceTestState } from '../hooks/use-voice-test';
import { AUTOMATIC, currentVoiceText, voiceFor, voiceOptions } from '../model/voices';

interface VoicePickerProps {
  userId: string;
  saved: AvatarConfig;
  /** The coach in the preview: Test Voice speaks as them. */
  profile: CoachProfile;
}

/** SPEC §2 voice selection: English device voices, Test Voice, Save Voice, the saved voice. */
export function VoicePicker(props: VoicePickerProps) {
  const [supported] = useState(speechSupported);
  return (
    <Card aria-labelledby="voice-title" className="flex flex-col gap-4">
      <div>
        <CardTitle id="voice-title">Voice</CardTitle>
        <CardDescription className="mt-1">
          How {coachFirstName(props.profile)} sounds on this device, from its English voices.
        </CardDescription>
      </div>
      {supported ? <VoiceChoice {...props} /> : <SpeechNotSupported />}
    </Card>
  );
}

function VoiceChoice({ userId, saved, profile }: VoicePickerProps) {
  const { voices, loaded } = useDeviceVoices();
  const [choice, setChoice] = useState<string | null>(null);
  const save = useSaveAvatar(userId, 'voice');
  const { state, test } = useVoiceTest();
  const savedValue = saved.voiceName ?? AUTOMATIC;
  const value = choice ?? savedValue;
  const current = currentVoiceText(voices, coachProfile(saved.selectedAvatar), saved.voiceName);

  if (!loaded) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          Looking for voices…
        </p>
        <Skeleton className="h-12" />
        <Skeleton className="h-11" />
      </div>
    );
  }
  const saveVoice = () =>
    save.mutate(
      { ...saved, voiceName: value || null },
      { onSuccess: () => setChoice((c) => (c === value ? null : c)) },
    );
  return (
    <>
      <p className="rounded-control bg-surface-muted px-3 py-2 text-sm font-medium">{current}</p>
      {voices.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No voices on this device yet, so {coachFirstName(profile)}'s words appear on screen.
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="voice-choice">Device voice</Label>
            <NativeSelect
              id="voice-choice"
              value={value}
              onChange={(event) => setChoice(event.target.value)}
            >
              {voiceOptions(voices, profile, saved.voiceName).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="outline"
              onClick={() => test(voiceFor(voices, profile, value)?.voice ?? null, profile)}
            >
              <Volume2 aria-hidden="true" />
              Test Voice
            </Button>
            <Button
              variant="secondary"
              disabled={value === savedValue || save.isPending}
              onClick={saveVoice}
            >
              {save.isPending ? 'Saving…' : 'Save Voice'}
            </Button>
          </div>
          <p role="status" className="min-h-5 text-sm">
            {testMessage(state)}
          </p>
        </>
      )}
    </>
  );
}

function testMessage(state: VoiceTestState): string {
  if (state.status === 'speaking') return `Speaking: “${state.line}”`;
  if (state.status === 'failed') return "Couldn't play this voice here.";
  return '';
}

function SpeechNotSupported() {
  return (
    <div className="flex items-start gap-3 rounded-control bg-surface-muted p-3">
      <VolumeX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
      <div className="space-y-1">
        <h3 className="font-semibold">Speech Not Supported</h3>
        <p className="text-sm text-ink-muted">
          This browser cannot speak, so there are no voices to choose here. Joey's replies appear on
          screen instead.
        </p>
      </div>
    </div>
  );
}
