import {
  COACH_IDS,
  COACH_PROFILES,
  coachFirstName,
  coachProfile,
  coachSpeciality,
  type CoachId,
  type CoachProfile,
} from '@shared/coaches';
import { AVATAR_DEFAULTS } from '@shared/schemas/avatar';

/** The coach every plan has; the others need `customAvatarEnabled` (issue 14). */
export const FREE_COACH: CoachId = AVATAR_DEFAULTS.selectedAvatar;

/**
 * A coach is locked only when the plan is known not to include custom avatars. An unknown plan
 * (its read failed) locks nothing: the server still refuses, in the plan's words.
 */
export const coachLocked = (id: CoachId, customAvatarEnabled: boolean | undefined) =>
  id !== FREE_COACH && customAvatarEnabled === false;

export interface CoachCard {
  profile: CoachProfile;
  firstName: string;
  speciality: string;
  locked: boolean;
}

/** The grid of six (SPEC §2), in the personas' order. */
export function coachCards(customAvatarEnabled: boolean | undefined): CoachCard[] {
  return COACH_PROFILES.map((profile) => ({
    profile,
    firstName: coachFirstName(profile),
    speciality: coachSpeciality(profile),
    locked: coachLocked(profile.id, customAvatarEnabled),
  }));
}

const OTHER_COACHES = new Intl.ListFormat('en', { type: 'disjunction' }).format(
  COACH_PROFILES.filter((p) => p.id !== FREE_COACH).map(coachFirstName),
);

/** Said under a grid with locked coaches, before anything is refused. */
export const lockedCoachesMessage = (planName: string) =>
  `Your ${planName} plan includes Joey. Upgrade to train with ${OTHER_COACHES}.`;

/**
 * The coach the user chose that their plan no longer includes (GET /api/joey-avatar's
 * savedAvatar, issue 25 §8): they have Joey until a plan includes it again. Anything else is none.
 */
export const savedCoachOf = (answer: unknown): CoachId | undefined => {
  const saved = (answer as { savedAvatar?: unknown } | null | undefined)?.savedAvatar;
  return COACH_IDS.find((id) => id === saved);
};

/** Said while the plan lacks the coach the user chose: the choice is kept for an upgrade. */
export const savedCoachMessage = (saved: CoachId, planName: string) =>
  `Your ${planName} plan includes Joey, so Joey coaches you for now. ` +
  `${coachFirstName(coachProfile(saved))}, your saved coach, returns when you upgrade.`;
