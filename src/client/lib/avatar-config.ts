import { queryOptions, useQuery } from '@tanstack/react-query';
import { completeConfig } from '@shared/avatar-looks';
import { AVATAR_DEFAULTS } from '@shared/avatar-options';
import type { AvatarConfig } from '@shared/schemas/avatar';
import { apiFetch, ApiError } from '@client/lib/api';
import { avatarKey } from '@client/lib/query-keys';

/**
 * GET /api/joey-avatar/{userId} (SPEC §7: no retry, only with a user id). The server answers
 * SPEC §3 defaults to a user who never customised the coach; a 404 is still read as "defaults"
 * (null in the cache), never an error, so the coach is drawn and speaks whatever the answer.
 */
async function readAvatar(userId: string): Promise<AvatarConfig | null> {
  const res = await apiFetch(avatarKey(userId)[0]);
  if (res.status === 404) return null;
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as AvatarConfig;
}

/**
 * The avatar read, the one key and fetcher every screen uses (issue 30 §6): the coach's look and
 * voice here, Customize Joey (avatar/api/get-avatar.ts) with its own `select`. Before, that
 * screen read the key with the default fetcher, which throws on a 404 that this one reads as null.
 */
export const avatarQuery = (userId: string) =>
  queryOptions({ queryKey: avatarKey(userId), queryFn: () => readAvatar(userId), retry: false });

/**
 * The user's whole avatar config (SPEC §3): how their coach looks and sounds. SPEC §3 defaults
 * until it has loaded, when the read fails, or without a user.
 */
export function useAvatarConfig(userId: string | undefined): AvatarConfig {
  const { data } = useQuery({
    ...avatarQuery(userId ?? ''),
    enabled: Boolean(userId),
    select: completeConfig,
  });
  return data ?? AVATAR_DEFAULTS;
}
