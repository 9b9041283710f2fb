import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The per-user data version (issue 30 §1): every write of a user's data moves it on in the
 * write's own transaction, so a read cached under an older number (plugins/read-cache.ts, the
 * share views) is never answered again, on this instance or any other (the number lives in the
 * database). One of three ways, all from here:
 * - writes that lock the user's progress get it from that lock's one statement
 *   (progression/xp-ledger.ts `lockProgress`, which sets `DATA_VERSION_BUMP`);
 * - a write that updates the user's own row sets `dataVersion: NEXT_DATA_VERSION` in that update;
 * - every other write calls `bumpDataVersion` inside its transaction.
 * tests/api/data-version.test.ts walks every route of the app and checks that each write moves
 * the version and no read does.
 */
export const DATA_VERSION_BUMP = sql`data_version = data_version + 1`;

/** The version's next value, for a `.set({ dataVersion })` of an update of the user's row. */
export const NEXT_DATA_VERSION = sql`data_version + 1`;

export async function bumpDataVersion(db: Db, userId: string) {
  await db.execute(sql`update users set ${DATA_VERSION_BUMP} where id = ${userId}`);
}
