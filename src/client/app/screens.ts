import type { ComponentType } from 'react';
import type { User } from '@shared/schemas/users';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { resolveRoute, type PageId } from './routes';

/**
 * Where each screen's code lives (issue 9 §4). Only this table is in the first page's bundle:
 * the signed-in app and every screen are chunks of their own, loaded when needed or ahead of time.
 * A signed-out visitor downloads none of them.
 */
/** The pages a signed-in user can be on (SPEC §2); all but notFound are lazy screens. */
export type SignedInPageId = Exclude<PageId, 'landing' | 'sharedWorkout'>;
export type SignedInPage = Exclude<SignedInPageId, 'notFound'>;
export interface ScreenProps {
  user: User;
}

/** The frame around every signed-in screen: voice, onboarding, toasts, tooltips. */
export const SignedInAppScreen = lazyScreen(() =>
  import('./SignedInApp').then((m) => m.SignedInApp),
);

export const SharedWorkoutScreen = lazyScreen(() =>
  import('./screens/SharedWorkoutScreen').then((m) => m.SharedWorkoutScreen),
);

const screen = (load: () => Promise<ComponentType<ScreenProps>>) => lazyScreen(load);

export const SCREENS: Record<SignedInPage, LazyScreen<ScreenProps>> = {
  dashboard: screen(() => import('./screens/DashboardScreen').then((m) => m.DashboardScreen)),
  workouts: screen(() => import('./screens/WorkoutsScreen').then((m) => m.WorkoutsScreen)),
  progress: screen(() => import('./screens/ProgressScreen').then((m) => m.ProgressScreen)),
  leaderboard: screen(() =>
    import('@client/features/leaderboard/pages/LeaderboardPage').then((m) => m.LeaderboardPage),
  ),
  profile: screen(() =>
    import('@client/features/profile/pages/ProfilePage').then((m) => m.ProfilePage),
  ),
  workoutSession: screen(() =>
    import('@client/features/workout-session/pages/WorkoutSessionPage').then(
      (m) => m.WorkoutSessionPage,
    ),
  ),
  liveWorkout: screen(() => import('./screens/LiveWorkoutScreen').then((m) => m.LiveWorkoutScreen)),
  routines: screen(() => import('./screens/RoutinesScreen').then((m) => m.RoutinesScreen)),
  assessment: screen(() => import('./screens/AssessmentScreen').then((m) => m.AssessmentScreen)),
  joeyAvatar: screen(() =>
    import('@client/features/avatar/pages/JoeyAvatarPage').then((m) => m.JoeyAvatarPage),
  ),
  subscription: screen(() =>
    import('@client/features/billing/pages/SubscriptionPage').then((m) => m.SubscriptionPage),
  ),
  voiceDiagnostics: screen(() =>
    import('@client/features/voice-diagnostics/pages/VoiceDiagnosticsPage').then(
      (m) => m.VoiceDiagnosticsPage,
    ),
  ),
  help: screen(() => import('@client/features/support/pages/HelpPage').then((m) => m.HelpPage)),
  import: screen(() =>
    import('@client/features/imports/pages/ImportPage').then((m) => m.ImportPage),
  ),
};

/** The signed-in screen a page id shows, or null for the ones in the first bundle. */
export function screenFor(page: PageId) {
  return page in SCREENS ? SCREENS[page as SignedInPage] : null;
}

/** The signed-in screens one tap away on every tab screen (the bottom navigation). */
export const NAV_SCREENS: SignedInPage[] = [
  'workouts',
  'progress',
  'profile',
  'leaderboard',
  'subscription',
  'dashboard',
];

/**
 * Starts fetching what the path will show for a signed-in user, before the auth probe answers:
 * main.tsx calls it when this browser was signed in last time (signed-in-hint.ts).
 */
export function prefetchSignedIn(path: string) {
  SignedInAppScreen.prefetch();
  screenFor(resolveRoute(path, true).page)?.prefetch();
}
