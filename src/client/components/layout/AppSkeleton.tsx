import { Skeleton } from '@client/components/ui/skeleton';
import { AppColumn } from './AppColumn';

/** What shows while we learn who is signed in: the app's shape, so nothing jumps or flashes. */
export function AppSkeleton() {
  return (
    <AppColumn>
      <div role="status" aria-live="polite" className="flex flex-col gap-5 p-4">
        <span className="sr-only">Loading Joey Fit…</span>
        <div className="flex items-center gap-3">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-5 w-40" />
          </div>
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="size-10 rounded-full" />
        </div>
        <Skeleton className="h-52 w-full rounded-card" />
        <Skeleton className="h-72 w-full rounded-card" />
      </div>
    </AppColumn>
  );
}
