import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';

/**
 * A request the user's plan refused, in the server's words, with the way to lift it (issue 13
 * §6: "the UI shows it with an upgrade link"). Pair with planLimitMessage(error) from
 * lib/plan-limit: `const limit = planLimitMessage(error); if (limit) <PlanLimitNotice … />`.
 */
export function PlanLimitNotice({ message, className }: { message: string; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-card border border-accent-400/60 bg-accent-100 p-4 text-ink dark:bg-surface-muted',
        className,
      )}
    >
      <p className="text-sm font-medium">{message}</p>
      <Link href="/subscription" className={buttonVariants({ variant: 'secondary' })}>
        <Crown aria-hidden="true" />
        See plans
      </Link>
    </div>
  );
}
