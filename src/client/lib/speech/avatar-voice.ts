import { useQuery } from '@tanstack/react-query';
import { coachProfile, type CoachProfile } from '@shared/coaches';
import { ApiError } from '@client/lib/api';
import { avatarKey } from '@client/lib/query-keys';

/** The parts of the avatar record (SPEC §3) that choose how the coach sounds. */
export interface AvatarVoiceConfig {
  selectedAvatar?: string | null;
  voiceName?: string | null;
}

/**
 * GET /api/joey-avatar/{userId} (SPEC §7: no retry, only with a user id). The server answers
 * SPEC §3 defaults to a user who never customised the coach; a 404 is still read as "defaults",
 * never an error, so the coach speaks whatever the answer.
 */
async function readAvatar(userId: string): Promise<AvatarVoiceConfig | null> {
  const res = await fetch(avatarKey(userId)[0], { credentials: 'include' });
  if (res.status === 404) return null;
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as AvatarVoiceConfig;
}

export interface CoachVoice {
  profile: CoachProfile;
  savedVoiceName: string | null;
}

/** The user's coach persona and saved voice name (SPEC §4 Voice choice). */
export function useCoachVoice(userId: string | undefined): CoachVoice {
  const { data } = useQuery({
    queryKey: avatarKey(userId ?? ''),
    queryFn: () => readAvatar(userId!),
    enabled: Boolean(userId),
    retry: false,
  });
  return {
    profile: coachProfile(data?.selectedAvatar),
    savedVoiceName: data?.voiceName ?? null,
  };
}
