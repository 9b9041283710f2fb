import { Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CoachProfile } from '@shared/coaches';
import { Button } from '@client/components/ui/button';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { speak } from '@client/lib/speech/speak';
import { cn } from '@client/lib/utils';
import {
  METHOD_LABELS,
  personaSettings,
  testPhrase,
  type CoachVoiceRow,
} from '../model/voice-report';
import { Badge } from './Badge';

/** SPEC §9: a tested voice stays highlighted for 3 s. */
const TEST_HIGHLIGHT_MS = 3_000;

type TestState = { id: CoachProfile['id']; failed: boolean } | null;

/** SPEC §2 per-avatar voice match: voice, match method, pitch/rate/volume and a test button. */
export function CoachVoices({ rows }: { rows: CoachVoiceRow<SpeechSynthesisVoice>[] }) {
  const [tested, setTested] = useState<TestState>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopSpeech = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      stopSpeech.current?.();
    },
    [],
  );

  const test = (row: CoachVoiceRow<SpeechSynthesisVoice>) => {
    const id = row.profile.id;
    clearTimeout(timer.current);
    setTested({ id, failed: false });
    timer.current = setTimeout(() => setTested(null), TEST_HIGHLIGHT_MS);
    stopSpeech.current = speak(testPhrase(row.profile), {
      voice: row.voice,
      profile: row.profile,
      onFail: () => setTested((t) => (t?.id === id ? { id, failed: true } : t)),
    });
  };

  return (
    <Card aria-labelledby="coach-voices-title">
      <CardTitle id="coach-voices-title">Coach voices</CardTitle>
      <CardDescription className="mt-1">
        The voice each coach speaks with on this device.
      </CardDescription>
      <ul className="mt-3 flex flex-col gap-2">
        {rows.map((row) => {
          const active = tested?.id === row.profile.id;
          return (
            <li
              key={row.profile.id}
              className={cn(
                'rounded-control border p-3 transition-colors',
                active ? 'border-brand-600 bg-brand-50 dark:bg-surface-muted' : 'border-line',
              )}
            >
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {row.profile.name}
                    {row.isUsersCoach && <Badge tone="accent">Your coach</Badge>}
                  </p>
                  <p className="text-sm text-ink-muted">{row.profile.personality}</p>
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="break-words">
                      {row.voice ? row.voice.name : 'No voice available'}
                    </span>
                    {row.method && <Badge tone="brand">{METHOD_LABELS[row.method]}</Badge>}
                  </p>
                  <p className="text-xs text-ink-muted tabular-nums">
                    {personaSettings(row.profile)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Test ${row.profile.name} voice`}
                  disabled={!row.voice}
                  onClick={() => test(row)}
                >
                  <Volume2 aria-hidden="true" />
                </Button>
              </div>
              <p role="status" className="text-sm">
                {active &&
                  (tested.failed
                    ? "Couldn't play this voice here."
                    : `Playing: “${testPhrase(row.profile)}”`)}
              </p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
