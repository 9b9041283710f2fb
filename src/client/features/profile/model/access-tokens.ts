import { localDayOf } from '@shared/local-day';
import { createTokenBody, type ApiToken, type CreateTokenBody } from '@shared/schemas/tokens';
import { fieldErrors } from '@client/lib/field-error';
import { formatDay } from '@client/lib/formatting';

// Profile → API access (issue 29 §8): personal access tokens for scripts and other tools.

export const TOKEN_LABELS = { name: 'Token name' } as const;

/** The name as the server will take it (the shared contract), or what is wrong with it. */
export function checkTokenName(
  name: string,
): { ok: true; body: CreateTokenBody } | { ok: false; error: string } {
  const parsed = createTokenBody.safeParse({ name });
  if (parsed.success) return { ok: true, body: parsed.data };
  return {
    ok: false,
    error: fieldErrors(parsed.error.issues, TOKEN_LABELS).name ?? 'Token name is not valid',
  };
}

/** "Created Mar 1, 2026 · Last used Mar 3, 2026" (or "Never used"), in the person's days. */
export function tokenUsage(
  token: Pick<ApiToken, 'createdAt' | 'lastUsedAt'>,
  timeZone: string,
): string {
  const day = (at: string) => formatDay(localDayOf(Date.parse(at), timeZone));
  const used = token.lastUsedAt ? `Last used ${day(token.lastUsedAt)}` : 'Never used';
  return `Created ${day(token.createdAt)} · ${used}`;
}

/**
 * A one-line example of a call with a token: the person's own workouts on this server. The
 * token is left as "…" so the line can be shown and copied without a secret in it.
 */
export const curlExample = (origin: string, userId: string, token = '…') =>
  `curl -H "Authorization: Bearer ${token}" ${origin}/api/workouts/${userId}`;
