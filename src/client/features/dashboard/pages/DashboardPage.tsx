import type { ReactNode } from 'react';
import type { Goal } from '@shared/schemas/goals';
import type { User } from '@shared/schemas/users';
import type { UnitPrefs } from '@client/lib/formatting';
import { AppColumn } from '@client/components/layout/AppColumn';
import { AppHeader } from '@client/components/layout/AppHeader';
import { BottomNav } from '@client/components/layout/BottomNav';
import { LoadError } from '@client/components/layout/LoadError';
import { Card } from '@client/components/ui/card';
import { useDashboard } from '../api/get-dashboard';
import { CoachHero } from '../components/CoachHero';
import { CoachInsights } from '../components/CoachInsights';
import { ProgressionCard } from '../components/ProgressionCard';
import { RecentWorkouts } from '../components/RecentWorkouts';
import { TodayProgress } from '../components/TodayProgress';
import { WeeklyLeaders } from '../components/WeeklyLeaders';
import { greetingName, timeOfDayGreeting } from '../model/greeting';

/** What the Current Goals section is given; undefined values mean still loading. */
export interface GoalsSectionInput {
  userId: string;
  goals: Goal[] | undefined;
  today: string | undefined;
  timeZone: string;
  units: UnitPrefs;
}

interface DashboardPageProps {
  user: User;
  /**
   * Current Goals and its modals belong to the goals feature; the app passes them in, since
   * client features do not import each other (DESIGN §2).
   */
  renderGoals: (input: GoalsSectionInput) => ReactNode;
  /** Before the rest: the live workout's banner for a workout under way (issue 27 §3). */
  renderBanner: () => ReactNode;
  /**
   * After the rest: an offer decided by reads that answer after the first paint (the install
   * offer, issue 28 §1). Last on the page, it pushes no card down when it comes (issue 30 §3).
   */
  renderOffer: () => ReactNode;
}

/**
 * SPEC §2 Dashboard (/), in its order: the hero, the progression card and the weekly leaders
 * preview (reads of their own, so they show even when the dashboard read fails), then the
 * sections of the dashboard read, then the app's offer.
 */
export function DashboardPage({
  user,
  renderGoals,
  renderBanner,
  renderOffer,
}: DashboardPageProps) {
  const { data, isError, refetch, isRefetching } = useDashboard(user.id);
  return (
    <AppColumn withNav>
      <AppHeader user={user} suggestionCount={data?.suggestions.length ?? 0} />
      <main className="flex flex-col gap-5 p-4">
        <CoachHero
          userId={user.id}
          greeting={timeOfDayGreeting(new Date().getHours())}
          name={greetingName(user)}
        />
        {renderBanner()}
        <ProgressionCard />
        <WeeklyLeaders />
        {isError ? (
          <Card className="py-8">
            <LoadError
              message="Couldn't load your dashboard"
              detail="Check your connection, then try again."
              onRetry={() => void refetch()}
              retrying={isRefetching}
              className="items-center text-center"
            />
          </Card>
        ) : (
          <>
            <TodayProgress
              stats={data?.todayStats}
              today={data?.today}
              distanceUnit={user.distanceUnit}
            />
            {renderGoals({
              userId: user.id,
              goals: data?.goals,
              today: data?.today,
              timeZone: data?.timeZone ?? user.timeZone,
              units: { weightUnit: user.weightUnit, distanceUnit: user.distanceUnit },
            })}
            <RecentWorkouts
              workouts={data?.recentWorkouts}
              timeZone={data?.timeZone ?? user.timeZone}
              today={data?.today}
              distanceUnit={user.distanceUnit}
            />
            <CoachInsights
              userId={user.id}
              suggestions={data?.suggestions}
              timeZone={data?.timeZone ?? user.timeZone}
              units={{ weightUnit: user.weightUnit, distanceUnit: user.distanceUnit }}
            />
          </>
        )}
        {renderOffer()}
      </main>
      <BottomNav />
    </AppColumn>
  );
}
