import { localDayOf } from '@shared/local-day';
import { formatPrice } from '@shared/pricing';
import type { Subscription, SubscriptionStatus } from '@shared/schemas/billing';
import { formatDay } from '@client/lib/formatting';

const STATUS_WORDS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  incomplete: 'Awaiting payment',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
  expired: 'Ended',
};

/**
 * The plan's status as a badge reads it; a plan that ends at the period's end says so. A
 * sandbox plan always ends with its period (nothing renews it), so it is simply active.
 */
export function planStatusText(
  sub: Pick<Subscription, 'status' | 'cancelAtPeriodEnd' | 'provider'>,
): string {
  if (sub.status === 'active' && sub.cancelAtPeriodEnd && sub.provider !== 'sandbox')
    return 'Cancelling';
  return STATUS_WORDS[sub.status];
}

const PER = { none: '', month: ' a month', year: ' a year' } as const;

/**
 * When the plan's paid time ends, and what happens then (issue 25 §1: paid time is the truth):
 * 'Ends Mar 3, 2026'; 'Kept until Mar 3, 2026 while the payment is retried'; or 'Paid through
 * Mar 3, 2026, then $9.99 a month', which is also what a free first period (JOEY100) says: it
 * ends then unless a payment renews it. Nothing for free, which never ends.
 */
export function planDateText(
  sub: Pick<Subscription, 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'status' | 'tier'>,
  timeZone: string,
): string | null {
  if (!sub.currentPeriodEnd) return null;
  const day = formatDay(localDayOf(Date.parse(sub.currentPeriodEnd), timeZone));
  if (sub.cancelAtPeriodEnd || sub.status === 'canceled') return `Ends ${day}`;
  if (sub.status === 'past_due') return `Kept until ${day} while the payment is retried`;
  const { price, billingPeriod } = sub.tier;
  return `Paid through ${day}, then ${formatPrice(price)}${PER[billingPeriod]}`;
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
