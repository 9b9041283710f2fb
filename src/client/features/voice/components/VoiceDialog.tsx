import { useEffect, useRef, useState } from 'react';
import type { User } from '@shared/schemas/users';
import { attemptBanner } from '@shared/voice/dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { CoachSpeech } from '../hooks/use-coach-speech';
import { useVoiceSession } from '../hooks/use-voice-session';
import { canRecordAudio } from '../recorder/recorder';
import { viewCopy, voiceView, type VoiceView } from '../voice-copy';
import { VoiceNote } from './VoiceNotes';
import { ViewBody } from './VoiceViews';
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
  const session = useVoiceSession({
    userId: user.id,
    canRecord,
    say: speech.say,
    speaking: speech.speaking,
    stopSpeaking: speech.stop,
    close,
  });
  const { state } = session;
  const view = voiceView(state, canRecord);
  const { title, description } = viewCopy(view, state);
  const banner = SHOWS_ATTEMPT.includes(view) ? attemptBanner(state.retries) : null;
  const panel = useFocusOnViewChange(view);
  const reply = view === 'result';

  return (
    <div ref={panel} className="flex flex-col items-center gap-5 text-center">
      <VoiceVisual view={view} success={state.outcome?.kind === 'success'} />
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
      {banner && <VoiceNote className="w-full">{banner}</VoiceNote>}
      <div className="w-full">
        <ViewBody view={view} session={session} speech={speech} user={user} close={close} />
      </div>
    </div>
  );
}

/**
 * When the state changes, the buttons the user was on may be gone: move focus to the new view's
 * main action (marked data-autofocus), so keyboard and screen-reader users are never dropped.
 */
function useFocusOnViewChange(view: VoiceView) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = panel.current?.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)');
    target?.focus();
  }, [view]);
  return panel;
}
