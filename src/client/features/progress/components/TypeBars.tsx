import type { TypeShare } from '@shared/schemas/progress';
import { WorkoutTypeIcon, WORKOUT_TYPE_LABELS } from '@client/components/brand/WorkoutTypeIcon';
import { Card, CardTitle } from '@client/components/ui/card';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { plural } from '@client/lib/formatting';

/** SPEC §2 Progress: workout-type bars, each type's share of all workouts. */
export function TypeBars({ shares }: { shares: TypeShare[] }) {
  return (
    <Card aria-labelledby="types-title">
      <CardTitle id="types-title" className="text-lg">
        Workout Types
      </CardTitle>
      <ul className="mt-4 flex flex-col gap-4">
        {shares.map(({ type, count, percent }) => (
          <li key={type} className="flex items-center gap-3">
            <WorkoutTypeIcon type={type} className="size-9" />
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{WORKOUT_TYPE_LABELS[type]}</span>
                <span className="text-ink-muted tabular-nums">
                  {plural(count, 'workout')} · {percent}%
                </span>
              </div>
              <ProgressBar
                className="mt-1.5 h-2"
                value={percent}
                label={`${WORKOUT_TYPE_LABELS[type]} workouts`}
                valueText={`${percent}%, ${plural(count, 'workout')}`}
              />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
