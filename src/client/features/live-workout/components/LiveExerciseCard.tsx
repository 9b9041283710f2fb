import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { LiveExercise } from '@shared/session/live';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import type { LiveAction } from '../hooks/use-live-workout';
import { setTags } from '../model/live-text';
import { SetRow } from './SetRow';

interface LiveExerciseCardProps {
  exercise: LiveExercise;
  index: number;
  count: number;
  /** The key of the next set to do, when it is one of this exercise's. */
  currentSetKey: string | null;
  rpeEnabled: boolean;
  /** Why another set cannot be added (the workout's size bound), if it cannot. */
  addSetRefused: string | null;
  dispatch: (action: LiveAction) => void;
  /** A set was ticked: the page asks for notifications the first time a rest starts. */
  onTicked: () => void;
  onPlates: (weight: number, unit: 'lb' | 'kg') => void;
}

/** "Superset A" for group 1: the letters lifters write on a whiteboard. */
const supersetLabel = (group: number) => `Superset ${String.fromCharCode(64 + group)}`;

/**
 * One exercise of the live workout: its name, superset, notes, set rows and Add set. Memoised:
 * the engine keeps an untouched exercise (and set) the same object, and the callbacks are stable,
 * so a tick re-renders only the card it changed.
 */
export const LiveExerciseCard = memo(function LiveExerciseCard(p: LiveExerciseCardProps) {
  const { exercise: e, dispatch } = p;
  const tags = setTags(e.sets);
  return (
    // Cards off screen skip style, layout and paint (content-visibility), so a tick that moves
    // the list (the rest timer appearing) lays out only what is seen.
    <Card
      className="flex flex-col gap-2 p-2.5 [contain-intrinsic-size:auto_22rem] [content-visibility:auto]"
      aria-label={e.name}
    >
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-bold">{e.name}</h2>
          <p className="text-xs text-ink-muted">
            {e.supersetGroup != null && (
              <span className="mr-2 rounded bg-accent-500/15 px-1.5 py-0.5 font-semibold text-ink">
                {supersetLabel(e.supersetGroup)}
              </span>
            )}
            Rest {e.restSeconds} s
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${e.name} up`}
          disabled={p.index === 0}
          onClick={() => dispatch({ type: 'moveExercise', exerciseKey: e.key, to: p.index - 1 })}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${e.name} down`}
          disabled={p.index === p.count - 1}
          onClick={() => dispatch({ type: 'moveExercise', exerciseKey: e.key, to: p.index + 1 })}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${e.name}`}
          onClick={() => dispatch({ type: 'removeExercise', exerciseKey: e.key })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {e.notes && <p className="text-sm text-ink-muted">{e.notes}</p>}
      <ol className="flex flex-col gap-1">
        {e.sets.map((set, i) => (
          <SetRow
            key={set.key}
            set={set}
            n={i + 1}
            tag={tags[i]!}
            first={i === 0}
            current={p.currentSetKey === set.key}
            rpeEnabled={p.rpeEnabled}
            exerciseKey={e.key}
            dispatch={dispatch}
            onTicked={p.onTicked}
            onPlates={p.onPlates}
          />
        ))}
      </ol>
      <Button
        variant="outline"
        disabled={p.addSetRefused != null}
        title={p.addSetRefused ?? undefined}
        onClick={() => dispatch({ type: 'addSet', exerciseKey: e.key })}
      >
        <Plus aria-hidden="true" />
        Add set
      </Button>
    </Card>
  );
});
