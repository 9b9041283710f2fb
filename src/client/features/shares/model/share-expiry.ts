import { addDays, localDayOf } from '@shared/local-day';
import { DEFAULT_PROGRESS_DAYS } from '@shared/schemas/shares';
import { expiryWithinPlan } from '@shared/share-limits';

/** SPEC §5 Share expiry options, in the order the select lists them. */
export const EXPIRY_OPTIONS = [
  { value: '1d', label: '1 day' },
  { value: '1w', label: '1 week' },
  { value: '1m', label: '1 month' },
  { value: 'never', label: 'Never' },
  { value: 'custom', label: 'Custom…' },
] as const;
export type ExpiryOption = (typeof EXPIRY_OPTIONS)[number]['value'];
/** The free plan's links last at most a week (DESIGN §6), so a week is what works for everyone. */
export const DEFAULT_EXPIRY: ExpiryOption = '1w';

const DAY_MS = 86_400_000;
const OFFSETS: Partial<Record<ExpiryOption, number>> = { '1d': 1, '1w': 7, '1m': 30 };

/** `YYYY-MM-DDTHH:mm` in the browser's zone: the value and min format of datetime-local. */
export function toDateTimeLocal(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export type ExpiryResult = { ok: true; expiresAt: string | null } | { ok: false; error: string };

/** The instant a choice means: null for never; a custom time must lie in the future. */
export function expiryFrom(option: ExpiryOption, custom: string, now: Date): ExpiryResult {
  if (option === 'never') return { ok: true, expiresAt: null };
  const days = OFFSETS[option];
  if (days !== undefined) {
    return { ok: true, expiresAt: new Date(now.getTime() + days * DAY_MS).toISOString() };
  }
  if (!custom) return { ok: false, error: 'Choose when the link expires.' };
  const at = new Date(custom); // datetime-local: the browser's own zone
  if (Number.isNaN(at.getTime())) return { ok: false, error: 'Choose when the link expires.' };
  if (at.getTime() <= now.getTime()) return { ok: false, error: 'Choose a time in the future.' };
  return { ok: true, expiresAt: at.toISOString() };
}

/**
 * Whether the plan (its shareExpirationDays; undefined while unread) allows a choice: the fixed
 * choices beyond the plan's limit are shown disabled (issue 26: Free offered "1 month" and
 * "Never", which always failed). A custom time is checked when it is chosen.
 */
export function optionAllowed(option: ExpiryOption, limitDays: number | undefined, now: Date) {
  if (limitDays === undefined || option === 'custom') return true;
  const when = expiryFrom(option, '', now);
  if (!when.ok) return false;
  const at = when.expiresAt === null ? null : new Date(when.expiresAt);
  return expiryWithinPlan(limitDays, at, now);
}

/** SPEC §5: a progress share covers the last 30 days through today (the user's days). */
export function defaultProgressRange(now: Date, timeZone: string) {
  const end = localDayOf(now, timeZone);
  return { start: addDays(end, -(DEFAULT_PROGRESS_DAYS - 1)), end };
}
