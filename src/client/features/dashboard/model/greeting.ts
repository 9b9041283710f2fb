import { userName, type NameParts } from '@shared/display-name';

/** "Good morning" until noon, "Good afternoon" until 6 pm, then "Good evening" (local hour). */
export function timeOfDayGreeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The coach greets the user by the one name the app calls them (issue 26): the header's. */
export const greetingName = (user: NameParts): string => userName(user);
