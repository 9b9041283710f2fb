import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { formatBytes } from '../model/import-text';

interface FilePickerProps {
  file: File | null;
  onChoose: (file: File) => void;
  disabled?: boolean;
  /** What is said about the chosen file (detected format, errors), inside the drop area. */
  children?: ReactNode;
}

/**
 * A large target for the export file (issue 29 §6): a button that opens the system picker (the
 * keyboard's and screen reader's way in) and an area a file can be dropped on. The file input
 * itself is hidden; the button names what it takes.
 */
export function FilePicker({ file, onChoose, disabled = false, children }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const take = (chosen: File | undefined) => {
    if (chosen && !disabled) onChoose(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  };
  return (
    <section
      aria-label="Export file"
      data-testid="import-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-card border-2 border-dashed p-5 text-center transition-colors',
        over ? 'border-brand-600 bg-brand-100/60 dark:bg-surface-muted' : 'border-line bg-surface',
      )}
    >
      <FileUp aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-200" />
      {file ? (
        <p className="flex max-w-full flex-col">
          <span className="font-semibold break-all" data-testid="import-file-name">
            {file.name}
          </span>
          <span className="text-sm text-ink-muted tabular-nums">{formatBytes(file.size)}</span>
        </p>
      ) : (
        <p className="font-semibold">Drop your export file here</p>
      )}
      <Button
        size="lg"
        variant={file ? 'outline' : 'primary'}
        className="w-full"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {file ? 'Choose another file' : 'Choose a file'}
      </Button>
      <p id={hintId} className="text-sm text-ink-muted">
        A CSV export from Strong, Hevy, FitNotes or StrongLifts, or Joey Fit’s own JSON export, up
        to 20 MB.
      </p>
      <input
        ref={input}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        hidden
        data-testid="import-file-input"
        onChange={(event) => {
          take(event.target.files?.[0]);
          // Choosing the same file again (after an error, or to import it again) still counts.
          event.target.value = '';
        }}
      />
      {children}
    </section>
  );
}
