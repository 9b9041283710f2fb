import { describe, expect, it } from 'vitest';
import { COACH_IDS } from '@shared/coaches';
import { AVATAR_DEFAULTS, avatarConfigSchema, type AvatarConfig } from '@shared/schemas/avatar';
import {
  DEFAULT_LOOK,
  LOOK_FIELDS,
  canReset,
  changedFields,
  coachDefaultLook,
  configToSave,
  isSameLook,
  lookOf,
  withOption,
  type AvatarLook,
} from './look';

const saved: AvatarConfig = { ...AVATAR_DEFAULTS, voiceName: 'Samantha' };
const look = (changes: Partial<AvatarLook> = {}): AvatarLook => ({ ...DEFAULT_LOOK, ...changes });

describe('the look (every option but the voice)', () => {
  it('is every field of the config but voiceName, in its order', () => {
    expect(LOOK_FIELDS).toEqual(
      Object.keys(avatarConfigSchema.shape).filter((k) => k !== 'voiceName'),
    );
    expect(lookOf(saved)).not.toHaveProperty('voiceName');
  });

  // The defaults' values are held to SPEC §3 once, in src/shared/avatar-looks.test.ts.
  it('defaults to SPEC §3, without the voice', () => {
    const { voiceName: _voice, ...defaults } = AVATAR_DEFAULTS;
    expect(DEFAULT_LOOK).toEqual(defaults);
  });
});

describe('changedFields (the draft against what is saved)', () => {
  it.each<[string, AvatarLook, AvatarLook, string[]]>([
    ['nothing changed', look(), look(), []],
    ['one option', look(), look({ hairStyle: 'curly' }), ['hairStyle']],
    [
      'several, in the config order',
      look(),
      look({ expression: 'proud', hairStyle: 'bun', selectedAvatar: 'jone' }),
      ['selectedAvatar', 'hairStyle', 'expression'],
    ],
    ['changed and changed back', look({ style: 'calm' }), look({ style: 'calm' }), []],
  ])('%s', (_, before, after, fields) => {
    expect(changedFields(before, after)).toEqual(fields);
    expect(isSameLook(before, after)).toBe(fields.length === 0);
  });
});

describe('withOption', () => {
  it('sets one option and leaves the draft it came from alone', () => {
    const before = look();
    const after = withOption(before, 'expression', 'excited');
    expect(after).toEqual(look({ expression: 'excited' }));
    expect(before.expression).toBe('encouraging');
  });
});

describe('configToSave', () => {
  it.each<[string, AvatarConfig['voiceName']]>([
    ['keeps the saved voice', 'Samantha'],
    ['keeps no saved voice', null],
  ])('%s', (_, voiceName) => {
    const draft = look({ hairColor: 'red' });
    expect(configToSave(draft, { ...saved, voiceName })).toEqual({ ...draft, voiceName });
  });
});

describe('canReset', () => {
  it.each<[string, AvatarLook, AvatarLook, boolean]>([
    ['saved and shown are the defaults', look(), look(), false],
    ['the saved look is not the default', look({ outfit: 'yoga' }), look({ outfit: 'yoga' }), true],
    ['only the draft differs', look(), look({ accessory: 'cap' }), true],
    ['a draft back at the defaults over a custom save', look({ eyeColor: 'green' }), look(), true],
  ])('%s → %s', (_, savedLook, shown, expected) => {
    expect(canReset(savedLook, shown)).toBe(expected);
  });
});

describe('coachDefaultLook (choosing a coach)', () => {
  it.each(COACH_IDS)('%s: that coach, in a complete, valid look', (id) => {
    const chosen = coachDefaultLook(id);
    expect(chosen.selectedAvatar).toBe(id);
    expect(avatarConfigSchema.parse({ ...chosen, voiceName: null })).toEqual({
      ...chosen,
      voiceName: null,
    });
  });

  it('gives each coach a look of its own', () => {
    const looks = COACH_IDS.map((id) => JSON.stringify(lookOf(coachDefaultLook(id))));
    expect(new Set(looks).size).toBe(COACH_IDS.length);
  });
});
