import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';

interface StopDialogProps {
  open: boolean;
  /** Sets done so far: with none there is nothing to save. */
  setsDone: number;
  onKeepGoing: () => void;
  onSave: () => void;
  onDiscard: () => void;
}

/**
 * Stop before the end (issue 11 item 6) asks what to do with what was done. The session waits,
 * paused, meanwhile; closing the dialog is Keep going, so nothing is lost by a stray Escape.
 */
export function StopDialog({ open, setsDone, onKeepGoing, onSave, onDiscard }: StopDialogProps) {
  const some = setsDone > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeepGoing()}>
      <DialogContent role="alertdialog" className="flex flex-col gap-5 pt-8">
        <div className="space-y-2 pr-8">
          <DialogTitle className="text-xl font-bold tracking-tight">End this session?</DialogTitle>
          <DialogDescription className="text-sm text-ink-muted">
            {some
              ? `You've done ${setsDone} ${setsDone === 1 ? 'set' : 'sets'}. Save them as a workout, or discard them?`
              : 'Nothing has been done yet, so there is nothing to save.'}
          </DialogDescription>
        </div>
        <div className="flex flex-col gap-3">
          {some && <Button onClick={onSave}>Save what I did</Button>}
          <Button variant="outline" onClick={onKeepGoing}>
            Keep going
          </Button>
          <Button variant="ghost" className="text-danger hover:bg-danger/10" onClick={onDiscard}>
            {some ? 'Discard session' : 'End session'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
