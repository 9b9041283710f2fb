import { Keyboard, Mic, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import type { User } from '@shared/schemas/users';
import { Button } from '@client/components/ui/button';
import type { CoachSpeech } from '../hooks/use-coach-speech';
import type { useVoiceSession } from '../hooks/use-voice-session';
import type { VoiceView } from '../voice-copy';
import { HeardQuote } from './HeardQuote';
import { RecordingMeter } from './RecordingMeter';
import { ResultView } from './ResultView';
import { TypeCommandForm } from './TypeCommandForm';

interface ViewBodyProps {
  view: VoiceView;
  session: ReturnType<typeof useVoiceSession>;
  speech: CoachSpeech;
  user: User;
  close: () => void;
}

/** The controls under the title: one layout per state of SPEC §2's voice dialog. */
export function ViewBody({ view, session, speech, user, close }: ViewBodyProps) {
  const { state } = session;
  const cancel = (
    <Button variant="outline" onClick={close} data-autofocus={view !== 'ready' || undefined}>
      Cancel
    </Button>
  );
  const typeInstead = (
    <Button variant="ghost" onClick={session.typeInstead}>
      <Keyboard aria-hidden="true" />
      Type instead
    </Button>
  );
  switch (view) {
    case 'ready':
    case 'starting':
      return (
        <Actions>
          <Button onClick={session.start} disabled={view === 'starting'} data-autofocus>
            <Mic aria-hidden="true" />
            Start Recording
          </Button>
          {cancel}
          {typeInstead}
        </Actions>
      );
    case 'recording':
      return (
        <div className="flex flex-col gap-5">
          <RecordingMeter elapsedMs={state.elapsedMs} level={state.level} />
          <Actions>
            <Button variant="destructive" onClick={session.stop} data-autofocus>
              <Square aria-hidden="true" />
              Stop Recording
            </Button>
            {cancel}
            {typeInstead}
          </Actions>
        </div>
      );
    case 'processingAudio':
    case 'processingCommand':
      return (
        <div className="flex flex-col gap-4">
          {view === 'processingCommand' && state.heard && <HeardQuote text={state.heard} />}
          {view === 'processingAudio' && state.quality && (
            <p className="text-sm text-ink-muted">
              Audio quality:{' '}
              <span className="font-semibold text-ink capitalize">{state.quality}</span>
            </p>
          )}
          <Actions>{cancel}</Actions>
        </div>
      );
    case 'typing':
      return (
        <div className="flex flex-col gap-4">
          <TypeCommandForm onSend={session.sendText} autoFocus />
          <Actions>
            <Button variant="outline" onClick={session.useMicrophone}>
              <Mic aria-hidden="true" />
              Use Microphone
            </Button>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
          </Actions>
        </div>
      );
    case 'unsupported':
      return (
        <div className="flex flex-col gap-4">
          <TypeCommandForm onSend={session.sendText} label="You can still type your command" />
          <Actions>
            <Button variant="outline" onClick={close} data-autofocus>
              Close
            </Button>
          </Actions>
        </div>
      );
    case 'result':
      return (
        <ResultView
          state={state}
          weightUnit={user.weightUnit}
          speaking={speech.speaking}
          undoing={session.undoPending}
          onUndo={() => state.outcome?.kind === 'success' && session.undo(state.outcome.result)}
          onRetry={session.retry}
          onStopSpeaking={speech.stop}
          onSend={session.sendText}
          onDone={close}
        />
      );
  }
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2">{children}</div>;
}
