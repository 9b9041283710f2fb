import type { AvatarConfig } from '@shared/schemas/avatar';

/*
 * The theme token of every value of the avatar config (styles.css, issue 14). Written out whole,
 * so Tailwind finds each class in the source.
 */

export const SKIN_FILL: Record<AvatarConfig['skinTone'], string> = {
  light: 'fill-coach-skin-light',
  'medium-light': 'fill-coach-skin-medium-light',
  medium: 'fill-coach-skin-medium',
  'medium-dark': 'fill-coach-skin-medium-dark',
  dark: 'fill-coach-skin-dark',
};

export const HAIR_FILL: Record<AvatarConfig['hairColor'], string> = {
  black: 'fill-coach-hair-black',
  brown: 'fill-coach-hair-brown',
  blonde: 'fill-coach-hair-blonde',
  red: 'fill-coach-hair-red',
  gray: 'fill-coach-hair-gray',
};

/** Light hair gets deeper brows, which would vanish on light skin otherwise. */
export const BROW_STROKE: Record<AvatarConfig['hairColor'], string> = {
  black: 'stroke-coach-hair-black',
  brown: 'stroke-coach-hair-brown',
  blonde: 'stroke-coach-brow-light',
  red: 'stroke-coach-hair-red',
  gray: 'stroke-coach-brow-light',
};

export const EYE_FILL: Record<AvatarConfig['eyeColor'], string> = {
  brown: 'fill-coach-eye-brown',
  blue: 'fill-coach-eye-blue',
  green: 'fill-coach-eye-green',
  hazel: 'fill-coach-eye-hazel',
  gray: 'fill-coach-eye-gray',
};

export const BACKDROP_FILL: Record<AvatarConfig['style'], string> = {
  friendly: 'fill-coach-bg-friendly',
  energetic: 'fill-coach-bg-energetic',
  calm: 'fill-coach-bg-calm',
  focused: 'fill-coach-bg-focused',
};

/** An outfit's two colours, as fills and strokes: accessories are dressed to match. */
export interface OutfitTone {
  main: string;
  trim: string;
  mainStroke: string;
  trimStroke: string;
}

export const OUTFIT_TONE: Record<AvatarConfig['outfit'], OutfitTone> = {
  athletic: {
    main: 'fill-brand-600',
    trim: 'fill-brand-200',
    mainStroke: 'stroke-brand-600',
    trimStroke: 'stroke-brand-200',
  },
  running: {
    main: 'fill-coach-running',
    trim: 'fill-coach-white',
    mainStroke: 'stroke-coach-running',
    trimStroke: 'stroke-coach-white',
  },
  yoga: {
    main: 'fill-coach-yoga',
    trim: 'fill-coach-yoga-trim',
    mainStroke: 'stroke-coach-yoga',
    trimStroke: 'stroke-coach-yoga-trim',
  },
  cardio: {
    main: 'fill-coach-cardio',
    trim: 'fill-accent-400',
    mainStroke: 'stroke-coach-cardio',
    trimStroke: 'stroke-accent-400',
  },
  strength: {
    main: 'fill-coach-strength',
    trim: 'fill-coach-strength-trim',
    mainStroke: 'stroke-coach-strength',
    trimStroke: 'stroke-coach-strength-trim',
  },
  team: {
    main: 'fill-coach-team',
    trim: 'fill-coach-white',
    mainStroke: 'stroke-coach-team',
    trimStroke: 'stroke-coach-white',
  },
};
