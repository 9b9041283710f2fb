import { Check } from 'lucide-react';
import { useEffect, useRef, type Dispatch, type KeyboardEvent } from 'react';
import { DISTANCE_UNITS, type DistanceUnit } from '@shared/units';
import { DISTANCE_LABEL, WEIGHT_LABEL } from '@shared/unit-display';
import { cn } from '@client/lib/utils';
import type { ExerciseDraft } from '../../form/exercise-draft';
import type { FormAction } from '../../form/form-reducer';
import type { SetDraft, SetNumber } from '../../form/set-draft';
import { errorKey, type FormErrors } from '../../form/workout-draft';
import type { Units } from '../../model/workout-format';
import { SetMenu } from './SetMenu';

interface SetTableProps {
  idPrefix: string;
  exercise: ExerciseDraft;
  columns: SetNumber[];
  /** Whether each row asks how hard the set felt (Profile's Track RPE, issue 27 §2). */
  showRpe: boolean;
  units: Units;
  errors: FormErrors;
  dispatch: Dispatch<FormAction>;
  /** The exercise's Add set button: where Enter goes after the last box. */
  addSetId: string;
  /** Set when a set was just added, so its first box takes the focus. */
  focusNewSetRef: { current: boolean };
}

const HEADERS: Record<Exclude<SetNumber, 'distance'>, (u: Units) => string> = {
  weight: (u) => WEIGHT_LABEL[u.weightUnit],
  reps: () => 'Reps',
  time: () => 'Time',
};

/** The boxes of a row, in order: the exercise's numbers, then RPE when it is asked for. */
type Box = SetNumber | 'rpe';

/** Phone keyboards: whole numbers for reps and times, decimals for weights, distances, RPE. */
const INPUT_MODE: Record<Box, 'numeric' | 'decimal'> = {
  weight: 'decimal',
  reps: 'numeric',
  distance: 'decimal',
  time: 'numeric',
  rpe: 'decimal',
};

const PLACEHOLDER: Record<Box, string> = {
  weight: '–',
  reps: '–',
  distance: '–',
  time: '0:00',
  rpe: '–',
};

function boxName(column: Box, exercise: ExerciseDraft, units: Units) {
  if (column === 'rpe') return 'RPE';
  if (column === 'weight') return `weight (${WEIGHT_LABEL[units.weightUnit]})`;
  if (column === 'distance') return `distance (${DISTANCE_LABEL[exercise.distanceUnit]})`;
  if (column === 'time') return 'time (minutes:seconds)';
  return 'reps';
}

/**
 * An exercise's sets one by one (issue 8, item 5), as Strong and Hevy lay them out: a row per set
 * with only the numbers this exercise has (and RPE when asked for), numeric keyboards, Enter
 * moving along the boxes, a done mark, and the set's number opening its type, duplicate and
 * remove.
 */
