import { ChevronRight, ClipboardList, Play } from 'lucide-react';
import { Link } from 'wouter';
import { LoadError } from '@client/components/layout/LoadError';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useRoutines } from '../api/routines';
import { routineSummary } from '../routine-format';
import { startRoutineHref } from './RoutineCard';

/** Routines Home offers to start; the rest are one tap away on /routines. */
const SHOWN = 3;

/**
 * Home's "Start a routine" (issue 27 §1): the most recently done routines, each started with one
 * tap, and /routines one tap away; with none yet, an offer to make the first.
 */
export function RoutinesShortcut() {
  const routines = useRoutines();
  const list = [...(routines.data ?? [])]
    .sort((a, b) => (b.lastDoneAt ?? b.updatedAt).localeCompare(a.lastDoneAt ?? a.updatedAt))
    .slice(0, SHOWN);
  return (
    <Card aria-labelledby="routines-shortcut-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="routines-shortcut-title" className="text-lg font-bold tracking-tight">
          Start a routine
        </h2>
        <Link
          href="/routines"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-200"
        >
          All routines
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {routines.isPending ? (
        <Skeleton className="h-14 w-full" aria-label="Loading routines" />
      ) : !routines.data ? (
        <LoadError
          message="We couldn't load your routines."
          onRetry={() => void routines.refetch()}
        />
      ) : list.length === 0 ? (
        <div className="flex items-center gap-3">
          <ClipboardList aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
          <p className="flex-1 text-sm text-ink-muted">
            Save the workouts you repeat and start them with one tap.
          </p>
          <Button asChild variant="secondary">
            <Link href="/routines">Make one</Link>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-line/60">
          {list.map((r) => (
            <li key={r.id} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{r.name}</p>
                <p className="truncate text-sm text-ink-muted tabular-nums">{routineSummary(r)}</p>
              </div>
              <Button asChild variant="secondary">
                <Link href={startRoutineHref(r.id)} aria-label={`Start ${r.name}`}>
                  <Play aria-hidden="true" />
                  Start
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
