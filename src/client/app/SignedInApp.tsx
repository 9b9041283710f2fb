import type { ReactNode } from 'react';
import type { User } from '@shared/schemas/users';
import { useTimeZoneSync } from '@client/features/account/useTimeZoneSync';
import { AssessmentPage } from '@client/features/assessment/pages/AssessmentPage';
import { DashboardPage } from '@client/features/dashboard/pages/DashboardPage';
import { HelpPage } from '@client/features/help/pages/HelpPage';
import { JoeyAvatarPage } from '@client/features/joey-avatar/pages/JoeyAvatarPage';
import { LeaderboardPage } from '@client/features/leaderboard/pages/LeaderboardPage';
import { NotFoundPage } from '@client/features/not-found/pages/NotFoundPage';
import { OnboardingDialog } from '@client/features/onboarding/components/OnboardingDialog';
import { ProfilePage } from '@client/features/profile/pages/ProfilePage';
import { ProgressPage } from '@client/features/progress/pages/ProgressPage';
import { SubscriptionPage } from '@client/features/subscription/pages/SubscriptionPage';
import { VoiceDiagnosticsPage } from '@client/features/voice-diagnostics/pages/VoiceDiagnosticsPage';
import { WorkoutSessionPage } from '@client/features/workout-session/pages/WorkoutSessionPage';
import { WorkoutsPage } from '@client/features/workouts/pages/WorkoutsPage';
import type { PageId } from './routes';

type SignedInPage = Exclude<PageId, 'landing' | 'sharedWorkout'>;

const PAGES: Record<SignedInPage, (user: User) => ReactNode> = {
  dashboard: (user) => <DashboardPage user={user} />,
  workouts: () => <WorkoutsPage />,
  progress: () => <ProgressPage />,
  leaderboard: () => <LeaderboardPage />,
  profile: () => <ProfilePage />,
  workoutSession: () => <WorkoutSessionPage />,
  assessment: () => <AssessmentPage />,
  joeyAvatar: () => <JoeyAvatarPage />,
  subscription: () => <SubscriptionPage />,
  voiceDiagnostics: () => <VoiceDiagnosticsPage />,
  help: () => <HelpPage />,
  notFound: () => <NotFoundPage />,
};

/** Everything a signed-in user sees: the page, plus the onboarding tour and zone upkeep. */
export function SignedInApp({ user, page }: { user: User; page: SignedInPage }) {
  useTimeZoneSync(user);
  return (
    <>
      {PAGES[page](user)}
      <OnboardingDialog user={user} />
    </>
  );
}
