import { LoaderCircle } from 'lucide-react';
import { Button } from '@client/components/ui/button';

interface LoadMoreWorkoutsProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * The list's foot (issue 9): how many of the workouts are shown, and Load more while there are
 * others. The button stays focusable while it loads (aria-disabled, not disabled, so the focus
 * is not dropped) and ignores presses meanwhile; the page moves the focus to what it loaded.
 */
export function LoadMoreWorkouts({
  shown,
  total,
  hasMore,
  loading,
  failed,
  onLoadMore,
}: LoadMoreWorkoutsProps) {
  return (
    <div className="flex flex-col items-center gap-3 pt-2 pb-4">
      <p role="status" className="text-sm text-ink-muted tabular-nums">
        {hasMore ? `Showing ${shown} of ${total} workouts` : `Showing all ${shown} workouts`}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          We couldn't load more workouts. Try again.
        </p>
      )}
      {hasMore && (
        <Button
          variant="outline"
          className="w-full sm:w-auto aria-disabled:opacity-60"
          aria-disabled={loading || undefined}
          onClick={() => !loading && onLoadMore()}
        >
          {loading && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {loading ? 'Loading more…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
