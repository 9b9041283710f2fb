import { useState } from 'react';
import { TIER_IDS, type Subscription, type Tier } from '@shared/schemas/billing';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import type { PlanChoice } from '../hooks/use-plan-change';
import { planButton, type PlanButtonContext } from '../model/plan-buttons';
import { validDiscountFor, type PromoState } from '../model/promo';
import { TierCard } from './TierCard';

interface TierListProps {
  tiers: Tier[];
  subscription: Subscription;
  promo: PromoState;
  buttons: Omit<PlanButtonContext, 'currentTierId'>;
  onChoose: (choice: PlanChoice) => void;
}

/** The three tier cards (SPEC §2); leaving a paid plan for Free is confirmed first. */
export function TierList({ tiers, subscription, promo, buttons, onChoose }: TierListProps) {
  const [confirmFree, setConfirmFree] = useState<Tier | null>(null);
  const ctx = { ...buttons, currentTierId: subscription.tierId };
  const choose = (tier: Tier) => {
    const discount = validDiscountFor(promo, tier.id);
    onChoose({ tier, discountCode: discount?.code ?? null, typedCode: promo.code || null });
  };
  // At once in the sandbox; Stripe keeps a paid plan to the end of its period.
  const when =
    subscription.provider === 'sandbox' ? 'now' : 'at the end of the period you paid for';
  return (
    <section aria-labelledby="tiers-title" className="flex flex-col gap-3">
      <h2 id="tiers-title" className="px-1 text-lg font-bold tracking-tight">
        Choose your plan
      </h2>
      {tiers.map((tier) => (
        <TierCard
          key={tier.id}
          tier={tier}
          current={tier.id === subscription.tierId}
          discount={validDiscountFor(promo, tier.id)}
          button={planButton(tier, ctx)}
          onChoose={() => (tier.id === TIER_IDS.free ? setConfirmFree(tier) : choose(tier))}
        />
      ))}
      <ConfirmDialog
        open={confirmFree !== null}
        onOpenChange={(open) => !open && setConfirmFree(null)}
        title="Switch to Free?"
        description={`Your ${subscription.tier.displayName} plan's extras stop ${when}. Your workouts, goals, progress and share links are kept.`}
        confirmLabel="Switch to Free"
        onConfirm={() => {
          if (confirmFree) choose(confirmFree);
          setConfirmFree(null);
        }}
      />
    </section>
  );
}
