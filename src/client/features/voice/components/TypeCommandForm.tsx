import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { FormField } from '@client/components/forms/FormField';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';

/** The server's cap on a command (shared voiceCommandBody: 500 characters). */
const MAX_COMMAND_LENGTH = 500;

interface TypeCommandFormProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  onSend: () => void;
  /** A command is on its way: the box keeps focus and text, but nothing more is sent. */
  busy: boolean;
  autoFocus: boolean;
  placeholder: string;
}

/**
 * The typed command (issue 8: typing is first class): always in the dialog, beside the
 * microphone. The text goes straight to the command step, skipping the transcription; the box
 * empties once it is sent, ready for the next command.
 */
export function TypeCommandForm({
  id,
  value,
  onChange,
  onSend,
  busy,
  autoFocus,
  placeholder,
}: TypeCommandFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() && !busy) onSend();
  };
  return (
    <form onSubmit={submit} className="text-left">
      <FormField id={id} label="Type your command" className="gap-2">
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              maxLength={MAX_COMMAND_LENGTH}
              placeholder={placeholder}
              autoComplete="off"
              enterKeyHint="send"
              data-autofocus={autoFocus || undefined}
            />
            <Button
              type="submit"
              size="icon"
              aria-label="Send command"
              disabled={!value.trim() || busy}
              className="h-12 w-12 shrink-0"
            >
              <Send aria-hidden="true" />
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}
