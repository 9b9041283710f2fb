import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';

/** The result's shape while the stored plan loads (DESIGN §8: skeletons, not spinners). */
export function PlanSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">Loading your plan…</span>
      <Card className="flex flex-col gap-3">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="flex gap-2">
          <Skeleton className="h-7 w-20 rounded-full" />
          <Skeleton className="h-7 w-24 rounded-full" />
        </div>
      </Card>
      {[0, 1].map((i) => (
        <Card key={i} className="flex flex-col gap-3">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </Card>
      ))}
    </div>
  );
}
