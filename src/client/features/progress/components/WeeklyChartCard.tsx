import { lazy } from 'react';
import { DeferredChart } from '@client/components/charts/DeferredChart';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import type { DistancePreference } from '@shared/units';
import type { WeekBucket } from '@shared/weekly-activity';
import { chartPoints, chartSummary } from '../model/chart-data';

// recharts is large: it loads with this card, not with the app (see the build's chunks), and
// draws after the card's figures (DeferredChart).
const WeeklyChart = lazy(() => import('./WeeklyChart'));

interface WeeklyChartCardProps {
  weeks: WeekBucket[];
  /** Miles covered in each week, shown in the user's distance unit (issue 8). */
  miles: number[];
  distanceUnit: DistancePreference;
}

/** Weekly minutes and workouts over the last 12 weeks (issue 3), with a table for screen readers. */
export function WeeklyChartCard({ weeks, miles, distanceUnit }: WeeklyChartCardProps) {
  const points = chartPoints(weeks, miles, distanceUnit);
  return (
    <Card aria-labelledby="chart-title">
      <CardTitle id="chart-title" className="text-lg">
        Last 12 Weeks
      </CardTitle>
      <CardDescription className="mt-0.5 tabular-nums">
        {chartSummary(weeks, miles, distanceUnit)}
      </CardDescription>
      <div className="mt-3 flex gap-4 text-xs font-medium text-ink-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-500" />
          Minutes
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-3 rounded-full bg-accent-500" />
          Workouts
        </span>
      </div>
      <figure className="mt-2" data-testid="weekly-chart">
        <DeferredChart placeholder={<Skeleton className="h-56 w-full" />}>
          <WeeklyChart points={points} />
        </DeferredChart>
      </figure>
      <table className="sr-only">
        <caption>Minutes and workouts per week, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Minutes</th>
            <th scope="col">Workouts</th>
            <th scope="col">Distance</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.from}>
              <th scope="row">{p.range}</th>
              <td>{p.minutes}</td>
              <td>{p.workouts}</td>
              <td>{p.distance ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
