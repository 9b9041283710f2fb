import type { User } from '@shared/schemas/users';
import { DashboardPage } from '@client/features/dashboard/pages/DashboardPage';
import { CurrentGoals } from '@client/features/goals/components/CurrentGoals';
import { LiveWorkoutBanner } from '@client/features/live-workout';
import { RoutinesShortcut } from '@client/features/routines';

/**
 * The app composes features: the goals feature's section, the live workout's banner and the
 * routines feature's "Start a routine" go into the dashboard (DESIGN §2).
 */
export function DashboardScreen({ user }: { user: User }) {
  return (
    <DashboardPage
      user={user}
      renderGoals={(input) => <CurrentGoals {...input} />}
      renderRoutines={() => (
        <>
          {/* A workout under way comes before starting another (issue 27 §3). */}
          <LiveWorkoutBanner userId={user.id} />
          <RoutinesShortcut />
        </>
      )}
    />
  );
}
