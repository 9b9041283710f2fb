import { Crown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { User } from '@shared/schemas/users';
import { attemptBanner, canRetry, type VoiceDialogState } from '@shared/voice/dialog/dialog';
import { Button, buttonVariants } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { canRecordAudio } from '@client/lib/audio/recorder';
import type { CoachSpeech } from '../hooks/use-coach-speech';
import { useDeviceRecogniser } from '../hooks/use-device-recogniser';
import type { QueuedCommand } from '../hooks/use-queued-command';
import { useVoiceSession } from '../hooks/use-voice-session';
import {
  commandExamples,
  viewCopy,
  voiceView,
  type CommandSource,
  type VoiceView,
} from '../model/voice-copy';
import { actCopy, actShown } from '../model/voice-acts';
import { ActView } from './ActView';
import { CONSENT_COPY, RecogniserConsent, RecogniserLine } from './RecogniserConsent';
import { TypeCommandForm } from './TypeCommandForm';
import { VoiceNote } from './VoiceNotes';
import { closeLabel, ViewBody } from './VoiceViews';
import { VoiceVisual } from './VoiceVisual';

interface VoiceDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  speech: CoachSpeech;
}

/** SPEC §2 Voice dialog. Its content (and the session) mounts on open and ends on close. */
export function VoiceDialog({ user, open, onOpenChange, speech }: VoiceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Close voice dialog" className="pt-8">
        <VoicePanel user={user} speech={speech} close={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const SHOWS_ATTEMPT: readonly VoiceView[] = ['ready', 'starting', 'recording'];
/** Views where the recogniser listens or is about to: its name is shown (issue 31 §1). */
const SHOWS_RECOGNISER: readonly VoiceView[] = ['starting', 'recording', 'processingAudio'];
/** Views where the box is the way in, so it has the focus. */
const TYPING_VIEWS: readonly VoiceView[] = ['typing', 'noMicrophone', 'unsupported'];
const BOX_ID = 'voice-command-text';

function VoicePanel({
  user,
  speech,
  close,
}: {
  user: User;
  speech: CoachSpeech;
  close: () => void;
}) {
  const [canRecord] = useState(canRecordAudio);
  const device = useDeviceRecogniser(canRecord);
  const session = useVoiceSession({
    device,
    user,
    canRecord,
    say: speech.say,
    speaking: speech.speaking,
    stopSpeaking: speech.stop,
    close,
  });
  const { state } = session;
  const [text, setText] = useState('');
  const view = voiceView(state, session.mic);
  // Issue 31 §1: asked once, before the first recording, where the browser has only its service.
  const asking = device.choice === 'ask' && view === 'ready' && !session.offline;
  // Issue 31 §3, §4: a question the dialog asks, or what the device did for an act.
  const act = actShown(session.act, state.outcome?.result, state.outcome != null) ? session.act : null; // prettier-ignore
  const { title, description } = asking
    ? CONSENT_COPY
    : act
      ? actCopy(act)
      : viewCopy(view, state, { offline: session.offline, queued: session.queued });
  const banner = SHOWS_ATTEMPT.includes(view) ? attemptBanner(state.retries) : null;
  const panel = useFocusOnViewChange(view, session.source);
  const reply = view === 'result';
  const boxFocused =
    TYPING_VIEWS.includes(view) || (view === 'result' && session.source === 'typed');

  // Typing while the microphone waits or records means "I'll type it": the recording is dropped.
  const type = (value: string) => {
    setText(value);
    if (value && ['ready', 'starting', 'recording'].includes(state.phase)) session.typeInstead();
  };
  const send = () => {
    session.sendText(text);
    setText('');
  };
  const pickExample = (example: string) => {
    setText(example);
    document.getElementById(BOX_ID)?.focus();
  };

  return (
    <div ref={panel} className="flex flex-col items-center gap-5 text-center">
      <VoiceVisual
        view={view}
        success={
          state.outcome?.kind === 'success' &&
          session.queued?.status !== 'refused' &&
          !(act?.kind === 'told' && act.refused)
        }
      />
      {/* One live region for every state change: title and description are read together. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="space-y-1.5">
        <DialogTitle className="text-2xl font-bold tracking-tight">{title}</DialogTitle>
        <DialogDescription
          className={
            reply ? 'text-base font-medium break-words text-ink' : 'text-sm text-ink-muted'
          }
          data-testid={reply ? 'voice-reply' : undefined}
        >
          {description}
        </DialogDescription>
      </div>
      {act && (
        <div className="w-full empty:hidden">
          <ActView
            view={act}
            canListen={session.source === 'spoken' && session.mic === 'present' && !session.offline}
            speaking={speech.speaking}
            listen={session.start}
            onAnswer={session.answerAct}
            onRestore={session.restoreDeleted}
          />
        </div>
      )}
      {banner && <VoiceNote className="w-full">{banner}</VoiceNote>}
      {((state.outcome?.kind === 'error' && state.outcome.failure.category === 'plan') ||
        refusedByPlan(session.queued)) && (
        <Link
          href="/subscription"
          onClick={close}
          className={buttonVariants({ variant: 'secondary' })}
        >
          <Crown aria-hidden="true" />
          See plans
        </Link>
      )}
      {SHOWS_RECOGNISER.includes(view) &&
        device.choice !== 'checking' &&
        device.choice !== 'ask' && (
          <RecogniserLine choice={device.choice} interim={device.inUse ? device.interim : null} />
        )}
      <div className="w-full empty:hidden">
        {asking ? (
          <RecogniserConsent onDecide={device.decide} />
        ) : (
          <ViewBody
            view={view}
            session={session}
            speech={speech}
            units={{ weightUnit: user.weightUnit, distanceUnit: user.distanceUnit }}
            timeZone={user.timeZone}
            examples={commandExamples(user.distanceUnit)}
            onPickExample={pickExample}
          />
        )}
      </div>
      {/* Issue 8: the box is always here, so the next command can be typed without closing. */}
      <div className="w-full">
        <TypeCommandForm
          id={BOX_ID}
          value={text}
          onChange={type}
          onSend={send}
          busy={state.phase === 'processingAudio' || state.phase === 'processingCommand'}
          autoFocus={boxFocused}
          placeholder={
            user.distanceUnit === 'km' ? 'e.g. ran 5 km in 30 minutes' : 'e.g. ran 2 miles'
          }
        />
      </div>
      <Button
        variant={view === 'result' && state.outcome?.kind === 'success' ? 'primary' : 'outline'}
        onClick={close}
        className="w-full"
        data-autofocus={focusesClose(view, state, session.source) || undefined}
      >
        {closeLabel(view)}
      </Button>
    </div>
  );
}

/**
 * A command kept on the device that the plan refused when it synced (its quota ran out
 * meanwhile): the plans are offered as for a command refused at once. The server's words name
 * the plan that lifts the limit (lib/plan-limit.ts reads them the same way).
 */
const refusedByPlan = (queued: QueuedCommand | null) =>
  queued?.status === 'refused' && /\bplan\b/i.test(queued.reason ?? '');

/** Where focus goes when nothing else in the view claims it: the way out. */
function focusesClose(view: VoiceView, state: VoiceDialogState, source: CommandSource | null) {
  if (view === 'processingAudio' || view === 'processingCommand') return true;
  // A spoken result: Retry takes the focus when it is offered, else Done.
  return view === 'result' && source !== 'typed' && !canRetry(state);
}

/**
 * When the state changes, the buttons the user was on may be gone: move focus to the new view's
 * main action (marked data-autofocus), so keyboard and screen-reader users are never dropped.
 * Someone typing keeps the focus in the box through the command and its result, ready for the
 * next one (issue 8: three commands in a row without leaving the keyboard).
 */
function useFocusOnViewChange(view: VoiceView, source: CommandSource | null) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (document.activeElement?.id === BOX_ID) return;
    const target = panel.current?.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)');
    target?.focus();
  }, [view, source]);
  return panel;
}
