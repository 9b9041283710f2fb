// Paid time is the truth (issue 25 §1). A plan is in force until the time it was granted for
// ends, whatever status word a provider last sent: an event that never comes (a store that stops
// writing, a free first month nobody renews) cannot keep a plan alive. Every provider's mapping
// stores, in `currentPeriodEnd`, the instant its plan stops being granted; this file decides
// what that instant is and whether a plan is in force now.
import type { SubscriptionStatus } from './schemas/billing';

/**
 * Days a plan stays after a renewal the provider could not charge, when the provider names no
 * grace of its own: long enough for a card to be updated after the first reminder (Stripe's
 * smart retries try again over about a week), short enough that an unpaid plan is not a month.
 */
export const PAST_DUE_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/** Statuses under which a plan can be in force, until its granted time ends. */
const GRANTING: ReadonlySet<SubscriptionStatus> = new Set(['active', 'past_due', 'canceled']);

export interface GrantedPlan {
  status: SubscriptionStatus;
  /** The instant the plan stops being granted: a paid period's end, or a failed renewal's grace. */
  currentPeriodEnd: Date | null;
}

/** Whether the plan is in force at `now`: a granting status and time left. No end is no time. */
export function inForce(plan: GrantedPlan | undefined, now: Date): boolean {
  if (!plan || !GRANTING.has(plan.status) || plan.currentPeriodEnd === null) return false;
  return plan.currentPeriodEnd.getTime() > now.getTime();
}

/**
 * Until when a plan whose renewal failed is kept: the provider's own grace when it names one (an
 * app store's billing grace period), else PAST_DUE_GRACE_DAYS after the paid time ended.
 */
export function graceEnd(paidUntil: Date | null, providerGraceEnd?: Date | null): Date | null {
  if (providerGraceEnd) return providerGraceEnd;
  if (!paidUntil) return null;
  return new Date(paidUntil.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
}
