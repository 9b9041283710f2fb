import type { ReactNode } from 'react';
import type { User } from '@shared/schemas/users';
import { FloatingVoiceButton } from '@client/components/voice/VoiceButton';
import { useVoiceDialog } from '@client/components/voice/voice-dialog-context';
import { useTimeZoneSync } from '@client/features/account/useTimeZoneSync';
import { AssessmentPage } from '@client/features/assessment/pages/AssessmentPage';
import { DashboardPage } from '@client/features/dashboard/pages/DashboardPage';
import { CurrentGoals } from '@client/features/goals/components/CurrentGoals';
import { HelpPage } from '@client/features/help/pages/HelpPage';
import { JoeyAvatarPage } from '@client/features/joey-avatar/pages/JoeyAvatarPage';
import { LeaderboardPage } from '@client/features/leaderboard/pages/LeaderboardPage';
import { NotFoundPage } from '@client/features/not-found/pages/NotFoundPage';
import { OnboardingDialog } from '@client/features/onboarding/components/OnboardingDialog';
import { ProfilePage } from '@client/features/profile/pages/ProfilePage';
import { ProgressPage } from '@client/features/progress/pages/ProgressPage';
import { ShareDialog } from '@client/features/shares';
import { SubscriptionPage } from '@client/features/subscription/pages/SubscriptionPage';
import { VoiceCommandProvider } from '@client/features/voice/components/VoiceCommandProvider';
import { VoiceDiagnosticsPage } from '@client/features/voice-diagnostics/pages/VoiceDiagnosticsPage';
import { WorkoutSessionPage } from '@client/features/workout-session/pages/WorkoutSessionPage';
import { WorkoutsPage } from '@client/features/workouts/pages/WorkoutsPage';
import type { PageId } from './routes';

type SignedInPage = Exclude<PageId, 'landing' | 'sharedWorkout'>;

const PAGES: Record<SignedInPage, (user: User) => ReactNode> = {
  // The app composes features: the goals feature's section goes into the dashboard (DESIGN §2).
  dashboard: (user) => (
    <DashboardPage user={user} renderGoals={(input) => <CurrentGoals {...input} />} />
  ),
  // The shares feature's dialog goes into the workouts and progress pages (DESIGN §2).
  workouts: (user) => (
    <WorkoutsPage
      user={user}
      renderShare={({ workout, onClose }) => (
        <ShareDialog
          user={user}
          target={{ kind: 'workout', workoutId: workout.id, workoutName: workout.name }}
          open
          onOpenChange={(open) => !open && onClose()}
        />
      )}
    />
  ),
  progress: (user) => (
    <ProgressPage
      user={user}
      renderShare={({ onClose }) => (
        <ShareDialog
          user={user}
          target={{ kind: 'progress' }}
          open
          onOpenChange={(open) => !open && onClose()}
        />
      )}
    />
  ),
  leaderboard: () => <LeaderboardPage />,
  profile: (user) => <ProfilePage user={user} />,
  workoutSession: () => <WorkoutSessionPage />,
  assessment: () => <AssessmentPage />,
  joeyAvatar: () => <JoeyAvatarPage />,
  subscription: () => <SubscriptionPage />,
  voiceDiagnostics: (user) => <VoiceDiagnosticsPage user={user} />,
  help: () => <HelpPage />,
  notFound: () => <NotFoundPage />,
};

/**
 * Everything a signed-in user sees: the page, the voice dialog with its floating button, the
 * onboarding tour and zone upkeep.
 */
export function SignedInApp({ user, page }: { user: User; page: SignedInPage }) {
  useTimeZoneSync(user);
  return (
    <VoiceCommandProvider user={user}>
      {PAGES[page](user)}
      <FloatingVoiceButton />
      <Onboarding user={user} />
    </VoiceCommandProvider>
  );
}

/** "Try a Voice Command Now" ends the tour and opens the voice dialog (SPEC §4 Onboarding). */
function Onboarding({ user }: { user: User }) {
  const voice = useVoiceDialog();
  return <OnboardingDialog user={user} onTryVoice={voice?.openVoiceDialog} />;
}
