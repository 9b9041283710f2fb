import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';

interface LoadErrorProps {
  /** What could not be loaded, as a sentence: "We couldn't load your shares." */
  message: string;
  onRetry: () => void;
  className?: string;
}

/** A read that failed, said where its content would be, with a way to ask again (SPEC §6). */
export function LoadError({ message, onRetry, className }: LoadErrorProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-start gap-3', className)}>
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
