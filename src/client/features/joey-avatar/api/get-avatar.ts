import { useQuery } from '@tanstack/react-query';
import { completeConfig } from '@shared/avatar-looks';
import type { AvatarConfig } from '@shared/schemas/avatar';
import { avatarKey } from '@client/lib/query-keys';

/**
 * GET /api/joey-avatar/{userId} (SPEC §7): the saved config, or SPEC §3 defaults. The key is the
 * one the coach's voice reads, so a save is heard in the session at once. That reader stores null
 * for a 404, and completeConfig draws null (or an option since retired) as the defaults.
 */
export function useAvatar(userId: string) {
  return useQuery<AvatarConfig | null, Error, AvatarConfig>({
    queryKey: avatarKey(userId),
    select: completeConfig,
  });
}
