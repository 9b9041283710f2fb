import { describe, expect, it } from 'vitest';
import { avatarConfigSchema } from '@shared/schemas/avatar';
import { LOOK_OPTIONS, optionLabel } from './options';

describe('LOOK_OPTIONS', () => {
  it('offers every option of the config but the coach and the voice', () => {
    const fields = Object.keys(avatarConfigSchema.shape).filter(
      (k) => k !== 'selectedAvatar' && k !== 'voiceName',
    );
    expect(LOOK_OPTIONS.map((o) => o.field).sort()).toEqual(fields.sort());
  });

  it.each(LOOK_OPTIONS.map((o) => [o.field, o] as const))(
    '%s offers exactly the values the server accepts',
    (field, option) => {
      const schema = avatarConfigSchema.shape[field];
      for (const value of option.values) expect(schema.safeParse(value).success).toBe(true);
      expect(schema.safeParse('not-a-value').success).toBe(false);
    },
  );
});

describe('optionLabel', () => {
  it.each([
    ['friendly', 'Friendly'],
    ['medium-light', 'Medium light'],
    ['medium-dark', 'Medium dark'],
    ['buzz', 'Buzz cut'],
    ['team', 'Team sports'],
    ['none', 'None'],
  ])('%s → %s', (value, label) => {
    expect(optionLabel(value)).toBe(label);
  });
});
