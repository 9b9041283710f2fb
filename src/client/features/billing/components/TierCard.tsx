import { Check, Star } from 'lucide-react';
import { useId } from 'react';
import { formatPrice } from '@shared/pricing';
import type { Tier } from '@shared/schemas/billing';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { tierHighlights } from '../model/features';
import type { PlanButton } from '../model/plan-buttons';
import { periodText } from '../model/price';

interface TierCardProps {
  tier: Tier;
  current: boolean;
  /** The price a checked promo code gives this tier. */
  discount: { code: string; price: number } | null;
  button: PlanButton;
  onChoose: () => void;
}

/** SPEC §2 tier card: name, price (or the discounted one), Most Popular, features, a button. */
export function TierCard({ tier, current, discount, button, onChoose }: TierCardProps) {
  const titleId = useId();
  return (
    <Card
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-4', current && 'ring-2 ring-brand-600')}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold tracking-tight">
          {tier.displayName}
        </h3>
        {tier.mostPopular && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-ink dark:bg-surface-muted">
            <Star aria-hidden="true" className="size-3.5 fill-accent-500 text-accent-600" />
            Most Popular
          </span>
        )}
      </div>
      <TierPrice tier={tier} discount={discount} />
      <ul className="flex flex-col gap-2 text-sm">
        {tierHighlights(tier.features).map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Check
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-200"
            />
            {line}
          </li>
        ))}
      </ul>
      <Button
        variant={tier.mostPopular && !current ? 'primary' : 'outline'}
        disabled={button.disabled}
        onClick={onChoose}
        className="w-full"
      >
        {button.label}
      </Button>
    </Card>
  );
}

function TierPrice({ tier, discount }: Pick<TierCardProps, 'tier' | 'discount'>) {
  const regular = <Amount cents={tier.price} tier={tier} size={discount ? 'small' : 'large'} />;
  if (!discount) return <p>{regular}</p>;
  return (
    <div className="flex flex-col gap-0.5">
      <p className="text-ink-muted">
        <span className="sr-only">Regular price: </span>
        <del>{regular}</del>
      </p>
      <p>
        <Amount cents={discount.price} tier={tier} size="large" />{' '}
        <span className="text-sm font-semibold text-success">with {discount.code}</span>
      </p>
    </div>
  );
}

function Amount({ cents, tier, size }: { cents: number; tier: Tier; size: 'small' | 'large' }) {
  const period = periodText(tier, cents);
  return (
    <>
      <span
        className={cn(
          'font-bold tabular-nums',
          size === 'large' ? 'text-3xl tracking-tight' : 'text-base',
        )}
      >
        {formatPrice(cents)}
      </span>
      {period && <span className="text-sm text-ink-muted"> {period}</span>}
    </>
  );
}
