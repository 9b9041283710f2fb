import { CircleAlert, CircleCheck, CloudOff, Dumbbell, Scale, Target, Trash2 } from 'lucide-react';
import { localDayOf } from '@shared/local-day';
import { bodyWeightBody } from '@shared/schemas/body-weights';
import { createGoalBody } from '@shared/schemas/goals';
import { createWorkoutBody } from '@shared/schemas/workouts';
import { DEFAULT_SET_TYPE } from '@shared/set-types';
import { toStoredLbs } from '@shared/units';
import { Button } from '@client/components/ui/button';
import { relativeDay, type UnitPrefs } from '@client/lib/formatting';
import type { VoicePreview } from '@client/lib/outbox/types';
import { cn } from '@client/lib/utils';
import { exerciseSummary, goalDeadline, goalTarget, weighInText } from '../model/stored-format';
import type { QueuedStatus } from '../model/voice-copy';

interface QueuedResultProps {
  preview: VoicePreview;
  /** When it was said: the day a log with no day named lands on. */
  spokenAt: string;
  /** pending, refused or discarded (a synced command shows as stored, with Undo). */
  status: Exclude<QueuedStatus, 'synced'>;
  units: UnitPrefs;
  timeZone: string;
  onDiscard: () => void;
}

const iconClass = 'size-4 shrink-0 text-brand-700 dark:text-brand-200';

/**
 * What a command understood on the device will log (issue 28 §4), marked as waiting to sync, so
 * it can be checked before walking away; Discard takes the place of Undo, since nothing is on
 * the server yet to undo.
 */
export function QueuedResult({
  preview,
  spokenAt,
  status,
  units,
  timeZone,
  onDiscard,
}: QueuedResultProps) {
  const { workout, goal, bodyWeight } = readPreview(preview);
  const today = localDayOf(new Date(), timeZone);
  const dayOf = (instant: string | null | undefined) =>
    relativeDay(localDayOf(Date.parse(instant ?? spokenAt), timeZone), today);
  const kind = workout ? 'workout' : goal ? 'goal' : 'weigh-in';
  const exercises = workout?.exercises ?? [];
  const namedAfterExercise = exercises.length === 1 && exercises[0]!.name === workout?.name;
  return (
    <section
      aria-label={workout ? 'Workout waiting to sync' : goal ? 'Goal waiting to sync' : 'Weigh-in waiting to sync'} // prettier-ignore
      className="rounded-control border border-dashed border-line bg-surface-muted/60 p-4 text-left"
    >
      <div className={cn(status === 'discarded' && 'opacity-60 [&_p>span]:line-through')}>
        {workout && (
          <>
            <p className="flex items-center gap-2 font-semibold">
              <Dumbbell aria-hidden="true" className={iconClass} />
              <span className="min-w-0 flex-1 break-words">{workout.name}</span>
              <span className="shrink-0 text-sm font-medium text-ink-muted">
                {dayOf(workout.completedAt)}
              </span>
            </p>
            <ul className="mt-2 space-y-1 text-sm">
              {exercises.map((e, i) => (
                <li key={i} className="flex flex-wrap gap-x-2">
                  {!namedAfterExercise && <span className="font-medium">{e.name}</span>}
                  <span className="text-ink-muted tabular-nums">
                    {exerciseSummary(summarised(e), units)}
                  </span>
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
              <dt className="text-ink-muted">Deadline</dt>
              <dd className="tabular-nums">{goalDeadline({ deadline: goal.deadline ?? null })}</dd>
            </dl>
          </>
        )}
        {bodyWeight && (
          <p className="flex items-center gap-2 font-semibold">
            <Scale aria-hidden="true" className={iconClass} />
            <span className="min-w-0 flex-1">
              Weigh-in: <span className="tabular-nums">{weighInText(bodyWeight, units)}</span>
            </span>
            <span className="shrink-0 text-sm font-medium text-ink-muted">
              {dayOf(bodyWeight.measuredAt)}
            </span>
          </p>
        )}
      </div>
      <div className="mt-3 flex flex-col gap-3 border-t border-line pt-3">
        {status === 'pending' && (
          <p className="flex items-center gap-2 text-sm font-medium text-ink-muted">
            <CloudOff aria-hidden="true" className="size-4 shrink-0" />
            Waiting to sync
          </p>
        )}
        {status === 'refused' && (
          <p className="flex items-start gap-2 text-sm font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {/* The reason is the dialog's description, right above. */}
            <span>Not logged</span>
          </p>
        )}
        {status === 'discarded' ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-ink-muted">
            <CircleCheck aria-hidden="true" className="size-4 text-success" />
            Discarded: the {kind} won&rsquo;t be logged.
          </p>
        ) : (
          <Button variant="outline" onClick={onDiscard} className="w-full">
            <Trash2 aria-hidden="true" />
            Discard
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * The preview's bodies as the server will read them (the same contracts), so amounts are
 * numbers; a body that does not read (it always should: it was built by them) shows nothing.
 */
function readPreview(preview: VoicePreview) {
  const read = <T,>(result: { success: true; data: T } | { success: false }) =>
    result.success ? result.data : null;
  return {
    workout: preview.workout ? read(createWorkoutBody.safeParse(preview.workout)) : null,
    goal: preview.goal ? read(createGoalBody.safeParse(preview.goal)) : null,
    bodyWeight: preview.bodyWeight ? read(bodyWeightBody.safeParse(preview.bodyWeight)) : null,
  };
}

type ReadExercise = NonNullable<
  NonNullable<ReturnType<typeof readPreview>['workout']>['exercises']
>[number];

/**
 * An exercise as the summary reads it, as the server will store it: the top weight in pounds,
 * each set in the unit it was said in, an amount not given as none.
 */
const summarised = (e: ReadExercise): Parameters<typeof exerciseSummary>[0] => ({
  sets: e.sets,
  reps: e.reps ?? null,
  weight: e.weight == null ? null : toStoredLbs(e.weight, e.weightUnit),
  weightUnit: 'lb',
  duration: e.duration ?? null,
  distance: e.distance ?? null,
  distanceUnit: e.distanceUnit,
  setList: e.setList?.map((s) => ({
    reps: s.reps ?? null,
    weight: s.weight ?? null,
    weightUnit: s.weightUnit ?? e.weightUnit,
    duration: s.duration ?? null,
    distance: s.distance ?? null,
    done: true,
    setType: s.setType ?? DEFAULT_SET_TYPE,
    rpe: s.rpe ?? null,
  })),
});
