import { CalendarDays, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDay } from '@shared/day-format';
import { formatDuration } from '@shared/duration';
import { Button } from '@client/components/ui/button';
import { Card, CardTitle } from '@client/components/ui/card';
import type { SharedWorkout } from '../api/get-shared-workout';
import { exerciseSummary, shareUnits } from '../model/share-format';

type Workout = SharedWorkout['workout'];

/**
 * The loaded share (SPEC §2): workout facts, who shared it, the numbered exercises, a CTA; for a
 * signed-in visitor, `save` ("Save to my routines", issue 27 §1) comes first.
 */
export function SharedWorkoutView({
  share,
  workout,
  save,
}: {
  share: SharedWorkout;
  workout: Workout;
  save?: ReactNode;
}) {
  const exercises = share.exercises;
  // Amounts as the sharer sees them (issue 8), as typed where the units agree.
  const units = shareUnits(share);
  // The day it was done, as its owner's list shows it (issue 26 §3), not the viewer's zone's.
  const date = workout.day ? formatDay(workout.day) : null;
  return (
    <>
      <header className="space-y-2 pt-4">
        <p className="text-sm font-semibold text-brand-700 capitalize dark:text-brand-200">
          {workout.type}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight">{workout.name}</h1>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          {date && (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              {date}
            </span>
          )}
          {workout.duration != null && (
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              <Clock aria-hidden="true" className="size-4" />
              {formatDuration(workout.duration)}
            </span>
          )}
        </div>
        {share.identity?.name && <p className="text-sm">Shared by {share.identity.name}</p>}
      </header>
      <Card>
        <CardTitle>Exercises</CardTitle>
        <ol className="mt-3 divide-y divide-line">
          {exercises.map((exercise, i) => (
            <li key={i} className="flex gap-3 py-3">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-surface-muted text-xs font-semibold tabular-nums">
                {i + 1}
              </span>
              <div>
                <p className="font-medium">{exercise.name}</p>
                <p className="text-sm text-ink-muted tabular-nums">
                  {exerciseSummary(exercise, units)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </Card>
      {save}
      <Button asChild size="lg" variant={save ? 'outline' : 'primary'}>
        <Link href="/">{save ? 'Go to Joey Fit' : 'Track your workouts with Joey Fit'}</Link>
      </Button>
    </>
  );
}
