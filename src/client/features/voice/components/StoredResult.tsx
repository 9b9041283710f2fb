import { CalendarDays, CircleCheck, Dumbbell, Scale, Target, Undo2 } from 'lucide-react';
import { localDayOf } from '@shared/local-day';
import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import { Button } from '@client/components/ui/button';
import { relativeDay, relativeDayLabel, type UnitPrefs } from '@client/lib/formatting';
import { cn } from '@client/lib/utils';
import { exerciseSummary, goalDeadline, goalTarget, weighInText } from '../model/stored-format';

interface StoredResultProps {
  result: VoiceCommandResult;
  units: UnitPrefs;
  timeZone: string;
  undone: boolean;
  undoing: boolean;
  onUndo: () => void;
}

const iconClass = 'size-4 shrink-0 text-brand-700 dark:text-brand-200';

/**
 * What a command stored, shown so the user can check what Joey understood, and take it back
 * with Undo if it is wrong (issue 4 §1) rather than hunting for it on another screen. An answer
 * that stored nothing, or one of an action this client does not know, shows nothing here.
 */
export function StoredResult({
  result,
  units,
  timeZone,
  undone,
  undoing,
  onUndo,
}: StoredResultProps) {
  const { workout, goal } = result;
  const bodyWeight = result.bodyWeight ?? null;
  if (!workout && !goal && !bodyWeight) return null;
  const kind = workout ? 'workout' : goal ? 'goal' : 'weigh-in';
  const today = localDayOf(new Date(), timeZone);
  const day = (instant: string) => relativeDayLabel(instant, timeZone, today);
  // "Push-ups" logged alone is named after its exercise: no need to say the name twice.
  const namedAfterExercise =
    workout?.exercises.length === 1 && workout.exercises[0]!.name === workout.name;
  return (
    <section
      aria-label={workout ? 'Logged workout' : goal ? 'New goal' : 'Logged weigh-in'}
      className="rounded-control border border-line bg-surface-muted/60 p-4 text-left"
    >
      <div className={cn(undone && 'opacity-60 [&_p>span]:line-through')}>
        {workout && (
          <>
            <p className="flex items-center gap-2 font-semibold">
              <Dumbbell aria-hidden="true" className={iconClass} />
              <span className="min-w-0 flex-1 break-words">{workout.name}</span>
              <span className="shrink-0 text-sm font-medium text-ink-muted">
                {relativeDay(workout.day, today)}
              </span>
            </p>
            <ul className="mt-2 space-y-1 text-sm">
              {workout.exercises.map((e) => (
                <li key={e.id} className="flex flex-wrap gap-x-2">
                  {!namedAfterExercise && <span className="font-medium">{e.name}</span>}
                  <span className="text-ink-muted tabular-nums">{exerciseSummary(e, units)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {goal && (
          <>
            <p className="flex items-center gap-2 font-semibold">
              <Target aria-hidden="true" className={iconClass} />
              <span className="min-w-0 break-words">{goal.title}</span>
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-muted">Target</dt>
              <dd className="tabular-nums">{goalTarget(goal, units)}</dd>
              <dt className="text-ink-muted">
                <CalendarDays aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
                Deadline
              </dt>
              <dd className="tabular-nums">{goalDeadline(goal)}</dd>
            </dl>
            {goal.tracking !== 'manual' && (
              <p className="mt-2 text-sm text-ink-muted">
                It tracks itself from your{' '}
                {goal.tracking === 'body_weight' ? 'weigh-ins' : 'workouts'} from today on.
              </p>
            )}
          </>
        )}
        {bodyWeight && (
          <p className="flex items-center gap-2 font-semibold">
            <Scale aria-hidden="true" className={iconClass} />
            <span className="min-w-0 flex-1">
              Weigh-in: <span className="tabular-nums">{weighInText(bodyWeight, units)}</span>
            </span>
            <span className="shrink-0 text-sm font-medium text-ink-muted">
              {day(bodyWeight.measuredAt)}
            </span>
          </p>
        )}
      </div>
      <div className="mt-3 border-t border-line pt-3">
        {undone ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-ink-muted">
            <CircleCheck aria-hidden="true" className="size-4 text-success" />
            Undone: the {kind} was removed.
          </p>
        ) : (
          <Button variant="outline" onClick={onUndo} disabled={undoing} className="w-full">
            <Undo2 aria-hidden="true" />
            {undoing ? 'Undoing…' : 'Undo'}
          </Button>
        )}
      </div>
    </section>
  );
}
