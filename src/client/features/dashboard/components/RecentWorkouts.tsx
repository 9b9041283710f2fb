import { ChevronRight, Dumbbell, Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { Workout } from '@shared/schemas/workouts';
import type { DistancePreference } from '@shared/units';
import { WorkoutTypeIcon } from '@client/components/brand/WorkoutTypeIcon';
import { Button } from '@client/components/ui/button';
import { Card, CardTitle } from '@client/components/ui/card';
import { PendingBadge } from '@client/components/sync/PendingBadge';
import { Skeleton } from '@client/components/ui/skeleton';
import { pendingDay, pendingWorkouts } from '@client/lib/pending-writes';
import { usePending } from '@client/lib/use-pending-writes';
import { relativeDay } from '@client/lib/formatting';
import { NEW_WORKOUT_HREF, workoutMeta } from '../model/dashboard-format';

interface RecentWorkoutsProps {
  /** The 5 newest; undefined while loading. */
  workouts: Workout[] | undefined;
  timeZone: string;
  today: string | undefined;
  distanceUnit: DistancePreference;
}

/** SPEC §2 Dashboard: Recent Workouts with Add New Workout (the Workouts screen's create form). */
export function RecentWorkouts({ workouts, timeZone, today, distanceUnit }: RecentWorkoutsProps) {
  const ready = workouts !== undefined && today !== undefined;
  // Workouts kept on this device (issue 28 §3) lead the list, marked waiting to sync.
  const pending = usePending(pendingWorkouts);
  return (
    <Card aria-labelledby="recent-title" aria-busy={!ready}>
      <div className="flex items-center justify-between gap-3">
        <CardTitle id="recent-title" className="text-lg">
          Recent Workouts
        </CardTitle>
        {ready && workouts.length > 0 && (
          <Link
            href="/workouts"
            className="-my-2 inline-flex min-h-11 items-center gap-0.5 rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-surface-muted dark:text-brand-200"
          >
            View all
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {!ready ? (
        <div className="mt-4 space-y-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-xl" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3 w-48" />
              </div>
            </div>
          ))}
        </div>
      ) : workouts.length === 0 && pending.length === 0 ? (
        <div className="mt-4 flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-4 py-6 text-center">
          <Dumbbell aria-hidden="true" className="size-8 text-ink-muted" />
          <p className="font-semibold">No workouts yet</p>
          <p className="text-sm text-ink-muted">
            Log your first one and Joey will start tracking your progress.
          </p>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {pending.map((p) => (
            <li key={p.key} data-testid="pending-workout" className="flex items-center gap-3 py-3">
              <WorkoutTypeIcon type={p.type} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{p.name}</p>
                <p className="truncate text-sm text-ink-muted tabular-nums">
                  {[
                    relativeDay(pendingDay(p, timeZone), today),
                    `${p.exercises.length} ${p.exercises.length === 1 ? 'exercise' : 'exercises'}`,
                  ].join(' · ')}
                </p>
              </div>
              <PendingBadge state={p.state} />
            </li>
          ))}
          {workouts.map((w) => (
            <li key={w.id} className="flex items-center gap-3 py-3">
              <WorkoutTypeIcon type={w.type} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{w.name}</p>
                <p className="truncate text-sm text-ink-muted tabular-nums">
                  {workoutMeta(w, timeZone, today, distanceUnit)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button asChild variant="secondary" className="mt-4 w-full">
        <Link href={NEW_WORKOUT_HREF}>
          <Plus aria-hidden="true" />
          Add New Workout
        </Link>
      </Button>
    </Card>
  );
}
