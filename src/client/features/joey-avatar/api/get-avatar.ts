import { useQuery } from '@tanstack/react-query';
import { completeConfig } from '@shared/avatar-looks';
import type { AvatarAnswer, AvatarConfig } from '@shared/schemas/avatar';
import { avatarKey } from '@client/lib/query-keys';
import { savedCoachOf } from '../model/coach-choice';

/**
 * GET /api/joey-avatar/{userId} (SPEC §7): the config in force, or SPEC §3 defaults, with the
 * coach the user saved while their plan does not include it. The key is the one the coach's
 * voice reads, so a save is heard in the session at once. That reader stores null for a 404, and
 * completeConfig draws null (or an option since retired) as the defaults.
 */
export function useAvatar(userId: string) {
  return useQuery<AvatarConfig | null, Error, AvatarAnswer>({
    queryKey: avatarKey(userId),
    select: (answer) => {
      const savedAvatar = savedCoachOf(answer);
      return { ...completeConfig(answer), ...(savedAvatar && { savedAvatar }) };
    },
  });
}
