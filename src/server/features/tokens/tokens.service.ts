import { and, count, desc, eq } from 'drizzle-orm';
import { TOKEN_LIMITS, type ApiToken, type CreatedToken } from '../../../shared/schemas/tokens';
import type { Db } from '../../db/client';
import { bumpDataVersion } from '../../db/data-version';
import { apiTokens } from '../../db/schema';
import { conflict, notFound } from '../../plugins/errors';
import { hashAccessToken, newAccessToken, tokenHint } from '../../plugins/access-tokens';

type TokenRow = typeof apiTokens.$inferSelect;

export const TOKENS_FULL = `You have ${TOKEN_LIMITS.perUser} access tokens, the most one account may hold: revoke one you no longer use, then make this one.`;

const toTokenDto = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * POST /api/tokens: a new token, whose secret is answered this once and never stored. The
 * user's row is locked while the tokens are counted, so parallel requests cannot pass the limit.
 */
export async function createToken(db: Db, userId: string, name: string): Promise<CreatedToken> {
  return db.transaction(async (tx) => {
    // The version's update is the row lock too (db/data-version.ts).
    await bumpDataVersion(tx, userId);
    const [held] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId));
    if ((held?.n ?? 0) >= TOKEN_LIMITS.perUser) throw conflict(TOKENS_FULL);
    const token = newAccessToken();
    const [row] = await tx
      .insert(apiTokens)
      .values({ userId, name, tokenHash: hashAccessToken(token), hint: tokenHint(token) })
      .returning();
    return { id: row!.id, name: row!.name, token, createdAt: row!.createdAt.toISOString() };
  });
}

/** GET /api/tokens: the user's tokens, newest first, without their secrets. */
export async function listTokens(db: Db, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toTokenDto);
}

/**
 * DELETE /api/tokens/{id}: the row goes, so the token stops working with the next request (the
 * bearer lookup reads the table every time). Another user's token is 404, as a missing one.
 */
export async function revokeToken(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
      .returning({ id: apiTokens.id });
    if (gone.length === 0) throw notFound('Access token not found');
    await bumpDataVersion(tx, userId);
  });
}
