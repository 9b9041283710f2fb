import { describe, expect, it } from 'vitest';
import {
  COACH_LOOKS,
  completeConfig,
  defaultConfigFor,
  lookOf,
  type CoachLook,
} from './avatar-looks';
import { COACH_IDS } from './coaches';
import { AVATAR_DEFAULTS, avatarConfigSchema, type AvatarConfig } from './schemas/avatar';

const JOEY: CoachLook = {
  style: 'friendly',
  skinTone: 'medium',
  hairStyle: 'short',
  hairColor: 'brown',
  eyeColor: 'blue',
  outfit: 'athletic',
  accessory: 'none',
};

describe('each persona has its own look (issue 14)', () => {
  it.each([
    ['joey1', 'friendly', 'medium', 'short', 'brown', 'blue', 'athletic', 'none'],
    ['jone', 'focused', 'light', 'ponytail', 'blonde', 'green', 'running', 'sweatband'],
    ['joann', 'calm', 'medium-light', 'bun', 'black', 'hazel', 'yoga', 'none'],
    ['jo', 'energetic', 'dark', 'curly', 'black', 'brown', 'cardio', 'headband'],
    ['jose', 'focused', 'medium-dark', 'buzz', 'black', 'brown', 'strength', 'whistle'],
    ['joe', 'friendly', 'light', 'short', 'red', 'gray', 'team', 'cap'],
  ] as const)(
    '%s: %s style, %s skin, %s %s hair, %s eyes, %s outfit, accessory %s',
    (id, style, skinTone, hairStyle, hairColor, eyeColor, outfit, accessory) => {
      const look = { style, skinTone, hairStyle, hairColor, eyeColor, outfit, accessory };
      expect(COACH_LOOKS[id]).toEqual(look);
      expect(defaultConfigFor(id)).toEqual({
        ...look,
        selectedAvatar: id,
        expression: 'encouraging',
        voiceName: null,
      });
    },
  );

  it('Joey is SPEC §3 defaults', () => {
    expect(defaultConfigFor('joey1')).toEqual(AVATAR_DEFAULTS);
  });

  it.each(COACH_IDS)('%s default config passes the API contract', (id) => {
    expect(avatarConfigSchema.parse(defaultConfigFor(id))).toEqual(defaultConfigFor(id));
  });

  it('no two personas share the same hair style, colour and outfit', () => {
    const keys = COACH_IDS.map((id) => {
      const l = COACH_LOOKS[id];
      return `${l.hairStyle}/${l.hairColor}/${l.outfit}`;
    });
    expect(new Set(keys).size).toBe(COACH_IDS.length);
  });

  it.each([['nobody'], [null], [undefined], ['']])('unknown id %s is Joey', (id) => {
    expect(defaultConfigFor(id)).toEqual(AVATAR_DEFAULTS);
  });
});

describe('lookOf: a saved config is drawn as saved', () => {
  const saved: AvatarConfig = {
    ...defaultConfigFor('jone'),
    hairStyle: 'bald',
    eyeColor: 'brown',
    accessory: 'glasses',
  };

  it.each<[string, Partial<AvatarConfig> | null | undefined, CoachLook]>([
    ['nothing is Joey', undefined, JOEY],
    ['null is Joey', null, JOEY],
    ['an empty config is Joey', {}, JOEY],
    ['only an id is that persona', { selectedAvatar: 'jo' }, COACH_LOOKS.jo],
    [
      'a customised config keeps its own values',
      saved,
      { ...COACH_LOOKS.jone, hairStyle: 'bald', eyeColor: 'brown', accessory: 'glasses' },
    ],
    [
      'Joey restyled stays restyled',
      { ...AVATAR_DEFAULTS, hairStyle: 'curly', outfit: 'yoga' },
      { ...JOEY, hairStyle: 'curly', outfit: 'yoga' },
    ],
    [
      'missing options come from the persona',
      { selectedAvatar: 'jose', skinTone: 'light' },
      { ...COACH_LOOKS.jose, skinTone: 'light' },
    ],
    [
      'a value the drawing does not know is the persona’s',
      { selectedAvatar: 'joe', hairColor: 'green' as AvatarConfig['hairColor'] },
      COACH_LOOKS.joe,
    ],
  ])('%s', (_, config, look) => {
    expect(lookOf(config)).toEqual(look);
  });
});

describe('completeConfig', () => {
  it.each<[string, Partial<AvatarConfig> | null, AvatarConfig]>([
    ['no record is SPEC §3 defaults', null, AVATAR_DEFAULTS],
    [
      'a whole config is kept',
      { ...defaultConfigFor('joann'), expression: 'proud', voiceName: 'Moira' },
      { ...defaultConfigFor('joann'), expression: 'proud', voiceName: 'Moira' },
    ],
    [
      'unknown id and expression fall back',
      { selectedAvatar: 'x' as AvatarConfig['selectedAvatar'], expression: 'sad' as never },
      AVATAR_DEFAULTS,
    ],
    ['a persona alone gets its look', { selectedAvatar: 'joe' }, defaultConfigFor('joe')],
  ])('%s', (_, config, whole) => {
    expect(completeConfig(config)).toEqual(whole);
  });
});
