import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';

interface DiscardChangesDialogProps {
  open: boolean;
  description: string;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/**
 * Cancel on a form with unsaved changes (issue 8, bug 1: Cancel discards, after asking). Focus
 * starts on Keep editing, so a stray Enter or Escape loses nothing.
 */
export function DiscardChangesDialog({
  open,
  description,
  onKeepEditing,
  onDiscard,
}: DiscardChangesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeepEditing()}>
      <DialogContent
        role="alertdialog"
        closeLabel="Close, keep editing"
        className="flex flex-col gap-5 pt-8"
      >
        <div className="space-y-2 pr-8">
          <DialogTitle className="text-xl font-bold tracking-tight">Discard changes?</DialogTitle>
          <DialogDescription className="text-sm text-ink-muted">{description}</DialogDescription>
        </div>
        <div className="grid grid-cols-2 gap-3">
          {/* First in the dialog, so Radix focuses it on open. */}
          <Button variant="outline" onClick={onKeepEditing}>
            Keep editing
          </Button>
          <Button variant="destructive" onClick={onDiscard}>
            Discard
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
