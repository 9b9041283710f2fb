import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from '@shared/schemas/users';
import {
  VoiceDialogContext,
  type VoiceDialogControls,
} from '@client/components/voice/voice-dialog-context';
import { toast } from '@client/components/ui/use-toast';
import { useCoachSpeech } from '../hooks/use-coach-speech';
import { SpeechBanner } from './SpeechBanner';
import type { VoiceDialog as VoiceDialogType } from './VoiceDialog';

// The dialog (recorder, forms, the command's result views) is a chunk of its own, fetched when
// the browser is idle (`prefetchVoiceDialog`) or at the first tap, never on the first paint of a
// screen (issue 9 §4). It is rendered directly once here rather than through React.lazy, whose
// Suspense reveal waits on a timer after the chunk has arrived.
type VoiceDialogComponent = typeof VoiceDialogType;
let loadedDialog: VoiceDialogComponent | null = null;
const loadVoiceDialog = () => import('./VoiceDialog').then((m) => (loadedDialog = m.VoiceDialog));
export const prefetchVoiceDialog = () => void loadVoiceDialog().catch(() => undefined);

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
  // Mounted at the first opening and kept, so closing keeps its exit animation and focus return.
  const [Dialog, setDialog] = useState(() => loadedDialog);
  useEffect(() => {
    if (!open || Dialog) return;
    let live = true;
    loadVoiceDialog().then(
      (component) => live && setDialog(() => component),
      () => {
        if (!live) return;
        setDialogOpen(false);
        toast({
          title: "Voice commands didn't load",
          description: 'Check your connection and try again.',
          variant: 'destructive',
        });
      },
    );
    return () => {
      live = false;
    };
  }, [open, Dialog, setDialogOpen]);
  const controls = useMemo<VoiceDialogControls>(
    () => ({ openVoiceDialog: () => setDialogOpen(true) }),
    [setDialogOpen],
  );
  return (
    <VoiceDialogContext value={controls}>
      {children}
      {Dialog && <Dialog user={user} open={open} onOpenChange={setDialogOpen} speech={speech} />}
      <SpeechBanner text={open ? null : speech.banner} />
    </VoiceDialogContext>
  );
}
