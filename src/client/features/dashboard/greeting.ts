import { profileName, type NameParts } from '@shared/display-name';

/** "Good morning" until noon, "Good afternoon" until 6 pm, then "Good evening" (local hour). */
export function timeOfDayGreeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The coach calls people by their first name when it is known, else as the profile does. */
export function greetingName(user: NameParts): string {
  return user.firstName?.trim() || profileName(user);
}
