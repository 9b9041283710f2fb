import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';

interface LoadErrorProps {
  /** What could not be loaded, as a sentence: "We couldn't load your shares." */
  message: string;
  /** A second, quieter line where it helps: "Check your connection, then try again." */
  detail?: string;
  onRetry: () => void;
  /** True while the retry is under way: the button waits rather than asking twice. */
  retrying?: boolean;
  className?: string;
}

/**
 * A read that failed, said where its content would be, with a way to ask again (SPEC §6). Every
 * failed read uses it (issue 30 §6), so they all look and read alike.
 */
export function LoadError({ message, detail, onRetry, retrying, className }: LoadErrorProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-start gap-3', className)}>
      <div>
        <p className="font-semibold">{message}</p>
        {detail && <p className="mt-1 text-sm text-ink-muted">{detail}</p>}
      </div>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </div>
  );
}
