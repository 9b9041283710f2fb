import type { Quota, QuotaUsage } from '@shared/schemas/billing';
import { isUnlimited } from '@shared/pricing';
import { ProgressBar } from '@client/components/ui/progress-bar';
import {
  quotaAmountText,
  quotaLabel,
  quotaPercent,
  quotaResetText,
  quotaTone,
} from '../model/quota';

interface QuotaMeterProps {
  quota: Quota;
  usage: QuotaUsage;
  timeZone: string;
}

/** One allowance of this period: used of limit with a bar and when it starts again, or 'Unlimited'. */
export function QuotaMeter({ quota, usage, timeZone }: QuotaMeterProps) {
  const label = quotaLabel(quota, usage);
  const amount = quotaAmountText(usage);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="font-semibold tabular-nums">{amount}</span>
      </div>
      {/* Nothing runs out of an unlimited allowance: no bar, no reset date. */}
      {!isUnlimited(usage.limit) && (
        <>
          <ProgressBar
            value={quotaPercent(usage)}
            label={label}
            valueText={amount}
            tone={quotaTone(usage)}
          />
          <p className="text-xs text-ink-muted">{quotaResetText(usage, timeZone)}</p>
        </>
      )}
    </div>
  );
}
