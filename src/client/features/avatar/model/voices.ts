import {
  coachFirstName,
  isEnglishVoice,
  selectVoice,
  type CoachProfile,
  type VoiceLike,
  type VoiceMatch,
} from '@shared/coaches';

/** The select's value for "no saved voice": the persona's own choice (SPEC §4). */
export const AUTOMATIC = '';

export interface VoiceOption {
  value: string;
  label: string;
}

/** "Samantha (en-US) · Local · Default": SPEC §2 labels each voice Local and Default. */
export function voiceLabel(voice: VoiceLike): string {
  const tags = [voice.localService && 'Local', voice.default && 'Default'].filter(Boolean);
  return [`${voice.name} (${voice.lang})`, ...tags].join(' · ');
}

/**
 * The voices to choose from (SPEC §5: English only, by name), after the automatic choice, with
 * what it would pick now. A saved voice this device lacks stays listed, so the select can still
 * show what is saved.
 */
export function voiceOptions<V extends VoiceLike>(
  voices: readonly V[],
  profile: CoachProfile,
  savedName: string | null,
): VoiceOption[] {
  const english = voices.filter(isEnglishVoice).sort((a, b) => a.name.localeCompare(b.name));
  const automatic = selectVoice(voices, profile, null);
  const options: VoiceOption[] = [
    {
      value: AUTOMATIC,
      label: automatic ? `Automatic (${automatic.voice.name})` : 'Automatic',
    },
    ...english.map((v) => ({ value: v.name, label: voiceLabel(v) })),
  ];
  if (savedName && !english.some((v) => v.name === savedName)) {
    options.push({ value: savedName, label: `${savedName} (not on this device)` });
  }
  return options;
}

/** The voice a choice speaks with here: the shared order, with the choice as the saved name. */
export function voiceFor<V extends VoiceLike>(
  voices: readonly V[],
  profile: CoachProfile,
  chosen: string,
): VoiceMatch<V> | null {
  return selectVoice(voices, profile, chosen || null);
}

function howMatched(match: VoiceMatch<VoiceLike>, profile: CoachProfile): string {
  const name = coachFirstName(profile);
  switch (match.method) {
    case 'saved':
      return 'your saved voice';
    case 'preference':
      return `one of ${name}'s preferred voices`;
    case 'gender':
      return `a ${profile.fallbackGender} voice, as none of ${name}'s preferred voices is here`;
    case 'default':
      return "this device's default English voice";
  }
}

/**
 * SPEC §2 'display of the current saved voice': the saved name, or the automatic choice and how
 * the shared order found it; a saved voice this device lacks says what speaks instead.
 */
export function currentVoiceText<V extends VoiceLike>(
  voices: readonly V[],
  profile: CoachProfile,
  savedName: string | null,
): string {
  const match = selectVoice(voices, profile, savedName);
  if (savedName && match?.method === 'saved') return `Current voice: ${savedName}`;
  const using = match
    ? `${match.voice.name}, ${howMatched(match, profile)}`
    : 'none, as this device has no voices';
  if (savedName) return `Current voice: ${savedName}, not on this device; using ${using}`;
  return `Current voice: automatic — ${using}`;
}

/** What Test Voice says, in the coach's words. */
export const testLine = (profile: CoachProfile) =>
  `Hi, I'm ${coachFirstName(profile)}, your ${profile.personality} coach. Let's get moving!`;
