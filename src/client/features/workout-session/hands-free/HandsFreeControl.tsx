import { AudioLines, Mic, MicOff } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { parseSessionCommand } from '@shared/session/commands';
import { Button } from '@client/components/ui/button';
import { useConnectivity } from '@client/lib/connectivity';
import { cn } from '@client/lib/utils';
import { HANDS_FREE_TEXT } from './hands-free-controller';
import type { HandsFree, HandsFreeStatus } from './use-hands-free';

export const LISTENING_HINT = "Listening — say next, skip, pause, resume, done, stop or 'I did 10'";

const STATUS_TEXT: Partial<Record<HandsFreeStatus, string>> = {
  off: 'Turn on hands-free, or hold to talk.',
  starting: 'Starting the microphone…',
  listening: LISTENING_HINT,
  hearing: 'Hearing you…',
  recognising: 'Recognising…',
};

const isSessionCommand = (text: string) => parseSessionCommand(text) != null;

/** What the last utterance came to: a command, or what was heard instead. */
export function heardText(
  lastHeard: string | null,
  understood: (text: string) => boolean = isSessionCommand,
): string | null {
  if (lastHeard === null) return null;
  if (lastHeard === '') return "Didn't catch a command.";
  if (understood(lastHeard)) return `Heard: '${lastHeard}'`;
  return `Didn't catch a command (heard '${lastHeard}').`;
}

/**
 * Hands-free control of a workout session (issue 11 §5): the hands-free toggle (the microphone
 * stays open and commands are picked out of what is said), a push-to-talk button (held with the
 * pointer or the Space bar) and a status line read out by screen readers. The page owns the
 * hook and passes what it returns; leaving the screen lets the microphone go.
 */
export function HandsFreeControl({
  className,
  understood,
  listeningHint = LISTENING_HINT,
  ...handsFree
}: HandsFree & {
  className?: string;
  /** Which utterances are commands here (the live workout's grammar); the session's by default. */
  understood?: (text: string) => boolean;
  listeningHint?: string;
}) {
  const { status, on, error, lastHeard, start, stop, pushToTalk, onDevice } = handsFree;
  const [holding, setHolding] = useState(false);
  const hintId = useId();

  useEffect(() => stop, [stop]);

  const { online } = useConnectivity();
  const failed = status === 'unsupported' || status === 'denied' || status === 'error';
  // Offline (issue 28) speech cannot be recognised (the server does it): said before a try,
  // unless the device recognises it itself (issue 31 §1).
  const statusText = failed
    ? error
    : !online && !onDevice && status === 'off'
      ? HANDS_FREE_TEXT.offline
      : status === 'listening'
        ? listeningHint
        : STATUS_TEXT[status];
  // A failure worth another try is shown in place of the last result.
  const resultText = failed ? null : (error ?? heardText(lastHeard, understood));

  const press = () => {
    setHolding(true);
    pushToTalk.press();
  };
  const release = () => {
    setHolding(false);
    pushToTalk.release();
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    press();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) press();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    release();
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex gap-2">
        <Button
          variant={on ? 'primary' : 'outline'}
          aria-pressed={on}
          disabled={status === 'unsupported'}
          onClick={() => (on ? stop() : void start())}
          className="flex-1"
        >
          {on ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
          Hands-free
        </Button>
        <Button
          variant="secondary"
          aria-describedby={hintId}
          disabled={status === 'unsupported' || status === 'denied'}
          onPointerDown={onPointerDown}
          onPointerUp={release}
          onPointerCancel={release}
          onLostPointerCapture={release}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          onBlur={release}
          onContextMenu={(event) => event.preventDefault()}
          data-holding={holding || undefined}
          className="flex-1 touch-none data-holding:bg-brand-700 data-holding:text-white"
        >
          <AudioLines aria-hidden="true" />
          Hold to talk
        </Button>
      </div>
      <span id={hintId} className="sr-only">
        Hold the button or the Space bar while you say a command, then let go.
      </span>
      <div role="status" className="min-h-10 text-sm">
        <p className={cn(failed ? 'text-danger' : 'text-ink-muted')}>{statusText}</p>
        {resultText && <p className="font-medium text-ink">{resultText}</p>}
      </div>
    </div>
  );
}
