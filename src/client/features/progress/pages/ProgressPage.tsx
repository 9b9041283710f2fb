import { Share2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { User } from '@shared/schemas/users';
import { AppColumn } from '@client/components/layout/AppColumn';
import { BottomNav } from '@client/components/layout/BottomNav';
import { ScreenHeader } from '@client/components/layout/ScreenHeader';
import { LoadError } from '@client/components/layout/LoadError';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useProgress } from '@client/lib/queries';
import { useLifts } from '../api/lifts';
import { GoalsProgress } from '../components/GoalsProgress';
import { LiftsCards } from '../components/LiftsCards';
import { EmptyProgress, ProgressSkeleton } from '../components/ProgressPlaceholders';
import { RecentActivity } from '../components/RecentActivity';
import { StatTiles } from '../components/StatTiles';
import { TypeBars } from '../components/TypeBars';
import { WeeklyChartCard } from '../components/WeeklyChartCard';
import { WeighInsCard } from '../components/WeighInsCard';

interface ProgressPageProps {
  user: User;
  /** The progress share dialog; the shares feature provides it through the app (DESIGN §2). */
  renderShare: (input: { onClose: () => void }) => ReactNode;
}

/**
 * SPEC §2 Progress, from one read worked out on the server in the user's own days (issue 9); the
 * weigh-ins card reads its own list.
 */
export function ProgressPage({ user, renderShare }: ProgressPageProps) {
  const [sharing, setSharing] = useState(false);
  const progress = useProgress(user.id);
  const lifts = useLifts(user.id);
  const data = progress.data;
  const { timeZone } = user;
  const units = { weightUnit: user.weightUnit, distanceUnit: user.distanceUnit };

  const weighIns = (today: string) => (
    <WeighInsCard
      userId={user.id}
      timeZone={timeZone}
      today={today}
      weightUnit={user.weightUnit}
      goals={data?.goals}
    />
  );

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
        {progress.isError ? (
          <Card className="py-8">
            <LoadError
              message="Couldn't load your progress"
              onRetry={() => void progress.refetch()}
              className="items-center text-center"
            />
          </Card>
        ) : (
          <>
            <StatTiles stats={data?.stats} />
            {!data ? (
              <ProgressSkeleton />
            ) : data.stats.totalWorkouts === 0 ? (
              <>
                <EmptyProgress />
                <GoalsProgress goals={data.goals} units={units} />
                {weighIns(data.today)}
              </>
            ) : (
              <>
                <WeeklyChartCard
                  weeks={data.weeks}
                  miles={data.weeks.map((w) => w.miles)}
                  distanceUnit={user.distanceUnit}
                />
                <TypeBars shares={data.types} />
                {lifts.data ? (
                  <LiftsCards lifts={lifts.data} weightUnit={user.weightUnit} />
                ) : (
                  lifts.isError && (
                    <Card className="p-5">
                      <LoadError
                        message="We couldn't load your lifts."
                        onRetry={() => void lifts.refetch()}
                      />
                    </Card>
                  )
                )}
                <GoalsProgress goals={data.goals} units={units} />
                {weighIns(data.today)}
                <RecentActivity workouts={data.recentWorkouts} today={data.today} units={units} />
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
