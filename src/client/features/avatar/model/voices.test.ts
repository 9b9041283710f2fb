import { describe, expect, it } from 'vitest';
import { coachProfile, type VoiceLike } from '@shared/coaches';
import {
  AUTOMATIC,
  currentVoiceText,
  testLine,
  voiceFor,
  voiceLabel,
  voiceOptions,
} from './voices';

const voice = (name: string, lang = 'en-US', extra: Partial<VoiceLike> = {}): VoiceLike => ({
  name,
  lang,
  default: false,
  localService: false,
  ...extra,
});

const joey = coachProfile('joey1');
const jone = coachProfile('jone');
const device = [
  voice('Thomas', 'fr-FR', { localService: true }),
  voice('Samantha', 'en-US', { default: true, localService: true }),
  voice('Daniel', 'en-GB', { localService: true }),
  voice('Google US English', 'en-US'),
  voice('Anna', 'de-DE'),
];

describe('voiceLabel (SPEC §2: Local and Default)', () => {
  it.each<[VoiceLike, string]>([
    [voice('Samantha', 'en-US', { default: true, localService: true }), 'Samantha (en-US) · Local · Default'],
    [voice('Daniel', 'en-GB', { localService: true }), 'Daniel (en-GB) · Local'],
    [voice('Google US English', 'en-US'), 'Google US English (en-US)'],
    [voice('Eddy', 'en_AU', { default: true }), 'Eddy (en_AU) · Default'],
  ])('%j → %s', (v, label) => {
    expect(voiceLabel(v)).toBe(label);
  });
}); // prettier-ignore

describe('voiceOptions (SPEC §5: English voices only)', () => {
  it.each<[string, VoiceLike[], string | null, string[]]>([
    [
      'automatic first, then the English voices by name',
      device,
      null,
      ['', 'Daniel', 'Google US English', 'Samantha'],
    ],
    [
      'a saved voice this device lacks stays listed, last',
      device,
      'Karen',
      ['', 'Daniel', 'Google US English', 'Samantha', 'Karen'],
    ],
    ['a saved voice the device has is listed once', device, 'Daniel', ['', 'Daniel', 'Google US English', 'Samantha']],
    ['no English voices: automatic only', [voice('Thomas', 'fr-FR')], null, ['']],
    ['no voices at all', [], null, ['']],
  ])('%s', (_, voices, saved, values) => {
    expect(voiceOptions(voices, joey, saved).map((o) => o.value)).toEqual(values);
  }); // prettier-ignore

  it.each<[string, VoiceLike[], string]>([
    ["Joey's automatic choice", device, 'Automatic (Daniel)'],
    ['nothing to choose from', [], 'Automatic'],
  ])('labels %s', (_, voices, label) => {
    expect(voiceOptions(voices, joey, null)[0]).toEqual({ value: AUTOMATIC, label });
  });

  it('never lists a voice in another language', () => {
    const labels = voiceOptions(device, joey, null).map((o) => o.label);
    expect(labels.join()).not.toMatch(/Thomas|Anna/);
  });
});

describe('voiceFor (the shared order, with the choice as the saved name)', () => {
  it.each<[string, string, string, string | null]>([
    ['a chosen voice', 'Samantha', 'Samantha', 'saved'],
    ['automatic: Joey prefers Daniel', AUTOMATIC, 'Daniel', 'preference'],
    ['a chosen voice this device lacks: automatic', 'Karen', 'Daniel', 'preference'],
  ])('%s', (_, chosen, name, method) => {
    const match = voiceFor(device, joey, chosen);
    expect(match?.voice.name).toBe(name);
    expect(match?.method).toBe(method);
  });

  it('finds nothing without voices', () => {
    expect(voiceFor([], joey, 'Samantha')).toBeNull();
  });
});

describe('currentVoiceText (SPEC §2: the current saved voice)', () => {
  it.each<[string, VoiceLike[], ReturnType<typeof coachProfile>, string | null, string]>([
    ['a saved voice', device, joey, 'Samantha', 'Current voice: Samantha'],
    ['automatic by preference', device, joey, null, "Current voice: automatic — Daniel, one of Joey's preferred voices"],
    ['automatic for Jone', device, jone, null, "Current voice: automatic — Samantha, one of Jone's preferred voices"],
    ['automatic by gender', [voice('George', 'en-GB'), voice('Moira', 'en-IE')], joey, null, "Current voice: automatic — George, a male voice, as none of Joey's preferred voices is here"],
    ['automatic, the default voice', [voice('Zed'), voice('Yan', 'en-GB', { default: true })], joey, null, "Current voice: automatic — Yan, this device's default English voice"],
    ['saved but not on this device', device, joey, 'Karen', "Current voice: Karen, not on this device; using Daniel, one of Joey's preferred voices"],
    ['no voices, nothing saved', [], joey, null, 'Current voice: automatic — none, as this device has no voices'],
    ['no voices, one saved', [], joey, 'Karen', 'Current voice: Karen, not on this device; using none, as this device has no voices'],
  ])('%s', (_, voices, profile, saved, text) => {
    expect(currentVoiceText(voices, profile, saved)).toBe(text);
  }); // prettier-ignore
});

describe('testLine', () => {
  it.each([
    ['joey1', "Hi, I'm Joey, your energetic and encouraging coach. Let's get moving!"],
    ['joann', "Hi, I'm JoAnn, your calm and mindful coach. Let's get moving!"],
  ])('%s says %s', (id, line) => {
    expect(testLine(coachProfile(id))).toBe(line);
  });
});
