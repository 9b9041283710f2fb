import { eq, sql } from 'drizzle-orm';
import type { LoginBody, PasswordChangeBody, RegisterBody } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { CounterStore } from '../../plugins/counter-store';
import { HttpError, badRequest, conflict, sqlState } from '../../plugins/errors';
import { reserve } from '../../plugins/rate-limit';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { countPasswordAttempt } from './sign-in-limits';

const findByUsername = (db: Db, username: string) =>
  db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);

const taken = () => conflict('That username is already taken. Pick another or sign in.');

/** New accounts are counted per address per hour: each costs a password hash (issue 7 §2.2). */
const SIGNUP_WINDOW_MS = 60 * 60_000;

export async function register(
  db: Db,
  counters: CounterStore,
  body: RegisterBody,
  from: { address: string; perHour: number; hashCost: number },
) {
  await reserve(
    counters,
    [{ key: `signup:addr:${from.address}`, limit: from.perHour }],
    SIGNUP_WINDOW_MS,
    (s) => `Too many new accounts from your network. Try again in ${Math.ceil(s / 60)} minutes.`,
  );
  if (await findByUsername(db, body.username)) throw taken();
  const passwordHash = await hashPassword(body.password, from.hashCost);
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
    if (sqlState(err) === '23505') throw taken();
    throw err;
  }
}

/**
 * Each attempt is counted before the password is checked (sign-in-limits.ts), per name and
 * address, per address, and per name across addresses; an unknown name is checked against a
 * dummy hash of the same cost, so timing does not tell which names exist.
 */
export async function login(
  db: Db,
  counters: CounterStore,
  body: LoginBody,
  from: { address: string; hashCost: number },
) {
  const attempt = await countPasswordAttempt(
    counters,
    body.username,
    from.address,
    (wait) => `Too many failed sign-ins. Try again in ${wait}.`,
  );
  const user = await findByUsername(db, body.username);
  const ok = await verifyPassword(
    body.password,
    user?.passwordHash ?? (await dummyHash(from.hashCost)),
  );
  if (!user || !user.passwordHash || !ok) throw new HttpError(401, 'Wrong username or password');
  await attempt.succeeded();
  return user;
}

/**
 * A signed-in user's new password. The current one is checked under the same limits as sign-in,
 * counted on the same keys (a stolen session must not become a password-guessing oracle).
 */
export async function changePassword(
  db: Db,
  counters: CounterStore,
  user: { id: string; username: string | null; passwordHash: string | null },
  body: PasswordChangeBody,
  from: { address: string; hashCost: number },
) {
  if (!user.passwordHash) {
    throw new HttpError(403, 'Your password is managed by your sign-in provider');
  }
  const attempt = await countPasswordAttempt(
    counters,
    user.username ?? user.id,
    from.address,
    (wait) => `Too many wrong passwords. Try again in ${wait}.`,
  );
  if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
    throw badRequest('currentPassword: is not right');
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(body.newPassword, from.hashCost);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
}
