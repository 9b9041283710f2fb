import { ArrowUp, Check, Disc3, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { LiveSet, SetFields } from '@shared/session/live';
import { RPE, SET_TYPES, SET_TYPE_LABELS } from '@shared/set-types';
import { cn } from '@client/lib/utils';
import type { LiveAction } from '../hooks/use-live-workout';
import { lastTimeText } from '../model/live-text';
import { Stepper } from './Stepper';

/** What + and − move a weight by: the smallest common pair of plates in each unit. */
const WEIGHT_STEP = { lb: 5, kg: 2.5 } as const;

interface SetRowProps {
  set: LiveSet;
  /** 1-based row number (names the controls: "Set 2 done"). */
  n: number;
  /** Its tag: the working-set number, or W, D or F. */
  tag: string;
  current: boolean;
  rpeEnabled: boolean;
  first: boolean;
  exerciseKey: string;
  /** Stable (as are the two below), so an untouched row is not re-rendered: see memo below. */
  dispatch: (action: LiveAction) => void;
  onTicked: () => void;
  onPlates: (weight: number, unit: 'lb' | 'kg') => void;
}

/**
 * One set row of the live workout (issue 27 §3): its tag (tap to change the set's type), weight
 * and reps edited in place, "last time" beside it, and the tick, a checkbox named "Set N done"
 * that screen readers announce as one. Memoised on its props: the set is the engine's object,
 * kept the same while untouched.
 */
export const SetRow = memo(function SetRow(p: SetRowProps) {
  const { set, n, dispatch } = p;
  const ref = { exerciseKey: p.exerciseKey, setKey: set.key };
  const onEdit = (patch: Partial<SetFields>) => dispatch({ type: 'editSet', ...ref, patch });
  const onToggle = () => {
    dispatch({ type: set.done ? 'untickSet' : 'tickSet', ...ref });
    if (!set.done) p.onTicked();
  };
  const nextType = SET_TYPES[(SET_TYPES.indexOf(set.setType) + 1) % SET_TYPES.length]!;
  return (
    <li
      className={cn(
        'flex flex-col gap-1 rounded-xl px-1.5 py-1.5',
        set.done ? 'bg-success/10' : p.current && 'bg-brand-100/60 dark:bg-surface-muted',
      )}
      data-testid="live-set"
      data-done={set.done || undefined}
    >
      <div className="flex items-center justify-between gap-1">
        <button
          type="button"
          className="grid size-8 shrink-0 place-items-center rounded-lg border border-line text-sm font-bold"
          aria-label={`Set ${n} type: ${SET_TYPE_LABELS[set.setType]}. Change to ${SET_TYPE_LABELS[nextType]}`}
          onClick={() => onEdit({ setType: nextType })}
        >
          {p.tag}
        </button>
        <Stepper
          label={`Set ${n} weight`}
          value={set.weight}
          step={WEIGHT_STEP[set.weightUnit]}
          unit={set.weightUnit}
          decimals
          onChange={(weight) => onEdit({ weight })}
        />
        <Stepper
          label={`Set ${n} reps`}
          value={set.reps}
          step={1}
          unit="reps"
          onChange={(reps) => onEdit({ reps })}
        />
        <button
          type="button"
          role="checkbox"
          aria-checked={set.done}
          aria-label={`Set ${n} done`}
          onClick={onToggle}
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-xl border-2',
            set.done ? 'border-success bg-success text-white' : 'border-line text-transparent',
          )}
        >
          <Check aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="flex items-center gap-2 pl-9 text-xs text-ink-muted">
        <span className="min-w-0 flex-1 truncate" data-testid="last-time">
          {lastTimeText(set.last)}
        </span>
        {p.rpeEnabled && (
          <label className="flex items-center gap-1">
            RPE
            <input
              type="number"
              inputMode="decimal"
              min={RPE.min}
              max={RPE.max}
              step={RPE.step}
              value={set.rpe ?? ''}
              aria-label={`Set ${n} RPE`}
              onChange={(e) =>
                onEdit({ rpe: e.target.value === '' ? null : Number(e.target.value) })
              }
              className="h-7 w-12 rounded-md border border-line bg-surface px-1 text-center text-ink"
            />
          </label>
        )}
        {set.weight != null && set.weight > 0 && (
          <IconButton
            label={`Plates for set ${n}`}
            onClick={() => set.weight != null && p.onPlates(set.weight, set.weightUnit)}
          >
            <Disc3 />
          </IconButton>
        )}
        {!p.first && (
          <IconButton
            label={`Move set ${n} up`}
            onClick={() => dispatch({ type: 'moveSet', ...ref, to: n - 2 })}
          >
            <ArrowUp />
          </IconButton>
        )}
        <IconButton
          label={`Remove set ${n}`}
          onClick={() => dispatch({ type: 'removeSet', ...ref })}
        >
          <Trash2 />
        </IconButton>
      </div>
    </li>
  );
});

function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-8 place-items-center rounded-md text-ink-muted hover:bg-surface-muted [&_svg]:size-4"
    >
      {children}
    </button>
  );
}
