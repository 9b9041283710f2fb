import { ListChecks, Mic } from 'lucide-react';
import { useId } from 'react';
import type { User } from '@shared/schemas/users';
import { WorkoutTypeIcon } from '@client/components/brand/WorkoutTypeIcon';
import { PendingBadge } from '@client/components/sync/PendingBadge';
import { pendingDay, type PendingWorkout } from '@client/lib/pending-writes';
import { formatWorkoutDate } from '../model/workout-format';
import { TypeBadge } from './TypeBadge';

const SHOWN_EXERCISES = 4;

/**
 * A workout kept on this device and not yet on the server (issue 28 §3): what it is, when, its
 * exercises, marked "Waiting to sync". It has no actions: it cannot be edited or shared until
 * the server has it (the sync sheet offers Edit or Discard for a refused one).
 */
export function PendingWorkoutCard({ workout: w, user }: { workout: PendingWorkout; user: User }) {
  const titleId = useId();
  const count = w.exercises.length;
  const hidden = count - SHOWN_EXERCISES;
  const day = pendingDay(w, user.timeZone);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="pending-workout"
      className="flex flex-col gap-3 rounded-card border border-dashed border-line bg-surface p-4"
    >
      <div className="flex items-start gap-3">
        <WorkoutTypeIcon type={w.type} className="size-11" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-semibold">
            {w.name}
          </h3>
          <p className="text-sm text-ink-muted">
            <time dateTime={day}>
              {formatWorkoutDate({ day, completedAt: w.completedAt }, user.timeZone)}
            </time>
            {w.fromVoice && (
              <span className="ml-2 inline-flex items-center gap-1">
                <Mic aria-hidden="true" className="size-3.5" />
                By voice
              </span>
            )}
          </p>
        </div>
        <TypeBadge type={w.type} />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
        <PendingBadge state={w.state} />
        <span className="inline-flex items-center gap-1.5 tabular-nums">
          <ListChecks aria-hidden="true" className="size-4" />
          {`${count} ${count === 1 ? 'exercise' : 'exercises'}`}
        </span>
      </div>
      {count > 0 && (
        <ul className="flex flex-col rounded-xl bg-surface-muted px-3 py-2 text-sm">
          {w.exercises.slice(0, SHOWN_EXERCISES).map((e, i) => (
            <li key={i} className="flex justify-between gap-2 py-0.5">
              <span className="truncate font-medium">{e.name}</span>
              <span className="shrink-0 text-ink-muted tabular-nums">
                {`${e.sets} ${e.sets === 1 ? 'set' : 'sets'}`}
              </span>
            </li>
          ))}
          {hidden > 0 && <li className="py-0.5 text-ink-muted">{`+${hidden} more`}</li>}
        </ul>
      )}
      {w.reason && (
        <p className="text-sm text-danger">
          <span className="font-semibold">Not saved: </span>
          {w.reason}
        </p>
      )}
    </article>
  );
}
