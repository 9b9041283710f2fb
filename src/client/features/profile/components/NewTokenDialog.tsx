import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { CreatedToken } from '@shared/schemas/tokens';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { copyText } from '../api/tokens';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A token just made, shown this once (issue 29 §8): the server keeps only its hash, so once this
 * closes nobody can show it again. Copy puts it on the clipboard; where the browser refuses, the
 * field is selected so the person can copy it themselves.
 */
export function NewTokenDialog({
  token,
  onClose,
}: {
  token: CreatedToken | null;
  onClose: () => void;
}) {
  const fieldId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const close = () => {
    setCopy('idle');
    onClose();
  };
  const copyToken = async () => {
    if (!token) return;
    const done = await copyText(token.token);
    setCopy(done ? 'copied' : 'failed');
    if (!done) {
      const field = document.getElementById(fieldId);
      if (field instanceof HTMLTextAreaElement) {
        field.focus();
        field.select();
      }
    }
  };
  return (
    <Dialog open={token !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle className="pr-10 text-xl font-bold">Copy your new token</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-ink-muted">
          <strong className="font-semibold text-ink">You won’t see it again.</strong> Keep it
          somewhere safe, such as a password manager: anyone who has it can use Joey Fit as you.
        </DialogDescription>
        {token && (
          <div className="mt-4 flex flex-col gap-2">
            <label htmlFor={fieldId} className="text-sm font-medium">
              {token.name}
            </label>
            {/* A text area, so the whole token shows on a phone; read-only, selected on focus. */}
            <textarea
              id={fieldId}
              readOnly
              rows={2}
              value={token.token}
              spellCheck={false}
              autoComplete="off"
              className="w-full resize-none rounded-control border border-line bg-surface px-4 py-3 font-mono text-sm break-all text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0"
              onFocus={(e) => e.currentTarget.select()}
            />
            <p role="status" className="min-h-5 text-sm text-ink-muted">
              {copy === 'copied'
                ? 'Copied to your clipboard.'
                : copy === 'failed'
                  ? 'Your browser would not copy it: the token is selected, copy it yourself.'
                  : ''}
            </p>
          </div>
        )}
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            Done
          </Button>
          <Button onClick={() => void copyToken()}>
            {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copy === 'copied' ? 'Copied' : 'Copy token'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
