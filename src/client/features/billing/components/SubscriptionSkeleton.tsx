import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';

/** The page's shape while its reads arrive (DESIGN §8: skeletons, not spinners). */
export function SubscriptionSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <p className="sr-only" role="status">
        Loading plans…
      </p>
      <Skeleton className="h-20 rounded-card" />
      <Card className="flex flex-col gap-4">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </Card>
      <Skeleton className="h-48 rounded-card" />
      {[1, 2, 3].map((n) => (
        <Card key={n} className="flex flex-col gap-3">
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-9 w-36" />
          <Skeleton className="h-20" />
          <Skeleton className="h-11" />
        </Card>
      ))}
    </div>
  );
}
