import { Check } from 'lucide-react';
import { useId } from 'react';
import { exerciseStatus, type SessionState } from '@shared/session/machine';
import { formatDuration } from '@shared/duration';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { planSummary } from '../model/session-plan';

/**
 * SPEC §2 Today's Workout: every exercise with a done or current marker, and on the current one
 * the Active/Rest badge; after Stop, the exercise it stopped in says so instead (issue 26).
 */
export function TodaysWorkout({ state }: { state: SessionState }) {
  const titleId = useId();
  return (
    <Card className="p-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-2 font-semibold">
        Today's Workout
      </h2>
      <ol className="flex flex-col gap-1">
        {state.exercises.map((e, i) => {
          const status = exerciseStatus(state, i);
          const resting = status === 'current' && state.phase === 'rest';
          return (
            <li
              key={e.id}
              aria-current={status === 'current' ? 'step' : undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-xl px-2 py-1.5',
                status === 'current' && 'bg-brand-50 ring-1 ring-brand-200 dark:bg-surface-muted',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold tabular-nums',
                  status === 'done' && 'bg-success text-white',
                  status === 'current' && 'bg-brand-700 text-white',
                  (status === 'upcoming' || status === 'stopped') &&
                    'bg-surface-muted text-ink-muted ring-1 ring-line',
                )}
              >
                {status === 'done' ? <Check className="size-4" /> : i + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span
                  className={cn(
                    'block truncate font-medium',
                    status === 'done' && 'text-ink-muted',
                  )}
                >
                  {e.name}
                </span>
                <span className="block text-sm text-ink-muted tabular-nums">
                  {planSummary(e)}
                  {e.restTime > 0 && e.sets > 1 ? ` · rest ${formatDuration(e.restTime)}` : ''}
                </span>
              </span>
              <span className="sr-only">
                {status === 'done' ? ', done' : status === 'current' ? ', current' : ''}
              </span>
              {status === 'stopped' && (
                <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-semibold text-ink-muted ring-1 ring-line">
                  Stopped here
                </span>
              )}
              {status === 'current' && (
                <span
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    resting
                      ? 'bg-accent-100 text-ink dark:bg-line dark:text-accent-400'
                      : 'bg-brand-100 text-brand-800 dark:bg-line dark:text-brand-200',
                  )}
                >
                  {resting ? 'Rest' : 'Active'}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
