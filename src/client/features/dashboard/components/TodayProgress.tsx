import { Dumbbell, Route, Timer, type LucideIcon } from 'lucide-react';
import type { Dashboard } from '@shared/schemas/dashboard';
import { Card, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import type { DistancePreference } from '@shared/units';
import { formatNumber, formatShortDay, milesValueIn } from '@client/lib/formatting';

interface TodayProgressProps {
  /** Computed by the server in the user's own zone (DESIGN §5); undefined while loading. */
  stats: Dashboard['todayStats'] | undefined;
  today: string | undefined;
  /** The user's distance unit (issue 8): today's miles show in kilometres for a km user. */
  distanceUnit: DistancePreference;
}

/** SPEC §2 Dashboard: Today's Progress, workouts, minutes and distance in the user's unit. */
export function TodayProgress({ stats, today, distanceUnit }: TodayProgressProps) {
  const km = distanceUnit === 'km';
  const tiles: { icon: LucideIcon; label: string; value: string | undefined }[] = [
    { icon: Dumbbell, label: 'Workouts', value: stats && formatNumber(stats.workouts) },
    { icon: Timer, label: 'Minutes', value: stats && formatNumber(stats.minutes) },
    {
      icon: Route,
      label: km ? 'Kilometers' : 'Miles',
      value: stats && milesValueIn(stats.miles, distanceUnit),
    },
  ];
  return (
    <Card aria-labelledby="today-title" aria-busy={!stats}>
      <div className="flex items-baseline justify-between gap-3">
        <CardTitle id="today-title" className="text-lg">
          Today's Progress
        </CardTitle>
        {today && <p className="text-sm text-ink-muted">{formatShortDay(today)}</p>}
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {tiles.map(({ icon: Icon, label, value }) => (
          <div
            key={label}
            className="flex flex-col items-center gap-1 rounded-2xl bg-surface-muted px-2 py-3 text-center"
          >
            <dt className="order-last text-xs font-medium text-ink-muted">{label}</dt>
            <dd className="flex flex-col items-center gap-1 text-2xl font-bold tracking-tight tabular-nums">
              <Icon aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
              {value ?? <Skeleton className="my-1 h-6 w-10" />}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
