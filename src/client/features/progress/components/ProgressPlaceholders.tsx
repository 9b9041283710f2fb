import { ChartLine, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';

/** The shape of the cards below the tiles while the workouts load (DESIGN §8: skeletons). */
export function ProgressSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-5">
      <span className="sr-only">Loading your progress…</span>
      <Skeleton className="h-80 w-full rounded-card" />
      <Skeleton className="h-44 w-full rounded-card" />
      <Skeleton className="h-56 w-full rounded-card" />
    </div>
  );
}

/** No workouts yet: what this screen will show, and the button that starts it. */
export function EmptyProgress() {
  return (
    <Card className="flex flex-col items-center gap-3 py-8 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200">
        <ChartLine aria-hidden="true" className="size-7" />
      </span>
      <div>
        <h2 className="text-lg font-semibold">Your progress starts here</h2>
        <p className="mt-1 text-sm text-ink-muted">
          Log a workout and this screen fills with your weekly chart, streak and workout mix.
        </p>
      </div>
      <Button asChild className="mt-1">
        <Link href="/workouts?new=1">
          <Plus aria-hidden="true" />
          Log a Workout
        </Link>
      </Button>
    </Card>
  );
}
