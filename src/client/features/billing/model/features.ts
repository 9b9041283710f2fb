import { isUnlimited } from '@shared/pricing';
import type { TierFeatures } from '@shared/schemas/billing';

const amount = (n: number) => (isUnlimited(n) ? 'Unlimited' : String(n));

/** Share links last this many days; -1: they may never expire (DESIGN §6). */
export function shareExpiryText(days: number): string {
  if (isUnlimited(days)) return 'Never expire';
  return days === 1 ? '1 day' : `${days} days`;
}

/** The few lines a tier card lists, in the order people compare plans. */
export function tierHighlights(f: TierFeatures): string[] {
  const lines = [
    isUnlimited(f.voiceWorkoutsPerMonth)
      ? 'Unlimited voice workouts'
      : `${f.voiceWorkoutsPerMonth} voice workouts a month`,
    isUnlimited(f.aiCoachingSuggestionsPerWeek)
      ? 'Unlimited AI coaching suggestions'
      : `${f.aiCoachingSuggestionsPerWeek} AI coaching suggestions a week`,
  ];
  if (f.sharingEnabled) {
    lines.push(
      isUnlimited(f.shareExpirationDays)
        ? 'Share links that never expire'
        : `Share links for ${shareExpiryText(f.shareExpirationDays)}`,
    );
  }
  if (f.leaderboardEnabled) lines.push('Leaderboards');
  lines.push(f.customAvatarEnabled ? 'All six coach avatars' : 'The default coach avatar');
  if (f.prioritySupport) lines.push('Priority support');
  return lines;
}

/** A cell of the comparison table: words, or a yes/no drawn as a mark with a spoken name. */
export type ComparisonCell = { kind: 'text'; text: string } | { kind: 'check'; included: boolean };

export interface ComparisonRow {
  feature: string;
  cell: (f: TierFeatures) => ComparisonCell;
}

const text = (t: string): ComparisonCell => ({ kind: 'text', text: t });
const check = (included: boolean): ComparisonCell => ({ kind: 'check', included });

/** Every feature of a tier (SPEC §3), one row each. */
export const COMPARISON_ROWS: ComparisonRow[] = [
  { feature: 'Voice workouts per month', cell: (f) => text(amount(f.voiceWorkoutsPerMonth)) },
  {
    feature: 'AI suggestions per week',
    cell: (f) => text(amount(f.aiCoachingSuggestionsPerWeek)),
  },
  { feature: 'Workout sharing', cell: (f) => check(f.sharingEnabled) },
  {
    feature: 'Share links last',
    cell: (f) => (f.sharingEnabled ? text(shareExpiryText(f.shareExpirationDays)) : check(false)),
  },
  { feature: 'Leaderboards', cell: (f) => check(f.leaderboardEnabled) },
  { feature: 'Custom coach avatars', cell: (f) => check(f.customAvatarEnabled) },
  { feature: 'Priority support', cell: (f) => check(f.prioritySupport) },
];
