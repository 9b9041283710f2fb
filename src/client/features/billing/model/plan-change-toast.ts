import { TIER_IDS, type CreateSubscriptionResult, type Tier } from '@shared/schemas/billing';
import { discountChangeText } from './price';

export interface ToastText {
  title: string;
  description: string;
}

const KEPT = 'Everything you have logged is kept.';

/** The toast after a downgrade: at once in the sandbox, at the paid period's end with Stripe. */
function downgradeToast(result: CreateSubscriptionResult): ToastText {
  if (result.subscription.tierId === TIER_IDS.free)
    return { title: 'Switched to Free', description: `You are on the Free plan now. ${KEPT}` };
  return {
    title: 'Switching to Free',
    description: `Your ${result.subscription.tier.displayName} plan stays until the end of the period you paid for. ${KEPT}`,
  };
}

/**
 * SPEC §8 'Subscription Created': the original and final price when a code applied, else
 * 'Redirecting to payment...' when a payment follows. When nothing is left to pay (the sandbox,
 * a free price) the plan may already be in force, and the toast says so.
 */
export function planChangeToast(
  tier: Pick<Tier, 'id' | 'displayName'>,
  result: CreateSubscriptionResult,
  sandbox: boolean,
): ToastText {
  if (tier.id === TIER_IDS.free) return downgradeToast(result);
  const title = 'Subscription Created';
  const change = result.discountApplied
    ? discountChangeText(result.originalPrice, result.finalPrice)
    : null;
  if (result.clientSecret) return { title, description: change ?? 'Redirecting to payment...' };
  const when =
    result.subscription.tierId === tier.id
      ? `Your ${tier.displayName} plan is active now.`
      : `Your ${tier.displayName} plan starts as soon as the payment is confirmed.`;
  const lead = change ? `${change}.` : sandbox ? 'Sandbox — no charge.' : null;
  return { title, description: lead ? `${lead} ${when}` : when };
}
