import { useQuery } from '@tanstack/react-query';
import { completeConfig } from '@shared/avatar-looks';
import type { AvatarAnswer } from '@shared/schemas/avatar';
import { avatarQuery } from '@client/lib/avatar-config';
import { savedCoachOf } from '../model/coach-choice';

/**
 * GET /api/joey-avatar/{userId} (SPEC §7): the config in force, or SPEC §3 defaults, with the
 * coach the user saved while their plan does not include it. The read is the one the coach's
 * voice uses (avatarQuery), so a save is heard in the session at once. It stores null for a 404,
 * and completeConfig draws null (or an option since retired) as the defaults.
 */
export function useAvatar(userId: string) {
  return useQuery({
    ...avatarQuery(userId),
    select: (answer): AvatarAnswer => {
      const savedAvatar = savedCoachOf(answer);
      return { ...completeConfig(answer), ...(savedAvatar && { savedAvatar }) };
    },
  });
}
