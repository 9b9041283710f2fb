import { Dumbbell } from 'lucide-react';
import type { SessionState } from '@shared/session/machine';
import { Card } from '@client/components/ui/card';
import { setTarget } from '../model/session-plan';

/**
 * SPEC §2 current exercise card: the exercise, set n/total, and that set's own target (issue 26
 * §7): its reps or time, and its weight. During a rest, the set coming up.
 */
export function ExerciseCard({ state }: { state: SessionState }) {
  const e = state.exercises[state.index]!;
  const resting = state.phase === 'rest';
  const set = resting ? state.set + 1 : state.set;
  const said = state.done.at(-1);
  return (
    <Card className="flex items-center gap-4 p-4" data-testid="current-exercise">
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-800 dark:bg-surface-muted dark:text-brand-200">
        <Dumbbell aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {resting ? 'Up next' : state.phase === 'complete' ? 'Last exercise' : 'Current exercise'}
        </p>
        <h2 className="truncate text-lg font-bold">{e.name}</h2>
        <p className="text-sm text-ink-muted tabular-nums">
          Set {Math.min(set, e.sets)}/{e.sets} · {setTarget(e, Math.min(set, e.sets))}
        </p>
        {resting && said?.repsSaid && (
          <p className="text-sm text-ink-muted">Last set: {said.reps} reps</p>
        )}
      </div>
    </Card>
  );
}
