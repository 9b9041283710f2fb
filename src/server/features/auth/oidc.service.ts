import { sql } from 'drizzle-orm';
import { showableName } from '../../../shared/person-name';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** What Joey Fit keeps from a provider's claims, already trimmed to fit the users table. */
export interface OidcProfile {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  profileImageUrl: string | null;
}

/** A claim as a trimmed string, or null when absent, empty or not a string. */
function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/**
 * A name claim as it would be shown (person-name.ts: NFKC, no control, invisible or
 * text-direction characters), cut to `max` characters, not UTF-16 halves; null when nothing is
 * left. A provider's odd name is cleaned rather than refusing the sign-in.
 */
function nameClaim(value: unknown, max: number): string | null {
  const name = typeof value === 'string' ? showableName(value) : '';
  return name ? Array.from(name).slice(0, max).join('').trim() : null;
}

/**
 * Maps ID token / userinfo claims to profile columns. Names are cut to the column sizes rather
 * than failing the sign-in; an over-long or odd email is dropped instead, since a shortened email
 * is a different (wrong) address. Pictures must be http(s) so the client can use them as <img src>.
 */
export function profileFromClaims(claims: Record<string, unknown>): OidcProfile {
  const firstName = nameClaim(claims.given_name, 100);
  const lastName = nameClaim(claims.family_name, 100);
  const joined = [firstName, lastName].filter(Boolean).join(' ');
  const email = text(claims.email, 1000);
  const picture = text(claims.picture, 2000);
  return {
    email: email && email.length <= 254 && email.includes('@') ? email : null,
    firstName,
    lastName,
    displayName:
      nameClaim(claims.name, 100) ?? nameClaim(claims.preferred_username, 100) ?? (joined || null),
    profileImageUrl: picture && /^https?:\/\//i.test(picture) ? picture : null,
  };
}

/**
 * Finds the user for (issuer, subject), creating them on first sign-in (DESIGN §4). The subject is
 * the provider's stable id; emails and names can change or be reused, so they never identify.
 *
 * New users start from the provider's names. Returning users keep the names they edited here;
 * only email and picture follow the provider, and only when it sends them (a missing claim
 * usually means the scope was not granted this time, not that the value was removed).
 * One INSERT … ON CONFLICT makes two simultaneous first sign-ins end with one user.
 */
export async function upsertOidcUser(
  db: Db,
  identity: { issuer: string; subject: string; profile: OidcProfile },
) {
  const { issuer, subject, profile } = identity;
  const [user] = await db
    .insert(users)
    .values({ oidcIssuer: issuer, oidcSubject: subject, ...profile })
    .onConflictDoUpdate({
      target: [users.oidcIssuer, users.oidcSubject],
      set: {
        email: sql`coalesce(excluded.email, ${users.email})`,
        profileImageUrl: sql`coalesce(excluded.profile_image_url, ${users.profileImageUrl})`,
        updatedAt: new Date(),
      },
    })
    .returning();
  return user!;
}
