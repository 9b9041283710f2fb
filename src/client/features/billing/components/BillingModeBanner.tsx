import {
  CreditCard,
  FlaskConical,
  Infinity as Unlimited,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@client/lib/utils';

/**
 * How plans are paid here: the server's BILLING_MODE on the web (sandbox, Stripe, the phone
 * apps' stores only, or off), or the phone's own store in the app.
 */
export type BillingMode = 'sandbox' | 'stripe' | 'stores' | 'off' | 'ios' | 'android';

const BANNERS: Record<BillingMode, { icon: LucideIcon; title: string; text: string }> = {
  sandbox: {
    icon: FlaskConical,
    title: 'Sandbox — no charge',
    text: 'This server takes no payments: a plan you choose is active at once, free of charge, for one month (Coach) or one year (Champion).',
  },
  stripe: {
    icon: CreditCard,
    title: 'Card payments by Stripe',
    text: 'Paid plans are billed to your card through Stripe and renew until you cancel.',
  },
  stores: {
    icon: Smartphone,
    title: 'Plans are sold in the app',
    text: 'Buy or change a plan in the Joey Fit app for iPhone or Android; it applies here as soon as the store confirms it.',
  },
  off: {
    icon: Unlimited,
    title: 'Plans are off on this server',
    text: 'Every account here has every feature, with no limits. Nothing is sold.',
  },
  ios: {
    icon: Smartphone,
    title: 'Billed by the App Store',
    text: 'Purchases and renewals go through your Apple ID; manage them in your App Store account.',
  },
  android: {
    icon: Smartphone,
    title: 'Billed by Google Play',
    text: 'Purchases and renewals go through Google Play; manage them in your Play account.',
  },
};

/** SPEC §2: the billing-mode banner at the top of the page (DESIGN §6's sandbox wording). */
export function BillingModeBanner({ mode }: { mode: BillingMode }) {
  const { icon: Icon, title, text } = BANNERS[mode];
  return (
    <aside
      aria-label="Billing"
      className={cn(
        'flex items-start gap-3 rounded-card border p-4',
        mode === 'sandbox'
          ? 'border-accent-400/60 bg-accent-100 text-ink dark:bg-surface-muted'
          : 'border-line/60 bg-surface-muted',
      )}
    >
      <Icon
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-200"
      />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-ink-muted">{text}</p>
      </div>
    </aside>
  );
}
