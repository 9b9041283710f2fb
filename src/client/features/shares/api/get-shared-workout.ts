import { useQuery } from '@tanstack/react-query';
import type { ShareView, SharedWorkoutView } from '@shared/schemas/shares';

/** SPEC §3 Share view response, as the public share endpoint returns it. */
export type SharedView = ShareView;
export type SharedWorkout = SharedWorkoutView;

export const sharedWorkoutKey = (token: string) => [`/api/shares/${encodeURIComponent(token)}`];

/** GET /api/shares/{token}: public, so it works signed out too (SPEC §2 Shared workout view). */
export function useSharedWorkout(token: string) {
  return useQuery<SharedView>({ queryKey: sharedWorkoutKey(token) });
}
