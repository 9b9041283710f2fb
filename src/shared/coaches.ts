/**
 * The six coach personas (SPEC §3 coach avatar voice profile, §9 pitch/rate/volume) and how a
 * device voice is picked for one (SPEC §4 Voice choice for speech). Pure: the browser's voices
 * come in as plain objects, so the rule is testable without a speech engine.
 */
export const COACH_IDS = ['joey1', 'jone', 'joann', 'jo', 'jose', 'joe'] as const;
export type CoachId = (typeof COACH_IDS)[number];

export interface CoachProfile {
  id: CoachId;
  name: string;
  /** Voice names in order of preference; a device voice matches when its name contains one. */
  voicePreferences: readonly string[];
  fallbackGender: 'male' | 'female';
  pitch: number;
  rate: number;
  volume: number;
  personality: string;
}

// Preferences name the well-known voices of macOS/iOS, Windows and Chrome (a name matches by
// containment, so 'Daniel' also finds 'Daniel (Enhanced)').
export const COACH_PROFILES: readonly CoachProfile[] = [
  {
    id: 'joey1',
    name: 'Joey - Athletic',
    voicePreferences: ['Alex', 'Microsoft Guy', 'Google UK English Male', 'Daniel', 'Aaron'],
    fallbackGender: 'male',
    pitch: 1.1,
    rate: 1,
    volume: 1,
    personality: 'energetic and encouraging',
  },
  {
    id: 'jone',
    name: 'Jone - Runner',
    voicePreferences: ['Samantha', 'Microsoft Aria', 'Google US English', 'Allison', 'Zira'],
    fallbackGender: 'female',
    pitch: 1.1,
    rate: 1.1,
    volume: 0.9,
    personality: 'focused and performance-oriented',
  },
  {
    id: 'joann',
    name: 'JoAnn - Yoga',
    voicePreferences: ['Moira', 'Microsoft Jenny', 'Google UK English Female', 'Tessa', 'Karen'],
    fallbackGender: 'female',
    pitch: 0.9,
    rate: 0.8,
    volume: 0.8,
    personality: 'calm and mindful',
  },
  {
    id: 'jo',
    name: 'Jo - Cardio',
    voicePreferences: ['Victoria', 'Ava', 'Microsoft Aria', 'Google US English', 'Fiona'],
    fallbackGender: 'female',
    pitch: 1.3,
    rate: 1.2,
    volume: 1,
    personality: 'high-energy and motivational',
  },
  {
    id: 'jose',
    name: 'Jose - Strength',
    voicePreferences: ['Fred', 'Microsoft Mark', 'Google UK English Male', 'Tom', 'Rishi'],
    fallbackGender: 'male',
    pitch: 0.8,
    rate: 0.9,
    volume: 1,
    personality: 'strong and disciplined',
  },
  {
    id: 'joe',
    name: 'Joe - Team Sports',
    voicePreferences: ['Microsoft David', 'Oliver', 'Google UK English Male', 'Alex', 'Aaron'],
    fallbackGender: 'male',
    pitch: 1,
    rate: 1.1,
    volume: 1,
    personality: 'collaborative and motivational',
  },
];

/** "Joey" of "Joey - Athletic": what the coach calls itself. */
export const coachFirstName = (profile: Pick<CoachProfile, 'name'>) =>
  profile.name.split(' - ')[0]!;

/** "Athletic" of "Joey - Athletic": the coach's speciality, shown where coaches are chosen. */
export const coachSpeciality = (profile: Pick<CoachProfile, 'name'>) =>
  profile.name.split(' - ')[1] ?? '';

/** SPEC §3: an unknown (or missing) avatar id falls back to the first profile. */
export function coachProfile(id: string | null | undefined): CoachProfile {
  return COACH_PROFILES.find((p) => p.id === id) ?? COACH_PROFILES[0]!;
}

/** The parts of a browser SpeechSynthesisVoice the choice looks at. */
export interface VoiceLike {
  name: string;
  lang: string;
  default: boolean;
  localService: boolean;
}

export type VoiceMatchMethod = 'saved' | 'preference' | 'gender' | 'default';

export interface VoiceMatch<V extends VoiceLike> {
  voice: V;
  method: VoiceMatchMethod;
}

/** SPEC §5: voice lists show English voices only ('en', 'en-US', 'en_GB'…). */
export const isEnglishVoice = (v: Pick<VoiceLike, 'lang'>) => /^en\b|^en[-_]/i.test(v.lang);

// Browsers do not say a voice's gender; these are the common voices' first names, plus the
// 'male'/'female' most engines put in variant names ("English+female2").
const GENDER_HINTS: Record<CoachProfile['fallbackGender'], readonly string[]> = {
  female: [
    'female', 'woman', 'samantha', 'victoria', 'karen', 'moira', 'tessa', 'fiona', 'veena',
    'zira', 'susan', 'hazel', 'aria', 'jenny', 'ava', 'allison', 'serena', 'kate', 'libby',
    'sonia', 'natasha', 'michelle', 'emma', 'google us english',
  ],
  male: [
    'male', 'man', 'alex', 'daniel', 'fred', 'david', 'mark', 'george', 'guy', 'aaron',
    'oliver', 'rishi', 'tom', 'ryan', 'arthur', 'christopher', 'eric', 'james',
  ],
}; // prettier-ignore

const hasHint = (name: string, hint: string) =>
  new RegExp(`(^|[^a-z])${hint}($|[^a-z])`).test(name.toLowerCase());

/**
 * SPEC §4 Voice choice: the saved voice name; else the avatar's preferred names (partial
 * match, in preference order); else a voice of the avatar's gender; else the default English
 * voice. English voices are preferred throughout; null only when the device has no voices.
 */
export function selectVoice<V extends VoiceLike>(
  voices: readonly V[],
  profile: CoachProfile,
  savedName?: string | null,
): VoiceMatch<V> | null {
  if (voices.length === 0) return null;
  const saved = savedName ? voices.find((v) => v.name === savedName) : undefined;
  if (saved) return { voice: saved, method: 'saved' };

  const english = voices.filter(isEnglishVoice);
  const pool = english.length > 0 ? english : voices;
  for (const preference of profile.voicePreferences) {
    const wanted = preference.toLowerCase();
    const found = pool.find((v) => v.name.toLowerCase().includes(wanted));
    if (found) return { voice: found, method: 'preference' };
  }
  const other = profile.fallbackGender === 'male' ? 'female' : 'male';
  const gendered = pool.find(
    (v) =>
      GENDER_HINTS[profile.fallbackGender].some((h) => hasHint(v.name, h)) &&
      !GENDER_HINTS[other].some((h) => hasHint(v.name, h)),
  );
  if (gendered) return { voice: gendered, method: 'gender' };
  return { voice: pool.find((v) => v.default) ?? pool[0]!, method: 'default' };
}
