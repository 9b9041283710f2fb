import type { Routine } from '@shared/schemas/routines';
import type { User } from '@shared/schemas/users';
import { LoadError } from '@client/components/layout/LoadError';
import { Skeleton } from '@client/components/ui/skeleton';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { formatDay, formatDuration, formatWeight, plural } from '@client/lib/formatting';
import { useRoutineHistory } from '../api/routines';

/** A routine's history (issue 27 §4): each time it was done, its duration, volume and sets. */
export function RoutineHistoryDialog({
  routine,
  user,
  onClose,
}: {
  routine: Routine;
  user: User;
  onClose: () => void;
}) {
  const history = useRoutineHistory(routine.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel="Close routine history">
        <DialogTitle className="pr-10 text-xl font-bold tracking-tight">
          {`${routine.name}: history`}
        </DialogTitle>
        <DialogDescription className="mt-1 mb-4 text-sm text-ink-muted">
          Each time you did it. Volume counts working sets only.
        </DialogDescription>
        {history.isPending ? (
          <div className="flex flex-col gap-2" aria-label="Loading history">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : !history.data ? (
          <LoadError
            message="We couldn't load this routine's history."
            onRetry={() => void history.refetch()}
          />
        ) : history.data.length === 0 ? (
          <p className="text-sm text-ink-muted">
            Not done yet. Start it from the routines list and it will show up here.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line/60">
            {history.data.map((h) => (
              <li key={h.workoutId} className="flex flex-col gap-0.5 py-3">
                <span className="font-semibold">
                  <time dateTime={h.day}>{formatDay(h.day)}</time>
                </span>
                <span className="text-sm text-ink-muted tabular-nums">
                  {[
                    formatDuration(h.duration),
                    `${formatWeight(h.volumeLbs, user.weightUnit)} volume`,
                    plural(h.sets, 'set'),
                  ].join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
