import { CircleAlert } from 'lucide-react';
import { cn } from '@client/lib/utils';

interface FormAlertProps {
  /** What went wrong for the whole form (the server's answer, no connection); null for nothing. */
  message: string | null;
  /** The box's padding, to sit with the form's own spacing. */
  className?: string;
}

/**
 * A message about a whole form, above its fields. The alert region is always rendered (empty and
 * hidden when there is nothing to say) so screen readers announce the message as it appears.
 */
export function FormAlert({ message, className }: FormAlertProps) {
  return (
    <div role="alert" className="empty:hidden">
      {message && (
        <p
          className={cn(
            'flex items-start gap-2 rounded-control border border-danger/30 bg-danger/10 text-sm font-medium text-danger',
            className,
          )}
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}
