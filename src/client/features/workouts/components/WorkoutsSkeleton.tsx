import { Skeleton } from '@client/components/ui/skeleton';

/** The list's shape while it loads (DESIGN §8: skeletons, not spinners). */
export function WorkoutsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">Loading your workouts…</span>
      <div className="flex items-center justify-between">
        <Skeleton className="h-5 w-32 bg-line/70" />
        <Skeleton className="h-11 w-36 bg-line/70" />
      </div>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="flex flex-col gap-3 rounded-card border border-line/60 bg-surface p-4"
        >
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-1/4" />
            </div>
            <Skeleton className="h-6 w-16 rounded-full" />
          </div>
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-16 w-full rounded-xl" />
          <div className="flex gap-2">
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-9 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}
