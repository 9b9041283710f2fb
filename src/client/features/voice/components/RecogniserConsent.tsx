import { useEffect, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import {
  RECOGNISER_LABEL,
  type RecogniserChoice,
  type SpeechServiceConsent,
} from '@client/lib/speech-recognition/consent';

/**
 * The one-time question (issue 31 §1) in place of the dialog's title and description, where the
 * browser has a recogniser but only as its maker's online service.
 */
export const CONSENT_COPY = {
  title: "Use your browser's speech service?",
  description:
    "Your browser can recognise what you say, often more accurately, but it sends your voice to its maker's speech service (Google for Chrome, Apple for Safari). Joey Fit's recogniser sends it only to Joey Fit. You can change this in Profile.",
} as const;

/** The two answers; keeping Joey Fit's recogniser is the default (it has the focus). */
export function RecogniserConsent({
  onDecide,
}: {
  onDecide: (consent: SpeechServiceConsent) => void;
}) {
  // It replaces the Start button once the browser has answered: the focus moves with it.
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="flex flex-col gap-2">
      <Button ref={keep} onClick={() => onDecide('joeyfit')} data-autofocus>
        Keep using Joey Fit's recogniser
      </Button>
      <Button variant="outline" onClick={() => onDecide('browser')}>
        Use my browser's service
      </Button>
    </div>
  );
}

/** Which recogniser is listening, said quietly under the microphone's views. */
export function RecogniserLine({
  choice,
  interim,
}: {
  choice: RecogniserChoice;
  interim: string | null;
}) {
  return (
    <div className="space-y-1 text-xs text-ink-muted">
      <p data-testid="voice-recogniser">Listening: {RECOGNISER_LABEL[choice]}</p>
      {interim && (
        <p className="text-sm text-ink" data-testid="voice-interim">
          Heard so far: “{interim}”
        </p>
      )}
    </div>
  );
}
