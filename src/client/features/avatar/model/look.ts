import { defaultConfigFor } from '@shared/avatar-looks';
import type { CoachId } from '@shared/coaches';
import { AVATAR_DEFAULTS, avatarConfigSchema, type AvatarConfig } from '@shared/schemas/avatar';

/**
 * The coach's look: every option of the avatar config but the voice, which has its own Save
 * (SPEC §2), so an unsaved look and an unsaved voice never travel in each other's request.
 */
export type AvatarLook = Omit<AvatarConfig, 'voiceName'>;
export type LookField = keyof AvatarLook;

/** Taken from the schema, so an option added there is edited, diffed and saved here too. */
export const LOOK_FIELDS = Object.keys(avatarConfigSchema.shape).filter(
  (key): key is LookField => key !== 'voiceName',
);

/** The look part of a config (a saved record, a persona's default). */
export function lookOf(config: AvatarLook): AvatarLook {
  return Object.fromEntries(LOOK_FIELDS.map((field) => [field, config[field]])) as AvatarLook;
}

/** SPEC §3 defaults: what Reset goes back to. */
export const DEFAULT_LOOK = lookOf(AVATAR_DEFAULTS);

/** The options the draft changes from the saved look, in the config's order. */
export function changedFields(saved: AvatarLook, draft: AvatarLook): LookField[] {
  return LOOK_FIELDS.filter((field) => saved[field] !== draft[field]);
}

export const isSameLook = (a: AvatarLook, b: AvatarLook) => changedFields(a, b).length === 0;

/** The draft with one option set (a value from that option's list). */
export function withOption<F extends LookField>(
  look: AvatarLook,
  field: F,
  value: AvatarLook[F],
): AvatarLook {
  return { ...look, [field]: value };
}

/** Choosing a coach dresses the draft in that persona's own default look (issue 14). */
export const coachDefaultLook = (id: CoachId): AvatarLook => lookOf(defaultConfigFor(id));

/** The record a look is saved as: the voice stays the one saved, whatever the draft. */
export const configToSave = (look: AvatarLook, saved: AvatarConfig): AvatarConfig => ({
  ...lookOf(look),
  voiceName: saved.voiceName,
});

/** Reset changes something only when the saved look or the draft is not the default. */
export const canReset = (saved: AvatarLook, shown: AvatarLook) =>
  !isSameLook(saved, DEFAULT_LOOK) || !isSameLook(shown, DEFAULT_LOOK);
