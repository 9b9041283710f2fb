import { describe, expect, it } from 'vitest';
import {
  COACH_IDS,
  COACH_PROFILES,
  coachFirstName,
  coachProfile,
  coachSpeciality,
  isEnglishVoice,
  selectVoice,
  type VoiceLike,
} from './coaches';

const voice = (name: string, lang = 'en-US', extra: Partial<VoiceLike> = {}): VoiceLike => ({
  name,
  lang,
  default: false,
  localService: true,
  ...extra,
});

describe('coach profiles (SPEC §3, §9)', () => {
  it.each([
    ['joey1', 'Joey - Athletic', 'male', 1.1, 1, 1, 'energetic and encouraging'],
    ['jone', 'Jone - Runner', 'female', 1.1, 1.1, 0.9, 'focused and performance-oriented'],
    ['joann', 'JoAnn - Yoga', 'female', 0.9, 0.8, 0.8, 'calm and mindful'],
    ['jo', 'Jo - Cardio', 'female', 1.3, 1.2, 1, 'high-energy and motivational'],
    ['jose', 'Jose - Strength', 'male', 0.8, 0.9, 1, 'strong and disciplined'],
    ['joe', 'Joe - Team Sports', 'male', 1, 1.1, 1, 'collaborative and motivational'],
  ])(
    '%s is %s (%s), pitch %d rate %d volume %d, %s',
    (id, name, gender, pitch, rate, volume, p) => {
      expect(coachProfile(id)).toMatchObject({
        id,
        name,
        fallbackGender: gender,
        pitch,
        rate,
        volume,
        personality: p,
      });
    },
  );

  it('has one profile per avatar id, each with voice preferences', () => {
    expect(COACH_PROFILES.map((p) => p.id)).toEqual([...COACH_IDS]);
    for (const p of COACH_PROFILES) expect(p.voicePreferences.length).toBeGreaterThan(0);
  });

  it.each([['nobody'], [''], [null], [undefined]])('unknown id %j falls back to joey1', (id) => {
    expect(coachProfile(id).id).toBe('joey1');
  });
});

describe('coachFirstName', () => {
  it.each([
    ['joey1', 'Joey'],
    ['jone', 'Jone'],
    ['joann', 'JoAnn'],
    ['jo', 'Jo'],
    ['jose', 'Jose'],
    ['joe', 'Joe'],
  ])('%s is %s', (id, name) => {
    expect(coachFirstName(coachProfile(id))).toBe(name);
  });
});

describe('coachSpeciality', () => {
  it.each([
    ['joey1', 'Athletic'],
    ['jone', 'Runner'],
    ['joann', 'Yoga'],
    ['jo', 'Cardio'],
    ['jose', 'Strength'],
    ['joe', 'Team Sports'],
  ])('%s is %s', (id, speciality) => {
    expect(coachSpeciality(coachProfile(id))).toBe(speciality);
  });

  it('is empty for a name without one', () => {
    expect(coachSpeciality({ name: 'Joey' })).toBe('');
  });
});

describe('isEnglishVoice (SPEC §5: language starts with en)', () => {
  it.each([
    ['en-US', true],
    ['en_GB', true],
    ['en', true],
    ['EN-au', true],
    ['fr-FR', false],
    ['eng', false],
    ['', false],
  ])('%j → %s', (lang, english) => {
    expect(isEnglishVoice({ lang })).toBe(english);
  });
});

describe('selectVoice (SPEC §4 Voice choice for speech)', () => {
  const joey = coachProfile('joey1');
  const jone = coachProfile('jone');
  const device = [
    voice('Thomas', 'fr-FR'),
    voice('Karen', 'en-AU'),
    voice('Daniel (Enhanced)', 'en-GB'),
    voice('Samantha', 'en-US', { default: true }),
    voice('Fred', 'en-US'),
  ];

  it.each<[string, VoiceLike[], ReturnType<typeof coachProfile>, string | null, string | null, string | null]>([
    ['the saved voice wins', device, joey, 'Karen', 'Karen', 'saved'],
    ['a saved voice missing on this device is skipped', device, joey, 'Zarvox', 'Daniel (Enhanced)', 'preference'],
    ['preferences match by part of the name, in order', device, joey, null, 'Daniel (Enhanced)', 'preference'],
    ['a female coach finds her preferred voice', device, jone, null, 'Samantha', 'preference'],
    ['gender fallback when no preference is present', [voice('Moira', 'en-IE'), voice('George', 'en-GB')], joey, null, 'George', 'gender'],
    ['engine variant names count as gendered', [voice('English+male1'), voice('English+female2')], jone, null, 'English+female2', 'gender'],
    ['then the default English voice', [voice('Zed', 'en-US'), voice('Yan', 'en-GB', { default: true })], joey, null, 'Yan', 'default'],
    ['then the first English voice', [voice('Amélie', 'fr-CA', { default: true }), voice('Zed', 'en-US')], joey, null, 'Zed', 'default'],
    ['non-English voices only when nothing else exists', [voice('Amélie', 'fr-CA', { default: true })], joey, null, 'Amélie', 'default'],
    ['no voices, no match', [], joey, 'Karen', null, null],
  ])('%s', (_, voices, profile, saved, name, method) => {
    const match = selectVoice(voices, profile, saved);
    expect(match?.voice.name ?? null).toBe(name);
    expect(match?.method ?? null).toBe(method);
  }); // prettier-ignore

  it('never takes "female" for "male"', () => {
    const match = selectVoice([voice('Google UK English Female')], joey);
    expect(match?.method).toBe('default');
  });
});
