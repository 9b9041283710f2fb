import { useQuery } from '@tanstack/react-query';
import type { Entitlements } from '@shared/schemas/billing';
import type { Progress } from '@shared/schemas/progress';
import type { Progression } from '@shared/schemas/progression';
import { entitlementsKey, progressionKey, progressKey } from './query-keys';

/**
 * Reads several features show (Progress and Profile; the dashboard and the level-up watcher).
 * Kept beside the shared query keys so one hook serves every screen without features importing
 * each other (DESIGN §2).
 */

/**
 * GET /api/progress/{userId} (issue 9): what Progress shows, worked out on the server. Profile
 * reads its counts from it, so moving between the two screens costs no extra request.
 */
export function useProgress(userId: string) {
  return useQuery<Progress>({ queryKey: progressKey(userId) });
}

/**
 * GET /api/progression/me (issue 10): the dashboard's progression card draws it, and the
 * signed-in frame's level-up watcher keeps it observed on every screen, so a write that earns XP
 * (which invalidates it) refetches it at once wherever the user is.
 */
export function useProgression() {
  return useQuery<Progression>({ queryKey: progressionKey });
}

/**
 * GET /api/me/entitlements: what the plan allows, for a screen that offers only what it allows
 * (the coaches on Customize Joey, a share link's expiry). Read again on each visit: the plan may
 * have changed on the plans page or another device since. The plans page polls the same key
 * while a purchase is being confirmed (subscription/api/get-entitlements.ts).
 */
export function useEntitlements() {
  return useQuery<Entitlements>({ queryKey: entitlementsKey, refetchOnMount: 'always' });
}
