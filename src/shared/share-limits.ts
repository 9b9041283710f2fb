// How long a plan keeps share links (DESIGN §6: free 7 days, coach 30, champion may never
// expire). One rule for the server, which refuses a link beyond it, and for the share dialog,
// which shows the choices beyond it disabled (issue 26).
import { isUnlimited } from './pricing';

const DAY_MS = 86_400_000;
/** A link made for "1 week" is checked a moment after the browser computed it. */
export const SHARE_EXPIRY_SLACK_MS = 5 * 60_000;

/**
 * Whether a plan keeping links `limitDays` (the tier's shareExpirationDays; -1 unlimited)
 * allows a link expiring at `expiresAt` (null: never), made at `now`.
 */
export function expiryWithinPlan(limitDays: number, expiresAt: Date | null, now: Date): boolean {
  if (isUnlimited(limitDays)) return true;
  if (expiresAt === null) return false;
  return expiresAt.getTime() - now.getTime() <= limitDays * DAY_MS + SHARE_EXPIRY_SLACK_MS;
}

/** The whole days a link expiring at `expiresAt` asks for (to name a plan that allows it). */
export const daysWanted = (expiresAt: Date, now: Date) =>
  Math.ceil((expiresAt.getTime() - now.getTime() - SHARE_EXPIRY_SLACK_MS) / DAY_MS);

/** "Your Free plan allows share links of at most 7 days." (null when the plan has no limit). */
export function shareLimitNote(planName: string, limitDays: number): string | null {
  if (isUnlimited(limitDays)) return null;
  const days = `${limitDays} ${limitDays === 1 ? 'day' : 'days'}`;
  return `Your ${planName} plan allows share links of at most ${days}.`;
}
