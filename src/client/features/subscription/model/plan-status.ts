import { localDayOf } from '@shared/local-day';
import type { Subscription, SubscriptionStatus } from '@shared/schemas/billing';
import { formatDay } from '@client/lib/formatting';

const STATUS_WORDS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  incomplete: 'Awaiting payment',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
  expired: 'Ended',
};

/** The plan's status as a badge reads it; a plan that ends at the period's end says so. */
export function planStatusText(sub: Pick<Subscription, 'status' | 'cancelAtPeriodEnd'>): string {
  if (sub.status === 'active' && sub.cancelAtPeriodEnd) return 'Cancelling';
  return STATUS_WORDS[sub.status];
}

/** 'Renews Mar 3, 2026' or 'Ends Mar 3, 2026'; nothing for free, which never renews. */
export function planDateText(
  sub: Pick<Subscription, 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
  timeZone: string,
): string | null {
  if (!sub.currentPeriodEnd) return null;
  const day = formatDay(localDayOf(Date.parse(sub.currentPeriodEnd), timeZone));
  return `${sub.cancelAtPeriodEnd ? 'Ends' : 'Renews'} ${day}`;
}

const PROVIDER_WORDS = {
  stripe: 'Billed by card through Stripe',
  appstore: 'Billed by the App Store',
  play: 'Billed by Google Play',
  sandbox: 'Sandbox plan: no charge',
} as const;

/** Who bills the plan, or null for free. */
export const planProviderText = (sub: Pick<Subscription, 'provider'>) =>
  sub.provider ? PROVIDER_WORDS[sub.provider] : null;
