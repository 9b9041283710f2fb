import { localDayOf } from '@shared/local-day';
import { isUnlimited } from '@shared/pricing';
import type { Quota, QuotaUsage } from '@shared/schemas/billing';
import { formatDay } from '@client/lib/formatting';

const QUOTA_LABELS: Record<Quota, string> = {
  voiceWorkouts: 'Voice workouts',
  aiSuggestions: 'AI suggestions',
};

/** 'Voice workouts this month', 'AI suggestions this week'. */
export const quotaLabel = (quota: Quota, usage: Pick<QuotaUsage, 'period'>) =>
  `${QUOTA_LABELS[quota]} this ${usage.period}`;

/** '3 of 20 used', or 'Unlimited' when the plan has no limit (-1, SPEC §9). */
export function quotaAmountText(usage: Pick<QuotaUsage, 'limit' | 'used'>): string {
  return isUnlimited(usage.limit) ? 'Unlimited' : `${usage.used} of ${usage.limit} used`;
}

/** How full the meter is, 0–100; an unlimited quota is never full, a zero limit always is. */
export function quotaPercent(usage: Pick<QuotaUsage, 'limit' | 'used'>): number {
  if (isUnlimited(usage.limit)) return 0;
  if (usage.limit === 0) return 100;
  return Math.min(100, Math.round((usage.used / usage.limit) * 100));
}

/** 'Resets Apr 1, 2026': the first local day of the next period (resetsAt is its midnight). */
export const quotaResetText = (usage: Pick<QuotaUsage, 'resetsAt'>, timeZone: string) =>
  `Resets ${formatDay(localDayOf(Date.parse(usage.resetsAt), timeZone))}`;

/** The meter's colour: a warning as the last units go, the danger colour when none are left. */
export function quotaTone(
  usage: Pick<QuotaUsage, 'limit' | 'used'>,
): 'brand' | 'accent' | 'danger' {
  const percent = quotaPercent(usage);
  if (isUnlimited(usage.limit) || percent < 80) return 'brand';
  return percent >= 100 ? 'danger' : 'accent';
}
