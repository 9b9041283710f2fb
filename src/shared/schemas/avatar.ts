import { z } from 'zod';
import { COACH_IDS } from '../coaches';
import { enumOf, optionalText } from './common';

/**
 * The coach's look (SPEC §3 avatar config, issue 14): every option has a fixed list of values, so
 * the server can refuse what it cannot draw and the drawing never meets a value it does not know.
 */
export const AVATAR_STYLES = ['friendly', 'energetic', 'calm', 'focused'] as const;
export const SKIN_TONES = ['light', 'medium-light', 'medium', 'medium-dark', 'dark'] as const;
export const HAIR_STYLES = ['short', 'buzz', 'curly', 'long', 'ponytail', 'bun', 'bald'] as const;
export const HAIR_COLORS = ['black', 'brown', 'blonde', 'red', 'gray'] as const;
export const EYE_COLORS = ['brown', 'blue', 'green', 'hazel', 'gray'] as const;
export const OUTFITS = ['athletic', 'running', 'yoga', 'cardio', 'strength', 'team'] as const;
export const ACCESSORIES = ['none', 'headband', 'cap', 'glasses', 'whistle', 'sweatband'] as const;
/** The moments the coach reacts to: cheering a set on, celebrating, resting, a finished session. */
export const EXPRESSIONS = ['encouraging', 'excited', 'calm', 'proud'] as const;
export type Expression = (typeof EXPRESSIONS)[number];

/** SPEC §3 defaults: what a user who never customised the coach sees. */
export const AVATAR_DEFAULTS = {
  selectedAvatar: 'joey1',
  style: 'friendly',
  skinTone: 'medium',
  hairStyle: 'short',
  hairColor: 'brown',
  eyeColor: 'blue',
  outfit: 'athletic',
  accessory: 'none',
  expression: 'encouraging',
  voiceName: null,
} as const satisfies AvatarConfig;

export const avatarConfigSchema = z.object({
  selectedAvatar: enumOf(COACH_IDS),
  style: enumOf(AVATAR_STYLES),
  skinTone: enumOf(SKIN_TONES),
  hairStyle: enumOf(HAIR_STYLES),
  hairColor: enumOf(HAIR_COLORS),
  eyeColor: enumOf(EYE_COLORS),
  outfit: enumOf(OUTFITS),
  accessory: enumOf(ACCESSORIES),
  expression: enumOf(EXPRESSIONS),
  /** A device voice's name (SPEC §3 voiceName), or null for the persona's own choice. */
  voiceName: optionalText(200).transform((v) => v || null),
});
export type AvatarConfig = z.output<typeof avatarConfigSchema>;

/**
 * What GET and POST /api/joey-avatar answer: the config in force, and `savedAvatar`, the coach
 * the user chose, only while their plan does not include it (they have Joey until a plan does;
 * issue 25 §8).
 */
export const avatarAnswerSchema = avatarConfigSchema.extend({
  savedAvatar: enumOf(COACH_IDS).optional(),
});
export type AvatarAnswer = z.output<typeof avatarAnswerSchema>;

/** POST /api/joey-avatar {avatarConfig} (SPEC §7). */
export const saveAvatarBody = z.object({ avatarConfig: avatarConfigSchema });
