import { eq, sql } from 'drizzle-orm';
import type { RegisterBody, LoginBody } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, conflict } from '../../plugins/errors';
import { countInWindow, hitWindow, secondsLeft } from '../../plugins/rateLimit';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

/** Failed sign-ins allowed per minute, per user name and per address (issue 2). */
export const LOGIN_LIMITS = { perUsername: 5, perAddress: 20, windowMs: 60_000 };

const findByUsername = (db: Db, username: string) =>
  db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);

export async function register(db: Db, body: RegisterBody) {
  if (await findByUsername(db, body.username)) {
    throw conflict('That username is already taken. Pick another or sign in.');
  }
  const passwordHash = await hashPassword(body.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        username: body.username,
        passwordHash,
        firstName: body.firstName || null,
        lastName: body.lastName || null,
      })
      .returning();
    return user!;
  } catch (err) {
    // Two sign-ups racing for one name: the unique index decides.
    if ((err as { code?: string }).code === '23505' || /unique/i.test(String(err))) {
      throw conflict('That username is already taken. Pick another or sign in.');
    }
    throw err;
  }
}

export async function login(db: Db, body: LoginBody, address: string) {
  const keys = [
    { key: `login:user:${body.username.toLowerCase()}`, limit: LOGIN_LIMITS.perUsername },
    { key: `login:addr:${address}`, limit: LOGIN_LIMITS.perAddress },
  ];
  for (const { key, limit } of keys) {
    if ((await countInWindow(db, key, LOGIN_LIMITS.windowMs)) >= limit) {
      const wait = secondsLeft(LOGIN_LIMITS.windowMs);
      throw new HttpError(429, `Too many failed sign-ins. Try again in ${wait} seconds.`, {
        'retry-after': String(wait),
      });
    }
  }
  const user = await findByUsername(db, body.username);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !user.passwordHash || !ok) {
    for (const { key } of keys) await hitWindow(db, key, LOGIN_LIMITS.windowMs);
    throw new HttpError(401, 'Wrong username or password');
  }
  return user;
}
