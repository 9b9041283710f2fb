import { AudioLines, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { RECOGNISER_LABEL, writeConsent } from '@client/lib/speech-recognition/consent';
import { installOnDevice, pageLanguage } from '@client/lib/speech-recognition/recogniser';
import { useRecogniserChoice } from '@client/lib/speech-recognition/use-recogniser-choice';

/**
 * Which recogniser hears voice commands (issue 31 §1): the answer to the voice dialog's one-time
 * question, changeable here. Saved on this device, since each browser has its own service.
 */
export function SpeechRecogniserSetting() {
  const id = useId();
  const { cls, choice, consent, onDevice, recheck } = useRecogniserChoice();
  const [installing, setInstalling] = useState<'idle' | 'busy' | 'failed'>('idle');
  // Issue 31 §1: the browser can fetch its on-device model; only on a click, since it is a
  // download of the browser's own (and browsers start it only from one).
  const canInstall = cls?.install !== undefined && onDevice === 'downloadable';
  const install = async () => {
    setInstalling('busy');
    const done = await installOnDevice(cls!, pageLanguage());
    setInstalling(done ? 'idle' : 'failed');
    recheck();
  };
  const now = choice === 'checking' ? null : RECOGNISER_LABEL[choice === 'ask' ? 'server' : choice];
  return (
    <Card aria-labelledby="speech-recogniser-title">
      <CardTitle id="speech-recogniser-title" className="flex items-center gap-2 text-lg">
        <AudioLines aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Speech recognition
      </CardTitle>
      {cls ? (
        <>
          <div className="mt-2 flex min-h-11 items-center justify-between gap-4">
            <Label htmlFor={id} className="flex-1 cursor-pointer py-2 text-base">
              Use my browser's speech service
            </Label>
            <Switch
              id={id}
              checked={consent === 'browser'}
              aria-describedby={`${id}-hint`}
              onCheckedChange={(on) => writeConsent(on ? 'browser' : 'joeyfit')}
            />
          </div>
          <CardDescription id={`${id}-hint`}>
            Your browser can recognise what you say, often more accurately, but it sends your voice
            to its maker's speech service (Google for Chrome, Apple for Safari). Off, Joey Fit's
            recogniser listens and your voice goes only to Joey Fit. When the browser can recognise
            on this device, it does so without asking: your voice stays on the device. Saved on this
            device only, since each browser has its own service.
          </CardDescription>
        </>
      ) : (
        <CardDescription className="mt-2">
          This browser has no speech recogniser of its own.
        </CardDescription>
      )}
      {(canInstall || onDevice === 'downloading') && (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-ink-muted">
            This browser can download speech recognition that runs on this device, so your voice
            never leaves it.
          </p>
          <Button
            variant="outline"
            className="w-full"
            disabled={installing === 'busy' || onDevice === 'downloading'}
            onClick={() => void install()}
          >
            <Download aria-hidden="true" />
            {installing === 'busy' || onDevice === 'downloading'
              ? 'Downloading…'
              : 'Download on-device recognition'}
          </Button>
          {installing === 'failed' && (
            <p role="alert" className="text-sm text-danger">
              The browser could not download it. Try again later.
            </p>
          )}
        </div>
      )}
      {now && (
        <p className="mt-2 text-sm text-ink-muted" data-testid="recogniser-now">
          Listening now: {now}
        </p>
      )}
    </Card>
  );
}
