import { RotateCcw, Square } from 'lucide-react';
import type { WeightUnit } from '@shared/units';
import {
  canRetry,
  retryLabel,
  showTypingHint,
  TYPING_HINT,
  type VoiceDialogState,
} from '@shared/voice/dialog';
import { qualityHint } from '@shared/voice/audioQuality';
import { Button } from '@client/components/ui/button';
import { HeardQuote } from './HeardQuote';
import { StoredResult } from './StoredResult';
import { TypeCommandForm } from './TypeCommandForm';
import { VoiceNote } from './VoiceNotes';

interface ResultViewProps {
  state: VoiceDialogState;
  weightUnit: WeightUnit;
  speaking: boolean;
  undoing: boolean;
  onUndo: () => void;
  onRetry: () => void;
  onStopSpeaking: () => void;
  onSend: (text: string) => void;
  onDone: () => void;
}

/** SPEC §2 result view below its title and reply: 'You said:', what was stored, what next. */
export function ResultView(props: ResultViewProps) {
  const { state, speaking, onRetry, onStopSpeaking, onDone } = props;
  const outcome = state.outcome!;
  const success = outcome.kind === 'success';
  const retry = canRetry(state);
  const poorAudio = !success ? qualityHint(state.quality) : null;
  return (
    <div className="flex flex-col gap-4">
      {state.heard && <HeardQuote text={state.heard} />}
      {success && (
        <StoredResult
          result={outcome.result}
          weightUnit={props.weightUnit}
          undone={outcome.undone}
          undoing={props.undoing}
          onUndo={props.onUndo}
        />
      )}
      {poorAudio && <VoiceNote>{poorAudio}</VoiceNote>}
      {showTypingHint(state) && (
        <div className="flex flex-col gap-3">
          <VoiceNote>{TYPING_HINT}</VoiceNote>
          <TypeCommandForm onSend={props.onSend} label="Type your command instead" />
        </div>
      )}
      <div className="flex flex-col gap-2">
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
        <Button
          variant={success ? 'primary' : 'outline'}
          onClick={onDone}
          data-autofocus={!retry || undefined}
        >
          Done
        </Button>
      </div>
    </div>
  );
}
