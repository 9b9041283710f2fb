import type { ReactNode } from 'react';
import { QUOTAS, type Entitlements, type Subscription } from '@shared/schemas/billing';
import { Card, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { planDateText, planProviderText, planStatusText } from '../model/plan-status';
import { QuotaMeter } from './QuotaMeter';

interface CurrentPlanCardProps {
  subscription: Subscription;
  entitlements: Entitlements;
  timeZone: string;
  /** A paid plan waiting for its provider to activate it (after a Stripe payment). */
  activating: string | null;
  /** Restore Purchases, on a phone. */
  action?: ReactNode;
}

/** SPEC §2 current plan card: name, status, renewal or end date, and this period's quotas. */
export function CurrentPlanCard({
  subscription,
  entitlements,
  timeZone,
  activating,
  action,
}: CurrentPlanCardProps) {
  const status = planStatusText(subscription);
  const details = [planDateText(subscription, timeZone), planProviderText(subscription)];
  return (
    <Card aria-labelledby="current-plan-title" className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="current-plan-title" className="text-sm font-medium text-ink-muted">
            Your plan
          </CardTitle>
          <p className="text-2xl font-bold tracking-tight">{subscription.tier.displayName}</p>
        </div>
        <span
          className={cn(
            'shrink-0 rounded-full px-3 py-1 text-xs font-semibold',
            status === 'Active'
              ? 'bg-brand-100 text-brand-800 dark:bg-surface-muted dark:text-brand-200'
              : 'bg-accent-100 text-ink dark:bg-surface-muted',
          )}
        >
          {status}
        </span>
      </div>
      {details.some(Boolean) && (
        <p className="-mt-2 text-sm text-ink-muted">{details.filter(Boolean).join(' · ')}</p>
      )}
      {activating && (
        <p role="status" className="rounded-control bg-surface-muted p-3 text-sm">
          Activating {activating}: your plan changes as soon as the payment is confirmed.
        </p>
      )}
      <div className="flex flex-col gap-4 border-t border-line/60 pt-4">
        {QUOTAS.map((quota) => (
          <QuotaMeter
            key={quota}
            quota={quota}
            usage={entitlements.quotas[quota]}
            timeZone={timeZone}
          />
        ))}
      </div>
      {action}
    </Card>
  );
}
