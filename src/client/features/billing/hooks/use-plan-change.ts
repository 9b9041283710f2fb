import { useState } from 'react';
import { TIER_IDS, type Tier } from '@shared/schemas/billing';
import { useCreateSubscription } from '../api/create-subscription';
import type { StorePurchases } from '../mobile/store-types';
import { useStorePurchase } from './use-store-purchase';

/** A Stripe payment to confirm: the first invoice of the plan just chosen. */
export interface PendingPayment {
  clientSecret: string;
  tier: Tier;
  finalPrice: number;
}

export interface PlanChoice {
  tier: Tier;
  /** A code a check said gives this tier its price: sent with a web purchase. */
  discountCode: string | null;
  /** Whatever is in the promo box: a phone purchase checks it itself (SPEC §8). */
  typedCode: string | null;
}

/**
 * Choosing a plan, wherever it is paid: on a phone a paid plan is bought in the store; otherwise
 * the server creates it (at once in the sandbox, or with a Stripe payment to confirm, after which
 * the plan reads are polled until Stripe's webhook has activated it).
 */
export function usePlanChange({
  store,
  sandbox,
  onAwaitActivation,
  onChanged,
}: {
  store: StorePurchases | null;
  sandbox: boolean;
  /** The tier to watch for until its provider activates it; null when nothing is awaited. */
  onAwaitActivation: (tierId: number | null) => void;
  /** A plan was bought or changed (its promo code, if any, is spent). */
  onChanged: () => void;
}) {
  const create = useCreateSubscription({ sandbox });
  const storePurchase = useStorePurchase(store);
  const [payment, setPayment] = useState<PendingPayment | null>(null);

  const choose = ({ tier, discountCode, typedCode }: PlanChoice) => {
    onAwaitActivation(null);
    if (store && tier.id !== TIER_IDS.free) {
      storePurchase.mutate(
        { tier, code: typedCode },
        { onSuccess: (outcome) => outcome.ok && onChanged() },
      );
      return;
    }
    create.mutate(
      { tier, discountCode },
      {
        onSuccess: ({ clientSecret, finalPrice, subscription }) => {
          onChanged();
          if (clientSecret) setPayment({ clientSecret, tier, finalPrice });
          else if (tier.id !== TIER_IDS.free && subscription.tierId !== tier.id)
            onAwaitActivation(tier.id);
        },
      },
    );
  };

  const paid = () => {
    if (payment) onAwaitActivation(payment.tier.id);
    setPayment(null);
  };

  const pendingTierId = create.isPending
    ? (create.variables?.tier.id ?? null)
    : storePurchase.isPending
      ? (storePurchase.variables?.tier.id ?? null)
      : null;

  return {
    choose,
    pending: create.isPending || storePurchase.isPending,
    pendingTierId,
    payment,
    closePayment: () => setPayment(null),
    paid,
  };
}
