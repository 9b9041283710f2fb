import { Share2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { localDayOf } from '@shared/localDay';
import type { User } from '@shared/schemas/users';
import { weeklyActivity } from '@shared/weeklyActivity';
import { AppColumn } from '@client/components/layout/AppColumn';
import { BottomNav } from '@client/components/layout/BottomNav';
import { ScreenHeader } from '@client/components/layout/ScreenHeader';
import { Button } from '@client/components/ui/button';
import { useGoals, useWorkouts } from '@client/lib/queries';
import { weeklyMiles } from '../chart-data';
import { GoalsProgress } from '../components/GoalsProgress';
import { EmptyProgress, ProgressError, ProgressSkeleton } from '../components/ProgressPlaceholders';
import { RecentActivity } from '../components/RecentActivity';
import { StatTiles } from '../components/StatTiles';
import { TypeBars } from '../components/TypeBars';
import { WeeklyChartCard } from '../components/WeeklyChartCard';
import { WeighInsCard } from '../components/WeighInsCard';
import { progressStats, typeBreakdown } from '../progress-stats';

const RECENT_ACTIVITY = 5;

interface ProgressPageProps {
  user: User;
  /** The progress share dialog; the shares feature provides it through the app (DESIGN §2). */
  renderShare: (input: { onClose: () => void }) => ReactNode;
}

/** SPEC §2 Progress. Everything is derived here from the workout list, in the user's own days. */
export function ProgressPage({ user, renderShare }: ProgressPageProps) {
  const [sharing, setSharing] = useState(false);
  const workouts = useWorkouts(user.id);
  const goals = useGoals(user.id);
  const { timeZone } = user;
  const units = { weightUnit: user.weightUnit, distanceUnit: user.distanceUnit };

  const derived = useMemo(() => {
    if (!workouts.data) return undefined;
    const now = new Date();
    const weeks = weeklyActivity(workouts.data, now, timeZone);
    return {
      today: localDayOf(now, timeZone),
      stats: progressStats(workouts.data, now, timeZone),
      weeks,
      miles: weeklyMiles(weeks, workouts.data, timeZone),
      types: typeBreakdown(workouts.data),
    };
  }, [workouts.data, timeZone]);

  const weighIns = (today: string) => (
    <WeighInsCard userId={user.id} timeZone={timeZone} today={today} weightUnit={user.weightUnit} />
  );

  const failed = workouts.isError || goals.isError;
  const retry = () => {
    if (workouts.isError) void workouts.refetch();
    if (goals.isError) void goals.refetch();
  };

  return (
    <AppColumn withNav>
      <ScreenHeader
        title="Progress"
        action={
          <Button variant="secondary" onClick={() => setSharing(true)}>
            <Share2 aria-hidden="true" className="!size-4" />
            Share
          </Button>
        }
      />
      <main className="flex flex-col gap-5 p-4">
        {failed ? (
          <ProgressError onRetry={retry} />
        ) : (
          <>
            <StatTiles stats={derived?.stats} />
            {!derived || !goals.data ? (
              <ProgressSkeleton />
            ) : workouts.data!.length === 0 ? (
              <>
                <EmptyProgress />
                <GoalsProgress goals={goals.data} units={units} />
                {weighIns(derived.today)}
              </>
            ) : (
              <>
                <WeeklyChartCard
                  weeks={derived.weeks}
                  miles={derived.miles}
                  distanceUnit={user.distanceUnit}
                />
                <TypeBars shares={derived.types} />
                <GoalsProgress goals={goals.data} units={units} />
                {weighIns(derived.today)}
                <RecentActivity
                  workouts={workouts.data!.slice(0, RECENT_ACTIVITY)}
                  timeZone={timeZone}
                  today={derived.today}
                  units={units}
                />
              </>
            )}
          </>
        )}
      </main>
      <BottomNav />
      {sharing && renderShare({ onClose: () => setSharing(false) })}
    </AppColumn>
  );
}
