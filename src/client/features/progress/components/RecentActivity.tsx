import type { Workout } from '@shared/schemas/workouts';
import { WorkoutTypeIcon } from '@client/components/brand/WorkoutTypeIcon';
import { Card, CardTitle } from '@client/components/ui/card';
import { formatDuration, relativeDay, type UnitPrefs } from '@client/lib/formatting';
import { exerciseAmount } from '../model/progress-format';

interface RecentActivityProps {
  /** The 5 latest workouts. */
  workouts: Workout[];
  today: string;
  /** Weights and distances show in the user's units (issue 8). */
  units: UnitPrefs;
}

const SHOWN_EXERCISES = 3;

/** SPEC §2 Progress: Recent Activity, the 5 latest workouts with what was done. */
export function RecentActivity({ workouts, today, units }: RecentActivityProps) {
  return (
    <Card aria-labelledby="activity-title">
      <CardTitle id="activity-title" className="text-lg">
        Recent Activity
      </CardTitle>
      <ol className="mt-3 divide-y divide-line">
        {workouts.map((w) => {
          const more = w.exercises.length - SHOWN_EXERCISES;
          return (
            <li key={w.id} className="flex gap-3 py-3">
              <WorkoutTypeIcon type={w.type} />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <p className="truncate font-semibold">{w.name}</p>
                  <p className="shrink-0 text-xs text-ink-muted">{relativeDay(w.day, today)}</p>
                </div>
                {w.duration > 0 && (
                  <p className="text-sm text-ink-muted tabular-nums">
                    {formatDuration(w.duration)}
                  </p>
                )}
                {w.exercises.length > 0 && (
                  <ul className="mt-1.5 space-y-0.5 text-sm">
                    {w.exercises.slice(0, SHOWN_EXERCISES).map((e) => (
                      <li key={e.id} className="flex justify-between gap-2">
                        <span className="truncate">{e.name}</span>
                        <span className="shrink-0 text-ink-muted tabular-nums">
                          {exerciseAmount(e, units)}
                        </span>
                      </li>
                    ))}
                    {more > 0 && <li className="text-ink-muted">+{more} more</li>}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
