import { eq } from 'drizzle-orm';
import type { PreferencesBody, ProfileBody, User } from '../../../shared/schemas/users';
import type { Db } from '../../db/client';
import { NEXT_DATA_VERSION } from '../../db/data-version';
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
    distanceUnit: u.distanceUnit,
    rpeEnabled: u.rpeEnabled,
  };
}

/** DESIGN §4: a `{userId}` in a path must be the signed-in user's own id. */
export function assertSelf(me: SessionUser, userId: string) {
  if (me.id !== userId) throw forbidden();
}

export async function completeOnboarding(db: Db, userId: string) {
  const [row] = await db
    .update(users)
    .set({ onboardingCompleted: true, updatedAt: new Date(), dataVersion: NEXT_DATA_VERSION })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function setTimeZone(db: Db, userId: string, timeZone: string) {
  const [row] = await db
    .update(users)
    .set({ timeZone, updatedAt: new Date(), dataVersion: NEXT_DATA_VERSION })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/**
 * Units the user sees (issue 8): every screen, reply, share page and export follows them. What
 * was typed stays stored as typed; only how it is shown changes. And whether set rows ask for
 * RPE (issue 27 §2). A preference left out is undefined, which the update leaves as it was.
 */
export async function setPreferences(db: Db, userId: string, prefs: PreferencesBody) {
  const [row] = await db
    .update(users)
    .set({
      weightUnit: prefs.weightUnit,
      distanceUnit: prefs.distanceUnit,
      rpeEnabled: prefs.rpeEnabled,
      updatedAt: new Date(),
      dataVersion: NEXT_DATA_VERSION,
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** The name shown for the user (header, leaderboards, shares); null clears it. */
export async function setProfile(db: Db, userId: string, profile: ProfileBody) {
  const [row] = await db
    .update(users)
    .set({
      displayName: profile.displayName,
      updatedAt: new Date(),
      dataVersion: NEXT_DATA_VERSION,
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}
