import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

/** The server's cap on a command (shared voiceCommandBody: 500 characters). */
const MAX_COMMAND_LENGTH = 500;

/**
 * "Type instead": the text goes straight to the command step, skipping the microphone and the
 * transcription (issue 4 §1), for when recognition struggles or the browser cannot record.
 */
export function TypeCommandForm({
  onSend,
  autoFocus = false,
  label = 'Type your command',
}: {
  onSend: (text: string) => void;
  autoFocus?: boolean;
  label?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onSend(text);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 text-left">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={MAX_COMMAND_LENGTH}
          placeholder="e.g. ran 2 miles"
          autoComplete="off"
          enterKeyHint="send"
          data-autofocus={autoFocus || undefined}
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Send command"
          disabled={!text.trim()}
          className="h-12 w-12 shrink-0"
        >
          <Send aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
