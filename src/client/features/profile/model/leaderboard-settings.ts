import { leaderboardSettingsBody } from '@shared/schemas/progression';
import { fieldErrors } from '@client/lib/field-error';

const LABELS = { displayName: 'Display name' } as const;

/** SPEC §4: the display name saves this long after the field is left. */
export const NAME_SAVE_DELAY_MS = 1000;

export type DisplayNameCheck =
  | { kind: 'unchanged' }
  | { kind: 'invalid'; error: string }
  | { kind: 'save'; displayName: string | null };

/**
 * What leaving the display-name field does (SPEC §2 Profile, §4): nothing when it says what is
 * saved already (spaces aside), an error under the field when the server's rule (2–50 characters
 * once trimmed) refuses it, otherwise the name to send; empty clears it, so boards show the
 * user's own name.
 */
export function checkDisplayName(value: string, saved: string | null): DisplayNameCheck {
  const parsed = leaderboardSettingsBody.safeParse({ displayName: value });
  if (!parsed.success) {
    const error = fieldErrors(parsed.error.issues, LABELS).displayName;
    return { kind: 'invalid', error: error ?? 'Display name is not valid' };
  }
  const displayName = parsed.data.displayName ?? null;
  return displayName === (saved?.trim() || null) ? { kind: 'unchanged' } : { kind: 'save', displayName }; // prettier-ignore
}
