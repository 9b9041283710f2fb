import { eq } from 'drizzle-orm';
import type { PreferencesBody, User } from '../../../shared/schemas/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden } from '../../plugins/errors';
import type { SessionUser } from '../../plugins/session';

/** The API's view of a user: never the password hash or provider ids. */
export function toUserDto(u: SessionUser): User {
  return {
    id: u.id,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    displayName: u.displayName,
    profileImageUrl: u.profileImageUrl,
    createdAt: u.createdAt.toISOString(),
    onboardingCompleted: u.onboardingCompleted,
    leaderboardVisible: u.leaderboardVisible,
    timeZone: u.timeZone,
    weightUnit: u.weightUnit,
  };
}

/** DESIGN §4: a `{userId}` in a path must be the signed-in user's own id. */
export function assertSelf(me: SessionUser, userId: string) {
  if (me.id !== userId) throw forbidden();
}

export async function completeOnboarding(db: Db, userId: string) {
  const [row] = await db
    .update(users)
    .set({ onboardingCompleted: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function setTimeZone(db: Db, userId: string, timeZone: string) {
  const [row] = await db
    .update(users)
    .set({ timeZone, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Units: weights stay in pounds on the wire; this only says how the client shows them. */
export async function setPreferences(db: Db, userId: string, prefs: PreferencesBody) {
  const [row] = await db
    .update(users)
    .set({ weightUnit: prefs.weightUnit, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}
