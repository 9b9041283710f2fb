import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';

interface ResetAvatarProps {
  disabled: boolean;
  pending: boolean;
  /** Saves the defaults; `done` closes the confirmation whatever the outcome. */
  onReset: (done: () => void) => void;
}

/** SPEC §2 reset button: back to SPEC §3's defaults, saved at once, after a confirmation. */
export function ResetAvatar({ disabled, pending, onReset }: ResetAvatarProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" disabled={disabled} onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden="true" />
        Reset
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Reset Joey?"
        description="Joey goes back to the default coach and appearance, and it is saved at once. Your voice choice is kept."
        confirmLabel="Reset"
        pendingLabel="Resetting…"
        pending={pending}
        onConfirm={() => onReset(() => setOpen(false))}
      />
    </>
  );
}
