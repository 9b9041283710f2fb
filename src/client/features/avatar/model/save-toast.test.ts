import { describe, expect, it } from 'vitest';
import { AVATAR_DEFAULTS, type AvatarConfig } from '@shared/schemas/avatar';
import { ApiError } from '@client/lib/api';
import { saveFailedToast, savedToast, type SaveKind } from './save-toast';

const config = (changes: Partial<AvatarConfig> = {}): AvatarConfig => ({
  ...AVATAR_DEFAULTS,
  ...changes,
});

describe('savedToast (SPEC §8 Avatar)', () => {
  it.each<[SaveKind, AvatarConfig, string, string]>([
    ['look', config(), 'Avatar Saved! 🎨', "Joey's new look has been applied to your workouts!"],
    ['reset', config(), 'Avatar Reset', 'Joey has been reset to the default appearance.'],
    ['voice', config({ voiceName: 'Samantha' }), 'Voice Saved', 'Joey will speak with Samantha.'],
    ['voice', config({ selectedAvatar: 'jone', voiceName: 'Karen' }), 'Voice Saved', 'Jone will speak with Karen.'],
    ['voice', config(), 'Voice Saved', 'Joey will choose a voice on each device.'],
  ])('%s → %s', (kind, saved, title, description) => {
    expect(savedToast(kind, saved)).toEqual({ title, description });
  }); // prettier-ignore
});

describe('saveFailedToast', () => {
  const planRefusal = new ApiError(
    403,
    JSON.stringify({ message: 'Your Free plan does not include coaches other than Joey.' }),
    'Forbidden',
  );
  it.each<[SaveKind, unknown, string]>([
    ['look', new Error('offline'), "Couldn't save Joey's avatar. Please try again."],
    ['reset', new ApiError(500, '', 'Internal Server Error'), "Couldn't save Joey's avatar. Please try again."],
    ['voice', new Error('offline'), "Couldn't save Joey's voice. Please try again."],
    ['look', planRefusal, 'Your Free plan does not include coaches other than Joey.'],
    ['voice', planRefusal, 'Your Free plan does not include coaches other than Joey.'],
    ['look', new ApiError(403, JSON.stringify({ message: 'Forbidden' }), 'Forbidden'), "Couldn't save Joey's avatar. Please try again."],
  ])('%s after %s', (kind, error, description) => {
    expect(saveFailedToast(kind, error)).toEqual({ title: 'Save Failed', description, variant: 'destructive' });
  }); // prettier-ignore
});
