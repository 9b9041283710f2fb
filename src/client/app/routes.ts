import { normalizePath } from '@client/lib/paths';

/**
 * The route table of SPEC §2 as a pure function, so the rules are testable without a browser.
 * Shared links are public; signed out (or still loading) only / is served; anything else is 404.
 */
export type PageId =
  | 'sharedWorkout'
  | 'landing'
  | 'notFound'
  | 'dashboard'
  | 'workouts'
  | 'progress'
  | 'leaderboard'
  | 'profile'
  | 'workoutSession'
  | 'routines'
  | 'liveWorkout'
  | 'assessment'
  | 'joeyAvatar'
  | 'subscription'
  | 'voiceDiagnostics'
  | 'help'
  | 'import';

export interface ResolvedRoute {
  page: PageId;
  params: Record<string, string>;
}

const SIGNED_IN_PAGES: Record<string, PageId> = {
  '/': 'dashboard',
  '/workouts': 'workouts',
  '/progress': 'progress',
  '/leaderboard': 'leaderboard',
  '/profile': 'profile',
  '/workout-session': 'workoutSession',
  '/routines': 'routines',
  '/live-workout': 'liveWorkout',
  '/assessment': 'assessment',
  '/joey-avatar': 'joeyAvatar',
  '/subscription': 'subscription',
  '/plans': 'subscription',
  '/voice-diagnostics': 'voiceDiagnostics',
  '/help': 'help',
  '/import': 'import',
};

const SHARE_PATH = /^\/s\/([^/]+)$/;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function resolveRoute(path: string, signedIn: boolean): ResolvedRoute {
  const clean = normalizePath(path);
  const share = SHARE_PATH.exec(clean);
  if (share) {
    const token = decode(share[1]!);
    if (token) return { page: 'sharedWorkout', params: { token } };
  }
  if (!signedIn) {
    return { page: clean === '/' ? 'landing' : 'notFound', params: {} };
  }
  return { page: SIGNED_IN_PAGES[clean] ?? 'notFound', params: {} };
}
