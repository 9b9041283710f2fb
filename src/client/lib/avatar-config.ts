import { useQuery } from '@tanstack/react-query';
import { completeConfig } from '@shared/avatar-looks';
import { AVATAR_DEFAULTS, type AvatarConfig } from '@shared/schemas/avatar';
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
 * The user's whole avatar config (SPEC §3): how their coach looks and sounds. SPEC §3 defaults
 * until it has loaded, when the read fails, or without a user.
 */
export function useAvatarConfig(userId: string | undefined): AvatarConfig {
  const { data } = useQuery({
    queryKey: avatarKey(userId ?? ''),
    queryFn: () => readAvatar(userId!),
    enabled: Boolean(userId),
    retry: false,
    select: completeConfig,
  });
  return data ?? AVATAR_DEFAULTS;
}
