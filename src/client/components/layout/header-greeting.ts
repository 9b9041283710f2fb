import { localDayOf } from '@shared/local-day';

/**
 * The line over the name in the header (issue 8 polish: a new user was greeted "Welcome back").
 * On the day the account was made, in the user's own zone, it is their first visit.
 */
export function headerGreeting(
  user: { createdAt: string; timeZone: string },
  now: Date = new Date(),
): string {
  const joined = localDayOf(Date.parse(user.createdAt), user.timeZone);
  return joined === localDayOf(now, user.timeZone) ? 'Welcome to Joey Fit' : 'Welcome back';
}
