import { showableName } from './person-name';

/** The parts of a user that names are made from (SPEC §2 Dashboard header, Profile). */
export interface NameParts {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}

/** The name of a user who has given none the app may show (SPEC §2 Profile). */
export const NAMELESS = 'Fitness User';

/**
 * Who reads the name: the user themselves (header, greeting, profile, coach), or other people
 * (boards, share pages), who never see the username: it is a sign-in name (decisions 008, 017).
 */
export type NameAudience = 'self' | 'others';

/**
 * Every shown name passes here: a name saved before names were checked, or sent by a sign-in
 * provider, is shown without the characters the contract now refuses (person-name.ts).
 */
const clean = (s?: string | null) => (s ? showableName(s) : '');

/**
 * The one name the app calls a user by (issue 26), SPEC §2 Profile's order: the display name,
 * else first and last name, else the first name, else the username (to the user only), else
 * 'Fitness User'. SPEC's header fell back to the coach persona's name, which called the user
 * "Joey"; the greeting used the first name over a chosen display name. Both now read this.
 */
export function userName(u: NameParts | null | undefined, audience: NameAudience = 'self') {
  if (!u) return NAMELESS;
  const first = clean(u.firstName);
  const last = clean(u.lastName);
  return (
    clean(u.displayName) ||
    (first && last ? `${first} ${last}` : first) ||
    (audience === 'self' ? clean(u.username) : '') ||
    NAMELESS
  );
}

/** Up to two capital initials for avatar fallbacks. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p!.charAt(0).toUpperCase()).join('') || '?';
}
