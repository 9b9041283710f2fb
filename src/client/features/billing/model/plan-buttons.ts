import { TIER_IDS, type Tier } from '@shared/schemas/billing';

export interface PlanButtonContext {
  currentTierId: number;
  /** A plan change is under way (SPEC §4 pending flag). */
  pending: boolean;
  /** The tier whose change is under way, to say so on its own button. */
  pendingTierId: number | null;
  /** On a phone, the store's offerings are not loaded yet (SPEC §4). */
  storeLoading: boolean;
  /** This page cannot sell (plans are sold only in the phone apps here): nothing to press. */
  soldInApp?: boolean;
}

export interface PlanButton {
  label: string;
  disabled: boolean;
}

/**
 * SPEC §4: a tier's button is disabled for the current tier, for free when already on free, and
 * while a change is pending; a paid tier also waits for the store on a phone.
 */
export function planButton(
  tier: Pick<Tier, 'id' | 'displayName'>,
  ctx: PlanButtonContext,
): PlanButton {
  const isFree = tier.id === TIER_IDS.free;
  const current = tier.id === ctx.currentTierId;
  const disabled =
    current ||
    Boolean(ctx.soldInApp) ||
    (isFree && ctx.currentTierId === TIER_IDS.free) ||
    ctx.pending ||
    (!isFree && ctx.storeLoading);
  return { label: planButtonLabel(tier, ctx, current), disabled };
}

function planButtonLabel(
  tier: Pick<Tier, 'id' | 'displayName'>,
  ctx: PlanButtonContext,
  current: boolean,
): string {
  if (current) return 'Current Plan';
  if (ctx.soldInApp) return 'In the app';
  if (ctx.pending && ctx.pendingTierId === tier.id) return 'Processing...';
  if (tier.id === TIER_IDS.free) return 'Switch to Free';
  // Tier ids rise with what a plan gives (free 1, coach 2, champion 3).
  return tier.id > ctx.currentTierId
    ? `Upgrade to ${tier.displayName}`
    : `Switch to ${tier.displayName}`;
}
