import { Dumbbell } from 'lucide-react';
import { cn } from '@client/lib/utils';

/** The Joey Fit mark: a dumbbell on the brand gradient. Decorative; the wordmark names it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-12 place-items-center rounded-2xl bg-linear-to-br from-brand-500 to-brand-700 text-white shadow-card',
        className,
      )}
    >
      <Dumbbell className="size-1/2" strokeWidth={2.25} />
    </span>
  );
}