export function SetTable({
  idPrefix,
  exercise,
  columns,
  showRpe,
  units,
  errors,
  dispatch,
  addSetId,
  focusNewSetRef,
}: SetTableProps) {
  const list = useRef<HTMLOListElement>(null);
  const focusAfterMenu = useRef<string | null>(null);
  const sets = exercise.sets;
  const boxes: Box[] = showRpe ? [...columns, 'rpe'] : columns;
  const grid = { gridTemplateColumns: `2.75rem repeat(${boxes.length}, minmax(0, 1fr)) 2.75rem` };
  const setId = (s: SetDraft, part: string) => `${idPrefix}-${s.key}-${part}`;

  useEffect(() => {
    if (!focusNewSetRef.current) return;
    focusNewSetRef.current = false;
    list.current?.querySelector<HTMLElement>(':scope > li:last-child [data-set-input]')?.focus();
  }, [sets.length, focusNewSetRef]);

  // Enter moves to the next box, as Tab does, and never submits the whole workout by accident.
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || !target.matches('[data-set-input]')) return;
    event.preventDefault();
    const boxes = [...(list.current?.querySelectorAll<HTMLElement>('[data-set-input]') ?? [])];
    const next = boxes[boxes.indexOf(target) + 1] ?? document.getElementById(addSetId);
    next?.focus();
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div
        className="grid min-h-6 items-center gap-1.5 px-0.5 text-xs font-semibold text-ink-muted"
        style={grid}
      >
        <span aria-hidden="true" className="text-center">
          Set
        </span>
        {columns.map((c) =>
          c === 'distance' ? (
            <DistanceUnitSelect
              key={c}
              id={`${idPrefix}-distance-unit`}
              value={exercise.distanceUnit}
              onChange={(distanceUnit) =>
                dispatch({ type: 'exercise', key: exercise.key, patch: { distanceUnit } })
              }
            />
          ) : (
            <span key={c} aria-hidden="true" className="truncate text-center">
              {HEADERS[c](units)}
            </span>
          ),
        )}
        {showRpe && (
          <span aria-hidden="true" className="text-center">
            RPE
          </span>
        )}
        <Check aria-hidden="true" className="mx-auto size-4" />
      </div>
      <ol ref={list} onKeyDown={onKeyDown} className="flex flex-col gap-1.5">
        {sets.map((s, i) => {
          const n = i + 1;
          const rowErrors = boxes.flatMap((c) => {
            const message = errors[errorKey(exercise.key, s.key, c)];
            return message ? [{ column: c, message }] : [];
          });
          return (
            <li
              key={s.key}
              aria-label={`Set ${n}`}
              className="grid items-center gap-1.5"
              style={grid}
            >
              <SetMenu
                id={setId(s, 'menu')}
                number={n}
                setType={s.setType}
                canRemove={sets.length > 1}
                onSetType={(setType) =>
                  dispatch({ type: 'set', key: exercise.key, setKey: s.key, patch: { setType } })
                }
                onDuplicate={() =>
                  dispatch({ type: 'duplicateSet', key: exercise.key, setKey: s.key })
                }
                onRemove={() => {
                  const neighbour = sets[i - 1] ?? sets[i + 1];
                  focusAfterMenu.current = neighbour ? setId(neighbour, 'menu') : null;
                  dispatch({ type: 'removeSet', key: exercise.key, setKey: s.key });
                }}
                onCloseFocus={(event) => {
                  const target = focusAfterMenu.current;
                  if (!target) return;
                  focusAfterMenu.current = null;
                  event.preventDefault();
                  requestAnimationFrame(() => document.getElementById(target)?.focus());
                }}
              />
              {boxes.map((c) => {
                const error = rowErrors.find((e) => e.column === c);
                return (
                  <input
                    key={c}
                    id={setId(s, c)}
                    data-set-input=""
                    type="text"
                    inputMode={INPUT_MODE[c]}
                    enterKeyHint="next"
                    autoComplete="off"
                    aria-label={`Set ${n} ${boxName(c, exercise, units)}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? setId(s, `${c}-error`) : undefined}
                    placeholder={PLACEHOLDER[c]}
                    value={s[c]}
                    onChange={(e) =>
                      dispatch({
                        type: 'set',
                        key: exercise.key,
                        setKey: s.key,
                        patch: { [c]: e.target.value },
                      })
                    }
                    className={cn(
                      'h-11 w-full min-w-0 rounded-control border border-line bg-surface px-1.5 text-center text-base font-medium text-ink tabular-nums placeholder:text-ink-muted/70',
                      'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
                      'aria-invalid:border-danger',
                      !s.done && 'text-ink-muted',
                    )}
                  />
                );
              })}
              <button
                type="button"
                aria-pressed={s.done}
                aria-label={`Set ${n} done`}
                onClick={() =>
                  dispatch({
                    type: 'set',
                    key: exercise.key,
                    setKey: s.key,
                    patch: { done: !s.done },
                  })
                }
                className={cn(
                  'grid size-11 place-items-center rounded-control border transition-colors',
                  s.done
                    ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                    : 'border-line bg-surface text-ink-muted hover:bg-surface-muted',
                )}
              >
                <Check aria-hidden="true" className="size-5" strokeWidth={s.done ? 3 : 2} />
              </button>
              {rowErrors.map((e) => (
                <p
                  key={e.column}
                  id={setId(s, `${e.column}-error`)}
                  className="col-span-full text-sm font-medium text-danger"
                >
                  {`Set ${n}: ${e.message}`}
                </p>
              ))}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function DistanceUnitSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: DistanceUnit;
  onChange: (unit: DistanceUnit) => void;
}) {
  return (
    <select
      id={id}
      aria-label="Distance unit"
      value={value}
      onChange={(e) => onChange(e.target.value as DistanceUnit)}
      className="h-11 w-full min-w-0 appearance-none rounded-control bg-transparent px-1 text-center text-xs font-semibold text-ink-muted underline decoration-dotted underline-offset-4 hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {DISTANCE_UNITS.map((u) => (
        <option key={u} value={u}>
          {`Distance (${DISTANCE_LABEL[u]})`}
        </option>
      ))}
    </select>
  );
}
