/**
 * What the Voice Diagnostics screen reports (SPEC §2), as pure functions of the device's voices:
 * each coach's chosen voice and how it was found, and the English voice list.
 */
import {
  COACH_PROFILES,
  coachFirstName,
  isEnglishVoice,
  selectVoice,
  type CoachProfile,
  type VoiceLike,
  type VoiceMatchMethod,
} from '@shared/coaches';

export interface CoachVoiceRow<V extends VoiceLike> {
  profile: CoachProfile;
  voice: V | null;
  method: VoiceMatchMethod | null;
  /** The user's own coach: the one whose saved voice name applies. */
  isUsersCoach: boolean;
}

export const METHOD_LABELS: Record<VoiceMatchMethod, string> = {
  saved: 'Saved',
  preference: 'Preference',
  gender: 'Gender',
  default: 'Default',
};

/** One row per coach; the saved voice only counts for the user's selected coach. */
export function coachVoiceRows<V extends VoiceLike>(
  voices: readonly V[],
  usersCoach: CoachProfile['id'],
  savedVoiceName: string | null,
): CoachVoiceRow<V>[] {
  return COACH_PROFILES.map((profile) => {
    const isUsersCoach = profile.id === usersCoach;
    const match = selectVoice(voices, profile, isUsersCoach ? savedVoiceName : null);
    return { profile, voice: match?.voice ?? null, method: match?.method ?? null, isUsersCoach };
  });
}

/** SPEC §5: English voices only, sorted by name so the list is easy to scan. */
export function englishVoices<V extends VoiceLike>(voices: readonly V[]): V[] {
  return voices.filter(isEnglishVoice).sort((a, b) => a.name.localeCompare(b.name));
}

/** "Pitch 1.1 · Rate 1 · Volume 0.9". */
export const personaSettings = ({ pitch, rate, volume }: CoachProfile) =>
  `Pitch ${pitch} · Rate ${rate} · Volume ${volume}`;

/** What a coach says when tested. */
export const testPhrase = (profile: CoachProfile) =>
  `Hi, I'm ${coachFirstName(profile)}! Let's get moving together.`;
