import { showableName } from './person-name';

/** The parts of a user that names are made from (SPEC §2 Dashboard header, Profile). */
export interface NameParts {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}

export const DEFAULT_COACH_NAME = 'Joey';
export const DEFAULT_PROFILE_NAME = 'Fitness User';

/**
 * Every shown name passes here: a name saved before names were checked, or sent by a sign-in
 * provider, is shown without the characters the contract now refuses (person-name.ts).
 */
const clean = (s?: string | null) => (s ? showableName(s) : '');

function fromNames(u: NameParts): string {
  const first = clean(u.firstName);
  const last = clean(u.lastName);
  if (first && last) return `${first} ${last}`;
  return first;
}

/** Header: display name, first + last, first name, then the coach persona's name. */
export function headerName(u: NameParts | null | undefined, coachName = DEFAULT_COACH_NAME) {
  if (!u) return coachName;
  return clean(u.displayName) || fromNames(u) || coachName;
}

/** Profile: display name, first + last, first name, username, then 'Fitness User'. */
export function profileName(u: NameParts | null | undefined) {
  if (!u) return DEFAULT_PROFILE_NAME;
  return clean(u.displayName) || fromNames(u) || clean(u.username) || DEFAULT_PROFILE_NAME;
}

/** Up to two capital initials for avatar fallbacks. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p!.charAt(0).toUpperCase()).join('') || '?';
}
