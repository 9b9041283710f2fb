import { Plus, Timer } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';
import {
  ROUTINE_SIZE,
  copyRoutineSet,
  emptyRoutineSet,
  errorKey,
  moveItem,
  type RoutineErrors,
  type RoutineExerciseDraft,
  type RoutineSetDraft,
} from '../model/routine-draft';
import type { WeightUnit } from '@shared/units';
import { MoveButtons } from './MoveButtons';
import { RoutineSetRow } from './RoutineSetRow';

interface RoutineExerciseFieldsProps {
  exercise: RoutineExerciseDraft;
  index: number;
  count: number;
  /** The superset this exercise is in (1, 2, …), or null. */
  group: number | null;
  weightUnit: WeightUnit;
  /** Sets show an RPE box (Track RPE on in Profile). */
  rpe: boolean;
  /** The exercise-name suggestions' datalist id (the workout form's, composed in by the app). */
  nameListId?: string;
  errors: RoutineErrors;
  onChange: (next: RoutineExerciseDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Asks the editor to focus an element once React has drawn the change (after a move). */
  focusAfter: (id: string) => void;
}

/** One exercise of the routine editor: name, rest, superset link and its target sets. */
export function RoutineExerciseFields(p: RoutineExerciseFieldsProps) {
  const { exercise: e, errors } = p;
  const label = e.name.trim() || `exercise ${p.index + 1}`;
  const field = (name: string) => errors[errorKey(e.key, name)];
  const setSets = (sets: RoutineSetDraft[]) => p.onChange({ ...e, sets });
  const nameError = field('name');
  const restError = field('restSeconds');
  const setsError = field('sets');
  return (
    <fieldset
      className={cn(
        'flex flex-col gap-3 rounded-card border border-line/60 bg-surface p-3',
        p.group !== null && 'border-l-4 border-l-brand-600',
      )}
    >
      <legend className="sr-only">{`Exercise ${p.index + 1}: ${label}`}</legend>
      <div className="flex items-center gap-2">
        <span className="flex-1 text-sm font-semibold text-ink-muted">
          {`Exercise ${p.index + 1}`}
          {p.group !== null && (
            <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800 dark:bg-surface-muted dark:text-brand-200">
              {`Superset ${p.group}`}
            </span>
          )}
        </span>
        <MoveButtons
          idPrefix={e.key}
          what={label}
          index={p.index}
          count={p.count}
          onMove={p.onMove}
          onRemove={p.onRemove}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${e.key}-name`} className="text-sm font-medium">
          Exercise name
        </label>
        <Input
          id={`${e.key}-name`}
          list={p.nameListId}
          autoComplete="off"
          value={e.name}
          placeholder="e.g. Bench Press"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${e.key}-name-error` : undefined}
          onChange={(ev) => p.onChange({ ...e, name: ev.target.value })}
        />
        {nameError && (
          <p id={`${e.key}-name-error`} className="text-sm font-medium text-danger">
            {nameError}
          </p>
        )}
      </div>
      <div className="flex items-end gap-3">
        <div className="flex w-32 flex-col gap-1.5">
          <label htmlFor={`${e.key}-rest`} className="text-sm font-medium">
            Rest (seconds)
          </label>
          <Input
            id={`${e.key}-rest`}
            inputMode="numeric"
            value={e.restSeconds}
            aria-invalid={restError ? true : undefined}
            aria-describedby={restError ? `${e.key}-rest-error` : undefined}
            onChange={(ev) => p.onChange({ ...e, restSeconds: ev.target.value })}
            className="tabular-nums"
          />
        </div>
        <label
          className={cn(
            'flex min-h-11 flex-1 items-center gap-2 text-sm font-medium',
            p.index === p.count - 1 && 'opacity-50',
          )}
        >
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={e.supersetWithNext && p.index < p.count - 1}
            disabled={p.index === p.count - 1}
            onChange={(ev) => p.onChange({ ...e, supersetWithNext: ev.target.checked })}
          />
          Superset with next
        </label>
      </div>
      {restError && (
        <p id={`${e.key}-rest-error`} className="text-sm font-medium text-danger">
          {restError}
        </p>
      )}
      <ol aria-label={`Sets of ${label}`} className="flex flex-col gap-2">
        {e.sets.map((s, i) => (
          <RoutineSetRow
            key={s.key}
            set={s}
            index={i}
            count={e.sets.length}
            exerciseKey={e.key}
            exerciseName={e.name.trim()}
            weightUnit={p.weightUnit}
            distanceUnit={e.distanceUnit}
            timed={e.timed}
            rpe={p.rpe}
            errors={errors}
            onChange={(patch) =>
              setSets(e.sets.map((x) => (x.key === s.key ? { ...x, ...patch } : x)))
            }
            onMove={(by) => {
              setSets(moveItem(e.sets, i, by));
              p.focusAfter(`${s.key}-${by < 0 ? 'up' : 'down'}`);
            }}
            onRemove={() => {
              setSets(e.sets.filter((x) => x.key !== s.key));
              p.focusAfter(`${e.key}-add-set`);
            }}
          />
        ))}
      </ol>
      {setsError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {setsError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          id={`${e.key}-add-set`}
          variant="secondary"
          disabled={e.sets.length >= ROUTINE_SIZE.sets}
          onClick={() => {
            const last = e.sets.at(-1);
            setSets([...e.sets, last ? copyRoutineSet(last) : emptyRoutineSet()]);
          }}
        >
          <Plus aria-hidden="true" />
          Add set<span className="sr-only"> to {label}</span>
        </Button>
        {!e.timed && (
          <Button variant="ghost" onClick={() => p.onChange({ ...e, timed: true })}>
            <Timer aria-hidden="true" />
            Time & distance
          </Button>
        )}
      </div>
    </fieldset>
  );
}
