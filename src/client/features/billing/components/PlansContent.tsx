import { lazy, Suspense, useReducer } from 'react';
import type { BillingConfig, Entitlements, Subscription, Tier } from '@shared/schemas/billing';
import type { User } from '@shared/schemas/users';
import { usePlanChange } from '../hooks/use-plan-change';
import type { StorePurchases } from '../mobile/store-types';
import { EMPTY_PROMO, promoReducer } from '../model/promo';
import { BillingModeBanner, type BillingMode } from './BillingModeBanner';
import { CurrentPlanCard } from './CurrentPlanCard';
import { FeatureComparison } from './FeatureComparison';
import { PromoCodeBox } from './PromoCodeBox';
import { RestorePurchasesButton } from './RestorePurchasesButton';
import { SubscriptionFaq } from './SubscriptionFaq';
import { TierList } from './TierList';

// Stripe Elements and Stripe.js load only when a card payment is to be taken.
const StripePaymentDialog = lazy(() =>
  import('./StripePaymentDialog').then((m) => ({ default: m.StripePaymentDialog })),
);

interface PlansContentProps {
  user: User;
  tiers: Tier[];
  config: BillingConfig;
  subscription: Subscription;
  entitlements: Entitlements;
  /** The app store on a phone; null on the web. */
  store: StorePurchases | null;
  /** On a phone, the store could not be set up: paid plans cannot be bought. */
  storeFailed: boolean;
  awaitingTierId: number | null;
  onAwaitActivation: (tierId: number | null) => void;
}

/** The loaded page: billing mode, current plan, promo code, tiers, comparison, FAQ. */
export function PlansContent({
  user,
  tiers,
  config,
  subscription,
  store,
  ...props
}: PlansContentProps) {
  // In the phone app its store sells; on the web, the server's BILLING_MODE says how.
  const mode: BillingMode = store?.platform ?? config.mode;
  const [promo, dispatch] = useReducer(promoReducer, EMPTY_PROMO);
  const change = usePlanChange({
    store,
    sandbox: mode === 'sandbox',
    onAwaitActivation: props.onAwaitActivation,
    onChanged: () => dispatch({ type: 'reset' }),
  });
  const activating = tiers.find(
    (t) => t.id === props.awaitingTierId && t.id !== subscription.tierId,
  );
  const currentPlan = (
    <CurrentPlanCard
      subscription={subscription}
      entitlements={props.entitlements}
      timeZone={user.timeZone}
      activating={activating?.displayName ?? null}
      action={store ? <RestorePurchasesButton store={store} /> : undefined}
    />
  );
  // A self-hosted server with plans off sells nothing: the plan everyone has, and why.
  if (mode === 'off')
    return (
      <>
        <BillingModeBanner mode={mode} />
        {currentPlan}
        <SubscriptionFaq mode={mode} />
      </>
    );
  // Where only the phone apps sell, the web shows the plans and where to buy them, nothing to press.
  const soldInApp = mode === 'stores';
  return (
    <>
      <BillingModeBanner mode={mode} />
      {currentPlan}
      {!soldInApp && (
        <PromoCodeBox
          state={promo}
          dispatch={dispatch}
          tiers={tiers.filter((t) => t.price > 0 && t.id !== subscription.tierId)}
        />
      )}
      <TierList
        tiers={tiers}
        subscription={subscription}
        promo={promo}
        buttons={{
          pending: change.pending,
          pendingTierId: change.pendingTierId,
          storeLoading: props.storeFailed,
          soldInApp,
        }}
        onChoose={change.choose}
      />
      <FeatureComparison tiers={tiers} />
      <SubscriptionFaq mode={mode} />
      {change.payment && (
        <Suspense fallback={null}>
          <StripePaymentDialog
            payment={change.payment}
            publishableKey={config.publishableKey}
            onClose={change.closePayment}
            onPaid={change.paid}
          />
        </Suspense>
      )}
    </>
  );
}
