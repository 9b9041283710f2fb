import { coachProfile, type CoachId } from './coaches';
import {
  ACCESSORIES,
  AVATAR_DEFAULTS,
  AVATAR_STYLES,
  EXPRESSIONS,
  EYE_COLORS,
  HAIR_COLORS,
  HAIR_STYLES,
  OUTFITS,
  SKIN_TONES,
} from './avatar-options';
import type { AvatarConfig } from './schemas/avatar';

/** What a coach looks like: the drawn options of the avatar config (SPEC §3). */
export type CoachLook = Pick<
  AvatarConfig,
  'style' | 'skinTone' | 'hairStyle' | 'hairColor' | 'eyeColor' | 'outfit' | 'accessory'
>;

/** Each look option with the values the drawing knows. */
const LOOK_VALUES: { [K in keyof CoachLook]: readonly CoachLook[K][] } = {
  style: AVATAR_STYLES,
  skinTone: SKIN_TONES,
  hairStyle: HAIR_STYLES,
  hairColor: HAIR_COLORS,
  eyeColor: EYE_COLORS,
  outfit: OUTFITS,
  accessory: ACCESSORIES,
};
const LOOK_FIELDS = Object.keys(LOOK_VALUES) as (keyof CoachLook)[];

/**
 * Each persona's own look (issue 14), six people you tell apart at a glance: Joey is SPEC §3's
 * defaults, the others dress for their sport and differ in skin, hair and accessory.
 */
export const COACH_LOOKS: Record<CoachId, CoachLook> = {
  joey1: {
    style: AVATAR_DEFAULTS.style,
    skinTone: AVATAR_DEFAULTS.skinTone,
    hairStyle: AVATAR_DEFAULTS.hairStyle,
    hairColor: AVATAR_DEFAULTS.hairColor,
    eyeColor: AVATAR_DEFAULTS.eyeColor,
    outfit: AVATAR_DEFAULTS.outfit,
    accessory: AVATAR_DEFAULTS.accessory,
  },
  jone: {
    style: 'focused',
    skinTone: 'light',
    hairStyle: 'ponytail',
    hairColor: 'blonde',
    eyeColor: 'green',
    outfit: 'running',
    accessory: 'sweatband',
  },
  joann: {
    style: 'calm',
    skinTone: 'medium-light',
    hairStyle: 'bun',
    hairColor: 'black',
    eyeColor: 'hazel',
    outfit: 'yoga',
    accessory: 'none',
  },
  jo: {
    style: 'energetic',
    skinTone: 'dark',
    hairStyle: 'curly',
    hairColor: 'black',
    eyeColor: 'brown',
    outfit: 'cardio',
    accessory: 'headband',
  },
  jose: {
    style: 'focused',
    skinTone: 'medium-dark',
    hairStyle: 'buzz',
    hairColor: 'black',
    eyeColor: 'brown',
    outfit: 'strength',
    accessory: 'whistle',
  },
  joe: {
    style: 'friendly',
    skinTone: 'light',
    hairStyle: 'short',
    hairColor: 'red',
    eyeColor: 'gray',
    outfit: 'team',
    accessory: 'cap',
  },
};

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** The persona an id names; SPEC §3: an unknown or missing id is the first one, Joey. */
const coachIdOf = (id: unknown): CoachId => coachProfile(typeof id === 'string' ? id : null).id;

/** A persona's whole default config: its look, SPEC §3's expression and no saved voice. */
export function defaultConfigFor(coachId: string | null | undefined): AvatarConfig {
  const id = coachIdOf(coachId);
  return { ...AVATAR_DEFAULTS, ...COACH_LOOKS[id], selectedAvatar: id };
}

/**
 * How a config is drawn. The rule is simple: a saved config is drawn as saved (the user's
 * customisation wins over the persona's look); an option it lacks, or holds a value the drawing
 * does not know, is its persona's own (so `{ selectedAvatar: 'jo' }` alone draws Jo).
 */
export function lookOf(config: Partial<AvatarConfig> | null | undefined): CoachLook {
  const persona = COACH_LOOKS[coachIdOf(config?.selectedAvatar)];
  const pick = <K extends keyof CoachLook>(field: K): CoachLook[K] => {
    const value = config?.[field];
    return isOneOf(LOOK_VALUES[field], value) ? value : persona[field];
  };
  return Object.fromEntries(LOOK_FIELDS.map((field) => [field, pick(field)])) as CoachLook;
}

/** A whole config from a partial or unknown one (a read that failed, a value since retired). */
export function completeConfig(config: Partial<AvatarConfig> | null | undefined): AvatarConfig {
  const expression = config?.expression;
  return {
    ...lookOf(config),
    selectedAvatar: coachIdOf(config?.selectedAvatar),
    expression: isOneOf(EXPRESSIONS, expression) ? expression : AVATAR_DEFAULTS.expression,
    voiceName: config?.voiceName ?? null,
  };
}
