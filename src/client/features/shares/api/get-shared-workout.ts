import { useQuery } from '@tanstack/react-query';

/** SPEC §3 Share view response, as the public share endpoint returns it. */
export interface SharedWorkout {
  workout?: {
    name: string;
    type: string;
    completedAt: string | null;
    duration: number | null;
  } | null;
  exercises?: {
    name: string;
    sets: number | null;
    reps: number | null;
    weight: number | null;
    duration: number | null;
    distance: number | null;
    distanceUnit: string | null;
  }[];
  identity?: { name: string } | null;
}

export const sharedWorkoutKey = (token: string) => [`/api/shares/${encodeURIComponent(token)}`];

/** GET /api/shares/{token}: public, so it works signed out too (SPEC §2 Shared workout view). */
export function useSharedWorkout(token: string) {
  return useQuery<SharedWorkout>({ queryKey: sharedWorkoutKey(token) });
}
