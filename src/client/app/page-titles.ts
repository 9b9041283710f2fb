import type { PageId } from './routes';

/** The browser tab's title per screen, so history and screen readers name the page. */
export const PAGE_TITLES: Record<PageId, string> = {
  sharedWorkout: 'Shared workout',
  landing: 'Joey Fit',
  notFound: 'Page Not Found',
  dashboard: 'Home',
  workouts: 'Workouts',
  progress: 'Progress',
  leaderboard: 'Leaderboard',
  profile: 'Profile',
  workoutSession: 'AI Coach Session',
  routines: 'Routines',
  liveWorkout: 'Live workout',
  assessment: 'Fitness Assessment',
  joeyAvatar: 'Customize Joey',
  subscription: 'Plans',
  voiceDiagnostics: 'Voice Diagnostics',
  help: 'Help & Tutorials',
  import: 'Import from another app',
};

export function documentTitle(page: PageId): string {
  return page === 'landing' ? 'Joey Fit' : `${PAGE_TITLES[page]} · Joey Fit`;
}
