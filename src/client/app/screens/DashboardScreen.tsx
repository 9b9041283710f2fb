import type { User } from '@shared/schemas/users';
import { DashboardPage } from '@client/features/dashboard/pages/DashboardPage';
import { HomeInstallOffer } from '@client/components/install/HomeInstallOffer';
import { CurrentGoals } from '@client/features/goals/components/CurrentGoals';
import { LiveWorkoutNotice } from '@client/features/live-workout';

/**
 * The app composes features: the goals feature's section and the live workout's banner go into
 * the dashboard (DESIGN §2). Routines are a link in the coach's card, so Home loads none of them.
 */
export function DashboardScreen({ user }: { user: User }) {
  return (
    <DashboardPage
      user={user}
      renderGoals={(input) => <CurrentGoals {...input} />}
      // A workout under way comes before starting another (issue 27 §3).
      renderBanner={() => <LiveWorkoutNotice userId={user.id} />}
      // Once two workouts are logged, the offer to install the app (issue 28 §1), last: it is
      // decided when the progression read answers, and above the cards it pushed them down
      // (Lighthouse's CLS 0.1 on Home, issue 30 §3).
      renderOffer={() => <HomeInstallOffer />}
    />
  );
}
