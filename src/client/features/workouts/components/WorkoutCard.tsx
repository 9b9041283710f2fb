import {
  BookmarkPlus,
  ChevronRight,
  Clock,
  ListChecks,
  Pencil,
  Repeat2,
  Route,
  Share2,
  Timer,
  Trash2,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { formatDuration } from '@shared/duration';
import type { Workout } from '@shared/schemas/workouts';
import type { User } from '@shared/schemas/users';
import { formatMilesIn } from '@shared/unit-display';
import { WorkoutTypeIcon } from '@client/components/brand/WorkoutTypeIcon';
import { Button } from '@client/components/ui/button';
import { exerciseDetails, formatWorkoutDate, recordText } from '../model/workout-format';
import { RecordBadge } from './RecordBadge';
import { TypeBadge } from './TypeBadge';

interface WorkoutCardProps {
  workout: Workout;
  user: User;
  onEdit: () => void;
  onRepeat: () => void;
  onShare: () => void;
  onDelete: () => void;
  /** Keeps it as a routine to start again (issue 27 §1). */
  onSaveAsRoutine: () => void;
  /** Runs it as a guided session (issue 11 item 7). */
  onStartSession: () => void;
  /** Tapping an exercise opens its history (issue 8, item 7). */
  onExercise: (name: string) => void;
}

/** Enough lines to recognise a workout; the rest are counted, not listed. */
const SHOWN_EXERCISES = 4;

/**
 * One workout in the list (SPEC §2 Workouts): what, when, how much in the person's units, its
 * records, and what to do with it.
 */
export function WorkoutCard({ workout: w, user, onExercise, ...act }: WorkoutCardProps) {
  const titleId = useId();
  const hidden = w.exercises.length - SHOWN_EXERCISES;
  const count = w.exercises.length;
  const units = { weightUnit: user.weightUnit, distanceUnit: user.distanceUnit };
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card border border-line/60 bg-surface p-4 shadow-card"
    >
      <div className="flex items-start gap-3">
        <WorkoutTypeIcon type={w.type} className="size-11" />
        <div className="min-w-0 flex-1">
          {/* Focusable from code: Load more moves the focus to the first new title. */}
          <h3 id={titleId} tabIndex={-1} className="truncate font-semibold">
            {w.name}
          </h3>
          <p className="text-sm text-ink-muted">
            <time dateTime={w.day}>{formatWorkoutDate(w, user.timeZone)}</time>
          </p>
        </div>
        <TypeBadge type={w.type} />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted tabular-nums">
        {w.duration > 0 && <Stat icon={<Clock />}>{formatDuration(w.duration)}</Stat>}
        {w.distance > 0 && (
          <Stat icon={<Route />}>{formatMilesIn(w.distance, user.distanceUnit)}</Stat>
        )}
        <Stat icon={<ListChecks />}>{`${count} ${count === 1 ? 'exercise' : 'exercises'}`}</Stat>
      </ul>
      {count > 0 && (
        <ul className="flex flex-col rounded-xl bg-surface-muted py-1 text-sm">
          {w.exercises.slice(0, SHOWN_EXERCISES).map((e) => {
            const details = exerciseDetails(e, units);
            return (
              <li key={e.id}>
                <button
                  type="button"
                  onClick={() => onExercise(e.name)}
                  className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left hover:bg-line/40"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-ink">{e.name}</span>
                    {details && (
                      <>
                        <span className="sr-only"> — </span>
                        <span className="line-clamp-2 text-ink-muted tabular-nums">{details}</span>
                      </>
                    )}
                  </span>
                  {e.personalRecord && <RecordBadge label={recordText(e.personalRecord, units)} />}
                  <span className="sr-only">, history</span>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                </button>
              </li>
            );
          })}
          {hidden > 0 && <li className="px-3 py-1.5 text-ink-muted">{`+${hidden} more`}</li>}
        </ul>
      )}
      {w.notes && <p className="line-clamp-2 text-sm text-ink-muted italic">{w.notes}</p>}
      <div className="-mx-4 -mb-4 flex flex-wrap items-center gap-1 border-t border-line/60 px-2 py-1">
        <Button
          variant="ghost"
          onClick={act.onStartSession}
          aria-label={`Start session: ${w.name}`}
          className="px-3 text-brand-700 dark:text-brand-200"
        >
          <Timer aria-hidden="true" className="!size-4" />
          Start session
        </Button>
        <Button variant="ghost" onClick={act.onEdit} className="px-3">
          <Pencil aria-hidden="true" className="!size-4" />
          Edit<span className="sr-only"> {w.name}</span>
        </Button>
        <Button variant="ghost" onClick={act.onRepeat} className="px-3">
          <Repeat2 aria-hidden="true" className="!size-4" />
          Repeat<span className="sr-only"> {w.name}</span>
        </Button>
        <Button variant="ghost" onClick={act.onShare} className="px-3">
          <Share2 aria-hidden="true" className="!size-4" />
          Share<span className="sr-only"> {w.name}</span>
        </Button>
        <Button variant="ghost" onClick={act.onSaveAsRoutine} className="px-3">
          <BookmarkPlus aria-hidden="true" className="!size-4" />
          Save as routine<span className="sr-only"> {w.name}</span>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={act.onDelete}
          aria-label={`Delete ${w.name}`}
          className="ml-auto text-danger hover:bg-danger/10"
        >
          <Trash2 aria-hidden="true" className="!size-4" />
        </Button>
      </div>
    </article>
  );
}

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 [&_svg]:size-4 [&_svg]:shrink-0">
      <span aria-hidden="true" className="contents">
        {icon}
      </span>
      {children}
    </li>
  );
}
