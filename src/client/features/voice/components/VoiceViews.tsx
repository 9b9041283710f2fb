import { Mic, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import type { UnitPrefs } from '@client/lib/formatting';
import type { CoachSpeech } from '../hooks/use-coach-speech';
import type { useVoiceSession } from '../hooks/use-voice-session';
import type { VoiceView } from '../model/voice-copy';
import { HeardQuote } from './HeardQuote';
import { RecordingMeter } from './RecordingMeter';
import { ResultView } from './ResultView';

interface ViewBodyProps {
  view: VoiceView;
  session: ReturnType<typeof useVoiceSession>;
  speech: CoachSpeech;
  units: UnitPrefs;
  timeZone: string;
  examples: readonly string[];
  onPickExample: (text: string) => void;
}

/**
 * What sits between the title and the command box: one layout per state of SPEC §2's voice
 * dialog. The box and the closing button are the same in every state (VoiceDialog).
 */
export function ViewBody({ view, session, speech, ...rest }: ViewBodyProps) {
  const { state } = session;
  switch (view) {
    case 'ready':
    case 'starting':
      return (
        <Actions>
          <Button onClick={session.start} disabled={view === 'starting'} data-autofocus>
            <Mic aria-hidden="true" />
            Start Recording
          </Button>
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
          </Actions>
        </div>
      );
    case 'processingAudio':
    case 'processingCommand':
      if (view === 'processingCommand' && state.heard) return <HeardQuote text={state.heard} />;
      if (view === 'processingAudio' && state.quality) {
        return (
          <p className="text-sm text-ink-muted">
            Audio quality:{' '}
            <span className="font-semibold text-ink capitalize">{state.quality}</span>
          </p>
        );
      }
      return null;
    case 'typing':
      // Offline, a recording could not be transcribed: typing is the way in until it is back.
      return session.mic === 'present' && !session.offline ? (
        <Actions>
          <Button variant="outline" onClick={session.useMicrophone}>
            <Mic aria-hidden="true" />
            Use Microphone
          </Button>
        </Actions>
      ) : null;
    case 'noMicrophone':
    case 'unsupported':
      return null;
    case 'result':
      return (
        <ResultView
          state={state}
          source={session.source}
          units={rest.units}
          timeZone={rest.timeZone}
          examples={rest.examples}
          canSpeak={session.mic === 'present' && !session.offline}
          speaking={speech.speaking}
          undoing={session.undoPending}
          queued={session.queued}
          onDiscard={session.discard}
          onUndo={() => {
            // A kept command that synced meanwhile is undone by what the server stored.
            const stored = session.queued ? session.queued.result : state.outcome?.kind === 'success' && state.outcome.result; // prettier-ignore
            if (stored) session.undo(stored);
          }}
          onRetry={session.retry}
          onStart={session.start}
          onStopSpeaking={speech.stop}
          onPickExample={rest.onPickExample}
        />
      );
  }
}

/** The button that leaves the dialog: Done on a result, Close where recording cannot happen. */
export function closeLabel(view: VoiceView): 'Done' | 'Close' | 'Cancel' {
  if (view === 'result') return 'Done';
  if (view === 'unsupported' || view === 'noMicrophone') return 'Close';
  return 'Cancel';
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2">{children}</div>;
}
