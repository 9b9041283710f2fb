// Subscription state as providers report it (issue 13). Stripe's and RevenueCat's webhooks and
// the sandbox all end here, so one rule decides what is applied: under the user's row lock, a
// state older than the one stored is ignored (events arrive out of order), and the end of a
// subscription the user has since replaced never takes the new one away.
import { eq } from 'drizzle-orm';
import { inForce } from '../../../shared/paid-time';
import type { BillingProvider, SubscriptionStatus } from '../../../shared/schemas/billing';
import type { Tx } from '../../db/client';
import { bumpDataVersion } from '../../db/data-version';
import { billingEvents, subscriptions } from '../../db/schema';

export interface ProviderState {
  userId: string;
  tierId: number;
  status: SubscriptionStatus;
  provider: BillingProvider;
  providerSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When this state was true at the provider (the event's time, or now for the sandbox). */
  stateAt: Date;
}

/** Statuses of a subscription that is being paid for (not one winding down or over). */
const LIVE: readonly SubscriptionStatus[] = ['active', 'past_due'];

/** Applies a provider's state; false when it was older than what is stored, or superseded. */
export async function applyProviderState(tx: Tx, s: ProviderState): Promise<boolean> {
  const [stored] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, s.userId))
    .for('update');
  if (stored) {
    if (stored.providerStateAt && stored.providerStateAt > s.stateAt) return false;
    // Another subscription's news replaces the plan in force only when it is itself a paid,
    // live plan: the end of an old one never takes the new one away.
    const now = new Date();
    const replaced =
      stored.providerSubscriptionId !== s.providerSubscriptionId &&
      inForce(stored, now) &&
      !(LIVE.includes(s.status) && inForce(s, now));
    if (replaced) return false;
  }
  const values = {
    tierId: s.tierId,
    status: s.status,
    provider: s.provider,
    providerSubscriptionId: s.providerSubscriptionId,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    providerStateAt: s.stateAt,
    updatedAt: new Date(),
  };
  if (stored) await tx.update(subscriptions).set(values).where(eq(subscriptions.userId, s.userId));
  else await tx.insert(subscriptions).values({ userId: s.userId, ...values });
  // The plan is in what cached reads answer (the leaderboard is a plan feature).
  await bumpDataVersion(tx, s.userId);
  return true;
}

/** Records a provider event; false when it was seen before (a replay, to be answered 2xx). */
export async function firstSight(
  tx: Tx,
  provider: 'stripe' | 'revenuecat',
  eventId: string,
  type: string,
): Promise<boolean> {
  const rows = await tx
    .insert(billingEvents)
    .values({ provider, eventId, type: type.slice(0, 64) })
    .onConflictDoNothing()
    .returning({ eventId: billingEvents.eventId });
  return rows.length > 0;
}
