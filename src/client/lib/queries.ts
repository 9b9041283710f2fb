import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthOptions } from '@shared/schemas/auth';
import type { Entitlements } from '@shared/schemas/billing';
import type { ExerciseNames } from '@shared/schemas/exercise-history';
import type { Progress } from '@shared/schemas/progress';
import type { Progression } from '@shared/schemas/progression';
import {
  authOptionsKey,
  entitlementsKey,
  exerciseNamesKey,
  progressionKey,
  progressKey,
} from './query-keys';

/**
 * Reads several features show, each as one `queryOptions` (issue 30 §6): one key and one fetcher
 * wherever it is read, so two screens can never cache the same key two ways. Kept beside the
 * shared query keys so every screen uses them without features importing each other (DESIGN §2).
 * Their fetcher is the default read (query-client.ts: GET the key's URL, SPEC §7); a read that
 * needs another fetcher names it here (avatarQuery in avatar-config.ts).
 */

/**
 * GET /api/progress/{userId} (issue 9): what Progress shows, worked out on the server. Profile
 * reads its counts from it, so moving between the two screens costs no extra request.
 */
export const progressQuery = (userId: string) =>
  queryOptions<Progress>({ queryKey: progressKey(userId) });

export function useProgress(userId: string) {
  return useQuery(progressQuery(userId));
}

/**
 * GET /api/progression/me (issue 10): the dashboard's progression card draws it, and the
 * signed-in frame's level-up watcher keeps it observed on every screen, so a write that earns XP
 * (which invalidates it) refetches it at once wherever the user is.
 */
export const progressionQuery = queryOptions<Progression>({ queryKey: progressionKey });

export function useProgression() {
  return useQuery(progressionQuery);
}

/**
 * GET /api/me/entitlements: what the plan allows, for a screen that offers only what it allows
 * (the coaches on Customize Joey, a share link's expiry, the plans page). Read again on each
 * visit: the plan may have changed on the plans page or another device since, and other screens
 * spend quota without knowing this read exists. The plans page adds its poll while a purchase is
 * being confirmed (subscription/api/get-entitlements.ts).
 */
export const entitlementsQuery = queryOptions<Entitlements>({
  queryKey: entitlementsKey,
  refetchOnMount: 'always',
});

export function useEntitlements() {
  return useQuery(entitlementsQuery);
}

/**
 * GET /api/auth/options: whether this server takes new accounts (the login page) and whether the
 * user has a password here to change (Profile).
 */
export const authOptionsQuery = queryOptions<AuthOptions>({ queryKey: authOptionsKey });

/** GET /api/exercises/names: the person's own exercise names, most done first. */
export const exerciseNamesQuery = queryOptions<ExerciseNames>({ queryKey: exerciseNamesKey });
