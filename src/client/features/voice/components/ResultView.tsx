import { MessageSquareText, Mic, RotateCcw, Square } from 'lucide-react';
import {
  canRetry,
  retryLabel,
  showTypingHint,
  TYPING_HINT,
  type VoiceDialogState,
} from '@shared/voice/dialog/dialog';
import { qualityHint } from '@shared/voice/dialog/audio-quality';
import { Button } from '@client/components/ui/button';
import type { UnitPrefs } from '@client/lib/formatting';
import type { QueuedCommand } from '../hooks/use-queued-command';
import { notUnderstood, type CommandSource } from '../model/voice-copy';
import { HeardQuote } from './HeardQuote';
import { QueuedResult } from './QueuedResult';
import { StoredResult } from './StoredResult';
import { VoiceNote } from './VoiceNotes';

interface ResultViewProps {
  state: VoiceDialogState;
  source: CommandSource | null;
  units: UnitPrefs;
  timeZone: string;
  examples: readonly string[];
  /** A microphone is there to speak the next command into. */
  canSpeak: boolean;
  speaking: boolean;
  undoing: boolean;
  /** The command was kept on the device (issue 28 §4): shown waiting to sync, with Discard. */
  queued: QueuedCommand | null;
  onDiscard: () => void;
  onUndo: () => void;
  onRetry: () => void;
  onStart: () => void;
  onStopSpeaking: () => void;
  /** Puts an example into the command box, to send as it is or change first. */
  onPickExample: (text: string) => void;
}

/**
 * SPEC §2 result view below its title and reply: 'You said:', what was stored, what next. The
 * next command can be typed (the box under this view) or spoken without closing (issue 8).
 */
export function ResultView(props: ResultViewProps) {
  const { state, source, speaking, onRetry, onStopSpeaking } = props;
  const outcome = state.outcome!;
  const success = outcome.kind === 'success';
  const typed = source === 'typed';
  // A typed command has no recording to retry: the box is where the next try goes.
  const retry = !typed && canRetry(state);
  const poorAudio = !success && !typed ? qualityHint(state.quality) : null;
  const confused = !success && notUnderstood(outcome.result);
  const queued = success ? props.queued : null;
  // A kept command that synced shows what the server stored, with Undo, like any other.
  // An act's workout is the one it is about (to delete), not one stored: the act shows it.
  const stored = queued ? (queued.result ?? null) : success && !outcome.result.act ? outcome.result : null; // prettier-ignore
  const offline = outcome.kind === 'error' && outcome.failure.category === 'offline';
  return (
    <div className="flex flex-col gap-4">
      {state.heard && <HeardQuote text={state.heard} />}
      {queued && queued.status !== 'synced' && (
        <QueuedResult
          preview={queued.preview}
          spokenAt={queued.spokenAt}
          status={queued.status}
          units={props.units}
          timeZone={props.timeZone}
          onDiscard={props.onDiscard}
        />
      )}
      {stored && (
        <StoredResult
          result={stored}
          units={props.units}
          timeZone={props.timeZone}
          undone={outcome.kind === 'success' && outcome.undone}
          undoing={props.undoing}
          onUndo={props.onUndo}
        />
      )}
      {confused && <Examples examples={props.examples} onPick={props.onPickExample} />}
      {poorAudio && <VoiceNote>{poorAudio}</VoiceNote>}
      {/* SPEC §4's hint is about recognition: never for a command that was typed (issue 8). */}
      {!typed && !offline && showTypingHint(state) && <VoiceNote>{TYPING_HINT}</VoiceNote>}
      <div className="flex flex-col gap-2 empty:hidden">
        {retry && (
          <Button onClick={onRetry} data-autofocus>
            <RotateCcw aria-hidden="true" />
            {retryLabel(state.retries)}
          </Button>
        )}
        {speaking && (
          <Button variant="secondary" onClick={onStopSpeaking}>
            <Square aria-hidden="true" />
            Stop Speaking
          </Button>
        )}
        {!retry && props.canSpeak && (
          <Button variant="secondary" onClick={props.onStart}>
            <Mic aria-hidden="true" />
            Start Recording
          </Button>
        )}
      </div>
    </div>
  );
}

/** "I didn't understand": three things that work, each put into the box with one tap. */
function Examples({
  examples,
  onPick,
}: {
  examples: readonly string[];
  onPick: (text: string) => void;
}) {
  return (
    <section aria-labelledby="voice-examples-title" className="text-left">
      <h3 id="voice-examples-title" className="text-sm font-semibold">
        Try one of these:
      </h3>
      <ul className="mt-2 flex flex-col gap-1.5">
        {examples.map((text) => (
          <li key={text}>
            <button
              type="button"
              onClick={() => onPick(text)}
              className="flex min-h-11 w-full items-center gap-2 rounded-control bg-surface-muted px-3 py-2 text-left text-sm hover:bg-line/60"
            >
              <MessageSquareText aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              <span>
                “{text}”<span className="sr-only"> (put it in the command box)</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
