import { Link2Off, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AppColumn } from '@client/components/layout/AppColumn';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useSharedWorkout, type SharedWorkout } from '../api/get-shared-workout';
import { SharedProgressView } from '../components/SharedProgressView';
import { SharedWorkoutView } from '../components/SharedWorkoutView';

/**
 * SPEC §2 /s/{token}: loading, 'Workout Not Found' (any error), 'Invalid Share' (an answer that
 * is neither a workout nor a progress share), loaded.
 */
export function SharedWorkoutPage({
  token,
  renderSave,
}: {
  token: string;
  /** "Save to my routines" for a signed-in visitor (issue 27 §1); the app passes it in. */
  renderSave?: (share: SharedWorkout) => ReactNode;
}) {
  const { data, isLoading, isError } = useSharedWorkout(token);
  return (
    <AppColumn>
      <main className="flex flex-1 flex-col gap-4 p-5" aria-busy={isLoading}>
        {isLoading ? (
          <SharedWorkoutSkeleton />
        ) : isError ? (
          <ShareProblem
            icon={Link2Off}
            title="Workout Not Found"
            text="This shared workout link is invalid, expired, or has been revoked."
          />
        ) : data?.kind === 'workout' && data.workout ? (
          <SharedWorkoutView share={data} workout={data.workout} save={renderSave?.(data)} />
        ) : data?.kind === 'progress' && data.totals ? (
          <SharedProgressView share={data} />
        ) : (
          <ShareProblem
            icon={TriangleAlert}
            title="Invalid Share"
            text="This shared content is not available."
          />
        )}
      </main>
    </AppColumn>
  );
}

function ShareProblem({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <Card className="my-auto flex flex-col items-center gap-4 px-6 py-10 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-surface-muted text-ink-muted">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-ink-muted">{text}</p>
      </div>
      <Button asChild className="w-full">
        <Link href="/">Go to Joey Fit</Link>
      </Button>
    </Card>
  );
}

function SharedWorkoutSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-label="Loading shared workout">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-40 w-full rounded-card" />
      <Skeleton className="h-24 w-full rounded-card" />
    </div>
  );
}
