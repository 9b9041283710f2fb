import { coachProfile, type CoachProfile } from '@shared/coaches';
import { useAvatarConfig } from '@client/lib/avatar-config';

export interface CoachVoice {
  profile: CoachProfile;
  savedVoiceName: string | null;
}

/** The user's coach persona and saved voice name (SPEC §4 Voice choice). */
export function useCoachVoice(userId: string | undefined): CoachVoice {
  const config = useAvatarConfig(userId);
  return {
    profile: coachProfile(config.selectedAvatar),
    savedVoiceName: config.voiceName ?? null,
  };
}
