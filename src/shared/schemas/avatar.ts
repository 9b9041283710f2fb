import { z } from 'zod';
import {
  AVATAR_STYLES,
  SKIN_TONES,
  HAIR_STYLES,
  HAIR_COLORS,
  EYE_COLORS,
  OUTFITS,
  ACCESSORIES,
  EXPRESSIONS,
} from '../avatar-options';
import { COACH_IDS } from '../coaches';
import { enumOf, optionalText } from './common';

/** The coach's look's lists (SPEC §3, issue 14), kept zod-free in avatar-options.ts. */
export {
  AVATAR_STYLES,
  SKIN_TONES,
  HAIR_STYLES,
  HAIR_COLORS,
  EYE_COLORS,
  OUTFITS,
  ACCESSORIES,
  EXPRESSIONS,
  AVATAR_DEFAULTS,
} from '../avatar-options';
export type { Expression } from '../avatar-options';

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
