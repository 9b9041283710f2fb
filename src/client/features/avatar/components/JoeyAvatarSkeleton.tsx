import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';

/** The page's shape while the avatar and the plan arrive (DESIGN §8: skeletons, not spinners). */
export function JoeyAvatarSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <p className="sr-only" role="status">
        Loading your coach…
      </p>
      <Card className="flex items-center gap-3 p-3">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-4 w-36" />
          <Skeleton className="h-11 w-24" />
        </div>
      </Card>
      <Card className="flex flex-col gap-3">
        <Skeleton className="h-5 w-40" />
        <div className="grid grid-cols-3 gap-2">
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <Skeleton key={n} className="h-28" />
          ))}
        </div>
      </Card>
      <Card className="flex flex-col gap-3">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-12" />
      </Card>
    </div>
  );
}
