import { useState } from 'react';
import { createRoutineBody } from '@shared/schemas/routines';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { formatFieldError } from '@client/lib/field-error';

interface NameDialogProps {
  title: string;
  description: string;
  initialName: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** The routine name rule of the shared contract (createRoutineBody's `name`). */
const routineName = createRoutineBody.shape.name;

/**
 * Asks for a routine's name: Rename, and "Save as routine" from a workout, a plan or a share.
 * Mounted only while open, so each opening starts from `initialName`.
 */
export function NameDialog(p: NameDialogProps) {
  const [name, setName] = useState(p.initialName);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && !p.pending && p.onClose()}>
      <DialogContent closeLabel={`Close ${p.title.toLowerCase()}`}>
        <DialogTitle className="pr-10 text-xl font-bold tracking-tight">{p.title}</DialogTitle>
        <DialogDescription className="mt-1 mb-4 text-sm text-ink-muted">
          {p.description}
        </DialogDescription>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(ev) => {
            ev.preventDefault();
            const parsed = routineName.safeParse(name);
            if (!parsed.success) {
              setError(formatFieldError('Routine name', parsed.error.issues[0]!.message));
              return;
            }
            setError(null);
            p.onSubmit(parsed.data);
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor="routine-name-only" className="text-sm font-medium">
              Routine name
            </label>
            <Input
              id="routine-name-only"
              value={name}
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'routine-name-only-error' : undefined}
              onChange={(ev) => setName(ev.target.value)}
            />
            {error && (
              <p id="routine-name-only-error" className="text-sm font-medium text-danger">
                {error}
              </p>
            )}
          </div>
          <div className="grid grid-cols-2 gap-3">
            <Button variant="outline" disabled={p.pending} onClick={p.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={p.pending}>
              {p.pending ? 'Saving…' : p.submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
