import type { AvatarConfig } from './schemas/avatar';

/**
 * The coach's look (SPEC §3 avatar config, issue 14): every option has a fixed list of values, so
 * the server can refuse what it cannot draw and the drawing never meets a value it does not know.
 * Plain lists, apart from their zod schema (schemas/avatar.ts re-exports them): the screens that
 * draw the coach import these without loading zod on their first load (issue 30 §3).
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
