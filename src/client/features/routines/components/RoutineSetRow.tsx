import type { ChangeEvent } from 'react';
import { SET_TYPE_LABELS, SET_TYPE_TAGS, SET_TYPES, type SetType } from '@shared/set-types';
import { DISTANCE_LABEL, WEIGHT_LABEL } from '@shared/unit-display';
import type { DistanceUnit, WeightUnit } from '@shared/units';
import { NativeSelect } from '@client/components/forms/NativeSelect';
import { Input } from '@client/components/ui/input';
import { errorKey, type RoutineErrors, type RoutineSetDraft } from '../model/routine-draft';
import { MoveButtons, RemoveButton } from './MoveButtons';

interface RoutineSetRowProps {
  set: RoutineSetDraft;
  /** Its place in the exercise, from 0. */
  index: number;
  count: number;
  exerciseKey: string;
  exerciseName: string;
  weightUnit: WeightUnit;
  distanceUnit: DistanceUnit;
  /** Shows the seconds and distance boxes (a timed or distance exercise). */
  timed: boolean;
  /** Shows the RPE box: the person turned RPE on in Profile (issue 27 §2). */
  rpe: boolean;
  errors: RoutineErrors;
  onChange: (patch: Partial<RoutineSetDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

type NumberField = 'reps' | 'weight' | 'duration' | 'distance' | 'rpe';

/**
 * One target set: its type (Working set, Warm-up, Drop set, To failure) and numbers, with buttons
 * to move or remove it. Each box is named for its set, so a screen reader hears "Set 2 reps".
 */
export function RoutineSetRow(p: RoutineSetRowProps) {
  const { set, index, exerciseKey, errors } = p;
  const number = index + 1;
  const id = (field: string) => `${set.key}-${field}`;
  const rowErrors = (['setType', 'reps', 'weight', 'duration', 'distance', 'rpe'] as const)
    .map((f) => [f, errors[errorKey(exerciseKey, set.key, f)]] as const)
    .filter(([, message]) => message);
  const box = (field: NumberField, label: string, inputMode: 'numeric' | 'decimal') => {
    const message = errors[errorKey(exerciseKey, set.key, field)];
    return (
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-ink-muted">
        {label}
        <Input
          id={id(field)}
          inputMode={inputMode}
          value={set[field]}
          aria-label={`Set ${number} ${field === 'rpe' ? label : label.toLowerCase()}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? id(`${field}-error`) : undefined}
          onChange={(e: ChangeEvent<HTMLInputElement>) => p.onChange({ [field]: e.target.value })}
          className="h-11 px-3 tabular-nums"
        />
      </label>
    );
  };
  const tag = SET_TYPE_TAGS[set.setType];
  const what = `set ${number} of ${p.exerciseName || 'this exercise'}`;
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-surface-muted p-2">
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-surface text-sm font-semibold tabular-nums"
        >
          {tag ?? number}
        </span>
        <div className="min-w-0 flex-1">
          <NativeSelect
            id={id('setType')}
            aria-label={`Set ${number} type`}
            value={set.setType}
            onChange={(e) => p.onChange({ setType: e.target.value as SetType })}
            className="h-11 pl-3 text-sm"
          >
            {SET_TYPES.map((t) => (
              <option key={t} value={t}>
                {SET_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <MoveButtons
          idPrefix={set.key}
          what={what}
          index={index}
          count={p.count}
          onMove={p.onMove}
        />
      </div>
      <div className="flex items-end gap-2">
        {box('reps', 'Reps', 'numeric')}
        {box('weight', `Weight (${WEIGHT_LABEL[p.weightUnit]})`, 'decimal')}
        {p.timed && box('duration', 'Seconds', 'numeric')}
        {p.timed && box('distance', `Distance (${DISTANCE_LABEL[p.distanceUnit]})`, 'decimal')}
        {p.rpe && box('rpe', 'RPE', 'decimal')}
        <RemoveButton what={what} disabled={p.count === 1} onRemove={p.onRemove} />
      </div>
      {rowErrors.map(([field, message]) => (
        <p key={field} id={id(`${field}-error`)} className="text-sm font-medium text-danger">
          {`Set ${number}: ${message}`}
        </p>
      ))}
    </li>
  );
}
