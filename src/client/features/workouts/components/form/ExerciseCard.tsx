import { ChevronDown, Link2, Plus, X, Zap } from 'lucide-react';
import { useRef, useState, type Dispatch, type KeyboardEvent } from 'react';
import { WORKOUT_LIMITS } from '@shared/schemas/workouts';
import { FormField } from '@client/components/forms/FormField';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';
import { visibleColumns } from '../../form/exercise-shape';
import type { ExerciseDraft } from '../../form/exercise-draft';
import type { FormAction } from '../../form/form-reducer';
import type { SetNumber } from '../../form/set-draft';
import { supersetLabel } from '../../form/supersets';
import { errorKey, type FormErrors } from '../../form/workout-draft';
import type { Units } from '../../model/workout-format';
import { EXERCISE_NAME_LIST_ID } from './ExerciseNameOptions';
import { ExerciseMore } from './ExerciseMore';
import { LastTime } from './LastTime';
import { QuickFillField } from './QuickFillField';
import { SetTable } from './SetTable';

interface ExerciseCardProps {
  idPrefix: string;
  index: number;
  exercise: ExerciseDraft;
  /** Whether it can join the next exercise in a superset (there is one, not already joined). */
  canJoinNext: boolean;
  /** Whether set rows ask for RPE (Profile's Track RPE). */
  rpeEnabled: boolean;
  units: Units;
  timeZone: string;
  errors: FormErrors;
  dispatch: Dispatch<FormAction>;
  /** Absent when the exercise cannot be removed (the workout's only one). */
  onRemove?: () => void;
  /** Why it cannot be removed, when that is the case: the id of the note saying so. */
  removeBlockedBy?: string;
}

const disclosure =
  'inline-flex h-11 items-center gap-1.5 rounded-control px-3 text-sm font-semibold text-brand-700 hover:bg-surface dark:text-brand-200';

/** One exercise in either workout form: its name, last time, its sets and the rest. */
export function ExerciseCard({
  idPrefix,
  index,
  exercise,
  canJoinNext,
  rpeEnabled,
  units,
  timeZone,
  errors,
  dispatch,
  onRemove,
  removeBlockedBy,
}: ExerciseCardProps) {
  const [quickOpen, setQuickOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const focusNewSetRef = useRef(false);
  const id = (part: string) => `${idPrefix}-${part}`;
  const columns = visibleColumns(exercise.name, exercise.sets, exercise.extraColumns);
  const name = exercise.name.trim();
  const n = index + 1;
  const restError = errors[errorKey(exercise.key, 'restTime')];
  // RPE already given stays in view even with Track RPE off, so no number is hidden.
  const showRpe = rpeEnabled || exercise.sets.some((s) => s.rpe.trim() !== '');
  const group = exercise.supersetGroup;

  // Enter in the name goes on to the first set, not to Save: a workout is saved on purpose.
  const onNameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    document.getElementById(id('sets'))?.querySelector<HTMLElement>('[data-set-input]')?.focus();
  };

  const showColumn = (column: SetNumber) => {
    dispatch({ type: 'showColumn', key: exercise.key, column });
    const first = exercise.sets[0];
    if (first) {
      requestAnimationFrame(() => document.getElementById(id(`${first.key}-${column}`))?.focus());
    }
  };

  return (
    <li
      aria-label={`Exercise ${n}`}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-muted/50 p-3"
    >
      <div className="flex items-center justify-between">
        <span className="flex items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            Exercise {n}
          </span>
          {group !== null && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800 dark:bg-surface-muted dark:text-brand-200">
              <Link2 aria-hidden="true" className="size-3.5" />
              {supersetLabel(group)}
            </span>
          )}
        </span>
        {(onRemove || removeBlockedBy) && (
          // aria-disabled, not disabled: it stays focusable, so its reason can be read out.
          <button
            type="button"
            onClick={onRemove}
            aria-disabled={onRemove ? undefined : true}
            aria-describedby={removeBlockedBy}
            aria-label={`Remove exercise ${n}${name ? ` (${name})` : ''}`}
            className="-my-2 -mr-2 grid size-11 place-items-center rounded-full text-ink-muted hover:bg-surface hover:text-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <FormField
        id={id('name')}
        label="Exercise name"
        error={errors[errorKey(exercise.key, 'name')]}
      >
        {(control) => (
          <Input
            {...control}
            value={exercise.name}
            onChange={(e) =>
              dispatch({ type: 'exercise', key: exercise.key, patch: { name: e.target.value } })
            }
            onKeyDown={onNameKeyDown}
            list={EXERCISE_NAME_LIST_ID}
            maxLength={WORKOUT_LIMITS.name}
            placeholder="e.g. Bench Press"
            autoComplete="off"
            enterKeyHint="next"
            // Chrome's suggestion arrow: the list opens as the person types anyway.
            className="[&::-webkit-calendar-picker-indicator]:!hidden"
          />
        )}
      </FormField>
      {!exercise.id && (
        <LastTime exercise={exercise} units={units} timeZone={timeZone} dispatch={dispatch} />
      )}
      <div id={id('sets')} role="group" aria-label={`${name || `Exercise ${n}`} sets`}>
        <SetTable
          idPrefix={idPrefix}
          exercise={exercise}
          columns={columns}
          showRpe={showRpe}
          units={units}
          errors={errors}
          dispatch={dispatch}
          addSetId={id('add-set')}
          focusNewSetRef={focusNewSetRef}
        />
      </div>
      {errors[errorKey(exercise.key, 'sets')] && (
        <p className="text-sm font-medium text-danger">{errors[errorKey(exercise.key, 'sets')]}</p>
      )}
      <div className="-mx-1 flex flex-wrap items-center gap-1">
        <Button
          id={id('add-set')}
          variant="secondary"
          onClick={() => {
            focusNewSetRef.current = true;
            dispatch({ type: 'addSet', key: exercise.key });
          }}
          disabled={exercise.sets.length >= WORKOUT_LIMITS.sets}
          className="px-3"
        >
          <Plus aria-hidden="true" />
          Add set
        </Button>
        <button
          type="button"
          aria-expanded={quickOpen}
          aria-controls={id('quick')}
          onClick={() => setQuickOpen(!quickOpen)}
          className={disclosure}
        >
          <Zap aria-hidden="true" className="size-4" />
          Quick fill
        </button>
        <button
          type="button"
          aria-expanded={moreOpen || Boolean(restError)}
          aria-controls={id('more')}
          onClick={() => setMoreOpen(!moreOpen)}
          className={cn(disclosure, 'ml-auto')}
        >
          More
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', moreOpen && 'rotate-180')}
          />
        </button>
      </div>
      {quickOpen && (
        <div id={id('quick')}>
          <QuickFillField
            id={id('quick-input')}
            unit={units.weightUnit}
            onFill={(sets) => {
              dispatch({ type: 'fillSets', key: exercise.key, sets });
              setQuickOpen(false);
              requestAnimationFrame(() => document.getElementById(id('add-set'))?.focus());
            }}
          />
        </div>
      )}
      {(moreOpen || restError) && (
        <ExerciseMore
          id={id('more')}
          exercise={exercise}
          canJoinNext={canJoinNext}
          columns={columns}
          errors={errors}
          dispatch={dispatch}
          onShowColumn={showColumn}
        />
      )}
    </li>
  );
}
