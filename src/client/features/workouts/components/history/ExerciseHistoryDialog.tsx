import { lazy, Suspense } from 'react';
import type { User } from '@shared/schemas/users';
import { LoadError } from '@client/components/layout/LoadError';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { useExerciseHistory } from '../../api/exercise-reads';
import {
  bestOneRepMaxText,
  bestSetText,
  entryOneRepMaxText,
  historySeries,
} from '../../model/history-format';
import {
  formatAmount,
  formatShortDate,
  recordText,
  setsText,
  type Units,
} from '../../model/workout-format';
import { RecordBadge } from '../RecordBadge';

// recharts is large: it loads with this dialog, not with the app (as the Progress chart).
const HistoryChart = lazy(() => import('./HistoryChart'));

interface ExerciseHistoryDialogProps {
  user: User;
  /** The exercise's name as the card shows it; any spelling finds the same history. */
  name: string;
  onClose: () => void;
}

/**
 * An exercise's history (issue 8, item 7): every time with its sets, the best set, the estimated
 * one-rep max and its formula, a chart over time and the records marked.
 */
export function ExerciseHistoryDialog({ user, name, onClose }: ExerciseHistoryDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={`Close ${name} history`} className="max-w-[480px] p-0">
        <div className="flex flex-col gap-5 p-5 sm:p-6">
          <div className="space-y-1 pr-10">
            <DialogTitle className="text-xl font-bold tracking-tight">{name}</DialogTitle>
            <DialogDescription className="text-sm text-ink-muted">
              Every time you logged it, newest first.
            </DialogDescription>
          </div>
          <HistoryBody user={user} name={name} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function HistoryBody({ user, name }: { user: User; name: string }) {
  const history = useExerciseHistory(name);
  const units: Units = { weightUnit: user.weightUnit, distanceUnit: user.distanceUnit };

  if (history.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        <span className="sr-only">Loading the history…</span>
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <Skeleton className="h-48" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <LoadError message="We couldn't load this history." onRetry={() => void history.refetch()} />
    );
  }
  const h = history.data;
  if (h.entries.length === 0) {
    return (
      <p className="rounded-xl bg-surface-muted p-4 text-sm text-ink-muted">
        Nothing logged for {name} yet. Log it in a workout and every time will show here.
      </p>
    );
  }

  const series = historySeries(h, units, user.timeZone);
  const best = bestSetText(h, units);
  const oneRepMax = bestOneRepMaxText(h, units);
  const newestFirst = [...h.entries].reverse();

  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        {best && h.best && (
          <div className="rounded-xl bg-surface-muted p-3">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              Best set
            </dt>
            <dd className="mt-1 font-semibold tabular-nums">{best}</dd>
            <dd className="text-xs text-ink-muted">{formatShortDate(h.best.day, user.timeZone)}</dd>
          </div>
        )}
        {oneRepMax && (
          <div className="rounded-xl bg-surface-muted p-3">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              Est. one-rep max
            </dt>
            <dd className="mt-1 font-semibold tabular-nums">{oneRepMax}</dd>
            <dd className="text-xs text-ink-muted">Estimated by Epley's formula</dd>
          </div>
        )}
      </dl>
      {oneRepMax && (
        <p className="-mt-2 text-xs text-ink-muted">
          {`${h.formula}. Sets of more than 12 reps are not counted.`}
        </p>
      )}
      {series && series.points.length >= 2 ? (
        <section aria-labelledby="history-chart-title" className="flex flex-col gap-2">
          <h3 id="history-chart-title" className="text-sm font-semibold">
            {series.title}
          </h3>
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            <figure data-testid="history-chart">
              <HistoryChart series={series} />
            </figure>
          </Suspense>
          <p className="flex items-center gap-1.5 text-xs text-ink-muted" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-accent-500" />
            Personal record
          </p>
          <table className="sr-only">
            <caption>{`${series.title}, oldest first`}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">{series.title}</th>
              </tr>
            </thead>
            <tbody>
              {series.points.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{p.label}</th>
                  <td>{`${formatAmount(p.value)}${p.record ? ', personal record' : ''}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p className="text-sm text-ink-muted">Log it once more to see a chart of your progress.</p>
      )}
      <section aria-labelledby="history-list-title" className="flex flex-col gap-2">
        <h3 id="history-list-title" className="text-sm font-semibold">
          {`${h.entries.length} ${h.entries.length === 1 ? 'time' : 'times'}`}
        </h3>
        <ol className="flex flex-col gap-2">
          {newestFirst.map((e) => {
            const e1rm = entryOneRepMaxText(e, units);
            return (
              <li
                key={e.exerciseId}
                className="flex flex-col gap-0.5 rounded-xl border border-line/60 px-3 py-2.5"
              >
                <div className="flex items-center justify-between gap-2">
                  <p className="min-w-0 truncate text-sm">
                    <span className="font-semibold">{formatShortDate(e.day, user.timeZone)}</span>
                    <span className="text-ink-muted"> · {e.workoutName}</span>
                  </p>
                  {e.personalRecord && e.measure && (
                    <RecordBadge label={recordText(e.measure, units)} />
                  )}
                </div>
                <p className="text-sm tabular-nums">{setsText(e.setList, e.distanceUnit, units)}</p>
                {e1rm && <p className="text-xs text-ink-muted tabular-nums">{e1rm}</p>}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
