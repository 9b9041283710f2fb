import { describe, expect, it } from 'vitest';
import { coachProfile, type VoiceLike } from '@shared/coaches';
import { coachVoiceRows, englishVoices, personaSettings, testPhrase } from './voice-report';

const voice = (name: string, lang = 'en-US', isDefault = false): VoiceLike => ({
  name,
  lang,
  default: isDefault,
  localService: true,
});

describe('coachVoiceRows (SPEC §2 per-avatar voice match)', () => {
  const device = [
    voice('Samantha', 'en-US', true),
    voice('Daniel', 'en-GB'),
    voice('Amélie', 'fr-CA'),
  ];

  it('reports every coach with its voice and match method', () => {
    const rows = coachVoiceRows(device, 'jone', null);
    expect(rows.map((r) => [r.profile.id, r.voice?.name, r.method])).toEqual([
      ['joey1', 'Daniel', 'preference'],
      ['jone', 'Samantha', 'preference'],
      ['joann', 'Samantha', 'gender'],
      ['jo', 'Samantha', 'gender'],
      ['jose', 'Daniel', 'gender'],
      ['joe', 'Daniel', 'gender'],
    ]);
  });

  it("applies the saved voice to the user's coach only", () => {
    const rows = coachVoiceRows(device, 'jose', 'Samantha');
    expect(rows.find((r) => r.profile.id === 'jose')).toMatchObject({
      isUsersCoach: true,
      method: 'saved',
      voice: { name: 'Samantha' },
    });
    expect(rows.filter((r) => r.method === 'saved')).toHaveLength(1);
  });

  it('has no voice and no method on a device without voices', () => {
    expect(coachVoiceRows([], 'joey1', null).every((r) => !r.voice && !r.method)).toBe(true);
  });
});

describe('englishVoices (SPEC §5)', () => {
  it('keeps voices whose language starts with en, by name', () => {
    const list = englishVoices([voice('Zed', 'en-GB'), voice('Amélie', 'fr-CA'), voice('Alex')]);
    expect(list.map((v) => v.name)).toEqual(['Alex', 'Zed']);
  });
});

describe('persona lines', () => {
  it('shows pitch, rate and volume (SPEC §9)', () => {
    expect(personaSettings(coachProfile('jone'))).toBe('Pitch 1.1 · Rate 1.1 · Volume 0.9');
  });

  it('lets each coach introduce themselves', () => {
    expect(testPhrase(coachProfile('joann'))).toBe("Hi, I'm JoAnn! Let's get moving together.");
  });
});
