import { BrandMark } from '@client/components/brand/BrandMark';
import { Skeleton } from '@client/components/ui/skeleton';
import { AppColumn } from './AppColumn';

/**
 * What shows while we learn who is signed in, or while a screen's code arrives: the app's
 * shape, so nothing jumps or flashes. It draws the same as the static shell in index.html (a
 * bar with the brand, the content's place), which is painted before any script runs and which
 * this replaces (issue 28): keep the two alike.
 */
export function AppSkeleton() {
  return (
    <AppColumn>
      <div className="sticky top-0 z-30 flex items-center gap-3 border-b border-line/60 bg-page/90 px-4 py-2 backdrop-blur">
        <BrandMark className="size-11 rounded-xl shadow-none" />
        <span aria-hidden="true" className="text-lg font-bold tracking-tight">
          Joey Fit
        </span>
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-5 p-4">
        <span className="sr-only">Loading Joey Fit…</span>
        <Skeleton className="h-52 w-full rounded-card" />
        <Skeleton className="h-72 w-full rounded-card" />
      </div>
    </AppColumn>
  );
}
