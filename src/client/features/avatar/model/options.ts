import {
  ACCESSORIES,
  AVATAR_STYLES,
  EXPRESSIONS,
  EYE_COLORS,
  HAIR_COLORS,
  HAIR_STYLES,
  OUTFITS,
  SKIN_TONES,
} from '@shared/schemas/avatar';
import type { AvatarLook, LookField } from './look';

type OptionField = Exclude<LookField, 'selectedAvatar'>;

export interface LookOption<F extends OptionField = OptionField> {
  field: F;
  label: string;
  values: readonly AvatarLook[F][];
  /** Chips show every value at once; a select keeps a long list short on a phone. */
  control: 'chips' | 'select';
}

/** Every option of the config but the coach (the grid chooses it), in the order shown. */
export const LOOK_OPTIONS: readonly LookOption[] = [
  { field: 'style', label: 'Style', values: AVATAR_STYLES, control: 'chips' },
  { field: 'expression', label: 'Expression', values: EXPRESSIONS, control: 'chips' },
  { field: 'skinTone', label: 'Skin tone', values: SKIN_TONES, control: 'chips' },
  { field: 'hairStyle', label: 'Hair style', values: HAIR_STYLES, control: 'select' },
  { field: 'hairColor', label: 'Hair colour', values: HAIR_COLORS, control: 'chips' },
  { field: 'eyeColor', label: 'Eye colour', values: EYE_COLORS, control: 'chips' },
  { field: 'outfit', label: 'Outfit', values: OUTFITS, control: 'select' },
  { field: 'accessory', label: 'Accessory', values: ACCESSORIES, control: 'select' },
];

// Values whose words alone would not say what they are.
const SPECIAL_LABELS: Partial<Record<string, string>> = {
  buzz: 'Buzz cut',
  team: 'Team sports',
};

/** 'medium-light' → 'Medium light'. */
export function optionLabel(value: string): string {
  const special = SPECIAL_LABELS[value];
  if (special) return special;
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
