import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The per-user data version (issue 30 §1): every write of a user's data moves it on in the
 * write's own transaction, so a read cached under an older number is never answered again, on
 * this instance or any other (the number lives in the database). Writes that lock the user's
 * progress get it from that lock's one statement (progression/xp-ledger.ts `lockProgress`);
 * every other write calls this.
 */
export const DATA_VERSION_BUMP = sql`data_version = data_version + 1`;

export async function bumpDataVersion(db: Db, userId: string) {
  await db.execute(sql`update users set ${DATA_VERSION_BUMP} where id = ${userId}`);
}
