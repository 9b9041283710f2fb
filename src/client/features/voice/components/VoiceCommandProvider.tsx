import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from '@shared/schemas/users';
import {
  VoiceDialogContext,
  type VoiceDialogControls,
} from '@client/components/voice/voice-dialog-context';
import { useCoachSpeech } from '../hooks/use-coach-speech';
import { SpeechBanner } from './SpeechBanner';
import { VoiceDialog } from './VoiceDialog';

/**
 * Voice for the signed-in app: the dialog, the coach's speech (kept above the dialog so a reply
 * outlives it) and the fallback banner; screens open the dialog through VoiceDialogContext.
 */
export function VoiceCommandProvider({ user, children }: { user: User; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Kept in step synchronously: end_session closes the dialog and speaks in the same breath,
  // and a failed reply must then see the dialog as closed.
  const dialogOpen = useRef(false);
  const setDialogOpen = useCallback((next: boolean) => {
    dialogOpen.current = next;
    setOpen(next);
  }, []);
  // An open dialog shows the reply itself; the banner is for replies that arrive without it.
  const needsBanner = useCallback(() => !dialogOpen.current, []);
  const speech = useCoachSpeech(user.id, needsBanner);
  const controls = useMemo<VoiceDialogControls>(
    () => ({ openVoiceDialog: () => setDialogOpen(true) }),
    [setDialogOpen],
  );
  return (
    <VoiceDialogContext value={controls}>
      {children}
      <VoiceDialog user={user} open={open} onOpenChange={setDialogOpen} speech={speech} />
      <SpeechBanner text={open ? null : speech.banner} />
    </VoiceDialogContext>
  );
}
