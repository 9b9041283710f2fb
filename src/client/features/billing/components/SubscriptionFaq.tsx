import { Card, CardTitle } from '@client/components/ui/card';
import { FaqList } from '@client/components/ui/faq-list';
import type { BillingMode } from './BillingModeBanner';

const BILLING_ANSWERS: Record<BillingMode, string> = {
  sandbox:
    'This server runs without a payment provider: choosing a plan activates it at once and nothing is ever charged. It lasts one billing period and then ends; choose it again to go on. It is for trying the plans out.',
  stores:
    'Plans are bought and renewed in the Joey Fit app, through your Apple ID or Google Play. This page shows your plan and what it gives; it changes as soon as the store confirms a purchase.',
  off: 'This server sells no plans: every account has every feature, with no limits.',
  stripe:
    'Paid plans are billed to your card through Stripe: Coach every month, Champion every year, until you switch back to Free. Your plan starts once the payment is confirmed.',
  ios: 'In the app, plans are bought and renewed through your Apple ID. Manage or cancel them in your App Store subscriptions.',
  android:
    'In the app, plans are bought and renewed through Google Play. Manage or cancel them in your Play subscriptions.',
};

const DOWNGRADE_ANSWERS: Record<Exclude<BillingMode, 'off'>, string> = {
  sandbox: 'In the sandbox the Free plan starts at once.',
  stripe:
    'A paid plan you leave runs until the end of the period you paid for. A renewal that cannot be charged keeps the plan for 7 days while the payment is retried.',
  stores: 'A plan you cancel in the store runs until the end of the period you paid for.',
  ios: 'A plan you cancel in the store runs until the end of the period you paid for.',
  android: 'A plan you cancel in the store runs until the end of the period you paid for.',
};

function faqFor(mode: BillingMode) {
  // With plans off there is nothing to cancel, no code to use and no limit to reach.
  if (mode === 'off')
    return [
      { q: 'How does billing work here?', a: BILLING_ANSWERS.off },
      {
        q: 'Is anything limited?',
        a: 'No. Voice workouts, AI suggestions, share links, leaderboards and every coach are open to every account, without a count.',
      },
    ];
  return [
    { q: 'How does billing work here?', a: BILLING_ANSWERS[mode] },
    {
      q: 'Do I lose anything if I cancel or switch to Free?',
      a: `No. Your workouts, goals, progress and share links stay as they are; only the paid plan's extras stop. ${DOWNGRADE_ANSWERS[mode]}`,
    },
    {
      q: 'What do promo codes do?',
      a: 'A code lowers the price of a plan. Type it, pick the plan, and press Apply to see the price it gives before you choose. Each code can be used once per account.',
    },
    {
      q: 'What happens when I reach a limit?',
      a: 'Joey tells you which allowance ran out and the day it starts again: voice workouts on the first of the month, AI suggestions each Monday. Workouts you log with the forms never count, and nothing you already logged is touched.',
    },
  ];
}

/** SPEC §2 FAQ: a few honest answers, each opened on its own (details and summary). */
export function SubscriptionFaq({ mode }: { mode: BillingMode }) {
  return (
    <Card aria-labelledby="plans-faq-title" className="flex flex-col gap-1">
      <CardTitle id="plans-faq-title" className="mb-1">
        Questions
      </CardTitle>
      <FaqList items={faqFor(mode)} />
    </Card>
  );
}
